import { Brand } from "./Brand";
import core from "../i18n/namespaces/core";
import { useT } from "../i18n";

export function LoadingScreen({ label }: { label?: string }) {
  const t = useT(core);
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Brand as="div" />
      <span className="spinner" aria-hidden="true" />
      <p>{label ?? t("loadingAdventure")}</p>
    </div>
  );
}
