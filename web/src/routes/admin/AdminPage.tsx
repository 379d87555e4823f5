/** What the staff screens share: the frame with its tabs, dates, the audit log and loading states. */
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "../../api/admin";
import { hasPrivilege, type Privilege } from "../../navigation/guard";
import { userQuery } from "../../queries";
import { SectionTabs } from "../common/game";
import { auditActionName } from "./auditActions";
import "../common/game.css";
import "./admin.css";
import { say } from "./say";

const TABS: { to: string; text: string; privileges: Privilege[] }[] = [
  { to: "/admin/panel", text: say("userSupport"), privileges: ["userSupport"] },
  { to: "/admin/groups", text: say("groupsAndReports"), privileges: ["groupSupport"] },
  { to: "/admin/blockers", text: say("blockers"), privileges: ["accessControl"] },
  { to: "/admin/audit", text: say("auditLog"), privileges: ["fullAccess"] },
  { to: "/admin/promo-codes", text: say("promoCodes"), privileges: ["fullAccess"] },
];

export function usePermissions(): Partial<Record<string, boolean>> {
  return useQuery(userQuery()).data?.permissions ?? {};
}

export function AdminPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const permissions = usePermissions();
  const links = TABS.filter((tab) => hasPrivilege(permissions, tab.privileges));
  return (
    <div className="game-page admin-page">
      <SectionTabs label={say("staffTools")} links={links} />
      <h1>{title}</h1>
      {intro && <p className="muted">{intro}</p>}
      {children}
    </div>
  );
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `admin-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="settings-block admin-section" aria-labelledby={id}>
      <div className="admin-section-head">
        <h2 id={id}>{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function formatDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : date.toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="admin-loading">
      <span className="spinner" aria-hidden="true" /> {text}
    </p>
  );
}

export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div role="alert" className="admin-error">
      <p>{error.message}</p>
      <button type="button" className="button secondary" onClick={retry}>
        {say("tryAgain")}
      </button>
    </div>
  );
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** Who changed what and when, newest first, with each value before and after. */
export function AuditLog({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  if (entries.length === 0) return <p className="muted">{say("noStaffChangesYet")}</p>;
  return (
    <table className="data-table admin-audit">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{say("when")}</th>
          <th scope="col">{say("who")}</th>
          <th scope="col">{say("what")}</th>
          <th scope="col">{say("before")}</th>
          <th scope="col">{say("after")}</th>
        </tr>
      </thead>
      <tbody>
        {entries.flatMap((entry) =>
          (entry.changes.length ? entry.changes : [{ path: "", old: null, new: null }]).map((change, index) => (
            <tr key={`${entry.id}-${index}`}>
              {index === 0 && (
                <>
                  <td rowSpan={Math.max(entry.changes.length, 1)}>{formatDate(entry.at)}</td>
                  <td rowSpan={Math.max(entry.changes.length, 1)}>@{entry.actor.name}</td>
                </>
              )}
              <td>
                {index === 0 && <span className="admin-action">{auditActionName(entry.action)}</span>}{" "}
                <code>{change.path}</code>
              </td>
              <td className="admin-value">{shown(change.old)}</td>
              <td className="admin-value">{shown(change.new)}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
