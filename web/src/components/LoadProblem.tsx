/**
 * What a screen says when the thing it opens by id will not load: not found, not yours to see,
 * no connection, or another failure, always in words (never a query key or an exception's name).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isApiError } from "../api/client";
import { isOfflineError } from "../api/errors";
import text from "../i18n/namespaces/problems";
import { useT } from "../i18n";

export type ProblemSubject = "player" | "guild" | "groupPlan" | "challenge" | "checkout" | "page";
export type ProblemKind = "notFound" | "forbidden" | "offline" | "failed";

/** Thrown by a load whose call answered nothing (a quiet failure): there is nothing to show. */
export class NothingThere extends Error {
  constructor() {
    super("nothing there");
    this.name = "NothingThere";
  }
}

/** An id that is not one (400) or that nobody has (404) both mean: there is no such thing. */
export function problemKind(error: unknown): ProblemKind {
  if (error instanceof NothingThere) return "notFound";
  if (isOfflineError(error)) return "offline";
  if (isApiError(error)) {
    if (error.status === 404 || error.status === 400) return "notFound";
    if (error.status === 401 || error.status === 403) return "forbidden";
    return "failed";
  }
  if (typeof navigator !== "undefined" && navigator.onLine === false) return "offline";
  return "failed";
}

export function LoadProblem({
  error,
  subject,
  retry,
  heading = "h1",
  children,
}: {
  error: unknown;
  subject: ProblemSubject;
  retry?: () => void;
  /** The title's level (h2 inside a dialog or under the page's own heading). */
  heading?: "h1" | "h2";
  /** More ways on (a link to discover guilds, …); the way back to the tasks is always there. */
  children?: ReactNode;
}) {
  const t = useT(text);
  const kind = problemKind(error);
  const Heading = heading;
  const title =
    kind === "notFound"
      ? t("notFoundTitle", { subject })
      : kind === "forbidden"
        ? t("forbiddenTitle", { subject })
        : kind === "offline"
          ? t("offlineTitle")
          : t("failedTitle", { subject });
  const detail =
    kind === "notFound"
      ? t("notFoundText", { subject })
      : kind === "forbidden"
        ? t("forbiddenText")
        : kind === "offline"
          ? t("offlineText")
          : isApiError(error) && error.status < 500 && error.message
            ? t("failedText", { message: error.message })
            : t("failedTextPlain");
  return (
    <section className="card message-card load-problem" role="alert" data-problem={kind}>
      <Heading>{title}</Heading>
      <p>{detail}</p>
      <p className="actions">
        {retry && (kind === "offline" || kind === "failed") && (
          <button type="button" className="button" onClick={retry}>
            {t("tryAgain")}
          </button>
        )}
        {children}
        <Link to="/">{t("backToTasks")}</Link>
      </p>
    </section>
  );
}
