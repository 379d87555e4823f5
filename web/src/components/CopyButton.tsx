/** Copies a value to the clipboard and says so; falls back to selecting it where copying is refused. */
import { useState } from "react";
import core from "../i18n/namespaces/core";
import { useT } from "../i18n";

export function CopyButton({ value, label, targetId }: { value: string; label: string; targetId?: string }) {
  const t = useT(core);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard access (an insecure page or a refused permission): select the text instead.
      const node = targetId ? document.getElementById(targetId) : null;
      if (node) window.getSelection()?.selectAllChildren(node);
    }
  };
  return (
    <button type="button" className="link-button" onClick={() => void copy()} aria-label={label}>
      {copied ? t("copied") : t("copy")}
      <span className="visually-hidden" role="status">
        {copied ? t("copyDone", { label }) : ""}
      </span>
    </button>
  );
}
