import type { ReactNode } from "react";
import core from "../i18n/namespaces/core";
import { useT } from "../i18n";

/** A dismissible message at the top of the page. The full notification area comes later. */
export function Notice({
  tone,
  children,
  onClose,
}: {
  tone: "success" | "info" | "error";
  children: ReactNode;
  onClose: () => void;
}) {
  const t = useT(core);
  return (
    <div className={`notice notice-${tone}`} role={tone === "error" ? "alert" : "status"}>
      <p>{children}</p>
      <button
        type="button"
        className="notice-close"
        title={t("closeDialog")}
        aria-label={t("dismiss")}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
