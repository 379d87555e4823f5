import { Link } from "react-router";
import core from "../i18n/namespaces/core";
import { useT } from "../i18n";

function Mark() {
  // A small anvil-and-spark mark drawn inline so the first screen needs no image request.
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="8" fill="currentColor" />
      <path d="M8 14h16l-3 4h-2v3h3v3H10v-3h3v-3h-2z" fill="#fff" />
      <path d="M22 6l1 3 3 1-3 1-1 3-1-3-3-1 3-1z" fill="#ffd66e" />
    </svg>
  );
}

/** The product's name and mark; a link home unless rendered as plain text. */
export function Brand({ as = "link", to = "/" }: { as?: "link" | "div"; to?: string }) {
  const t = useT(core);
  if (as === "div") {
    return (
      <div className="brand">
        <Mark />
        <span>Habitforge</span>
      </div>
    );
  }
  return (
    <Link className="brand" to={to} aria-label={t("brandHome")}>
      <Mark />
      <span>Habitforge</span>
    </Link>
  );
}
