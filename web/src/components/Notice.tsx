import type { ReactNode } from "react";

/** A dismissible message at the top of the page. The full notification area comes later. */
export function Notice({ tone, children, onClose }: { tone: "success" | "info" | "error"; children: ReactNode; onClose: () => void }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === "error" ? "alert" : "status"}>
      <p>{children}</p>
      <button type="button" className="notice-close" title="close dialog" aria-label="Dismiss" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
