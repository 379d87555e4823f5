/**
 * /admin/audit (full access): every action and view of every staff member, newest first,
 * filtered by staff member, action and target, older entries a page at a time. The filters
 * live in the address, so a filtered view can be shared with another operator.
 */
import { useState, type FormEvent } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "../../../../content/data/staffAudit";
import type { AuditEntry } from "../../api/admin";
import type { AuditFilters } from "../../api/staffAudit";
import { AdminPage, formatDate, Loading, LoadError, Section } from "./AdminPage";
import { AUDIT_ACTION_NAMES, AUDIT_TARGET_NAMES, auditActionName } from "./auditActions";
import { say } from "./say";
import "./audit.css";
import { staffAuditQuery } from "../../queries/admin";

const FILTER_KEYS = ["actor", "action", "targetType", "targetId"] as const;

function filtersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function targetName(type: string): string {
  return Object.hasOwn(AUDIT_TARGET_NAMES, type) ? AUDIT_TARGET_NAMES[type as keyof typeof AUDIT_TARGET_NAMES] : type;
}

/** The target, linked to its staff page where it has one. */
function Target({ entry }: { entry: AuditEntry }) {
  const id = entry.targetId;
  const link =
    entry.targetType === "user"
      ? `/admin/panel/${encodeURIComponent(id)}`
      : entry.targetType === "group"
        ? `/admin/groups/${encodeURIComponent(id)}`
        : entry.targetType === "challenge"
          ? `/challenges/${encodeURIComponent(id)}`
          : undefined;
  return (
    <>
      <span className="muted">{targetName(entry.targetType)}</span>{" "}
      {link ? (
        <Link to={link} className="admin-id">
          {id}
        </Link>
      ) : (
        <code className="admin-id">{id}</code>
      )}
    </>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="admin-audit-changes">
      {entry.changes.map((change) => (
        <li key={change.path}>
          <code>{change.path}</code>: <span className="admin-value">{shown(change.old)}</span> →{" "}
          <span className="admin-value">{shown(change.new)}</span>
        </li>
      ))}
    </ul>
  );
}

function FilterForm({ filters, onApply }: { filters: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const set = (key: keyof AuditFilters, value: string) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };
  return (
    <form className="admin-inline-form" role="search" aria-label={say("filterTheAuditLog")} onSubmit={submit}>
      <div className="field">
        <label htmlFor="audit-actor">{say("staffMember")}</label>
        <input
          id="audit-actor"
          placeholder={say("usernameOrId")}
          value={draft.actor ?? ""}
          maxLength={100}
          onChange={(event) => set("actor", event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="field">
        <label htmlFor="audit-action">{say("action")}</label>
        <select id="audit-action" value={draft.action ?? ""} onChange={(event) => set("action", event.target.value)}>
          <option value="">{say("anyAction")}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_NAMES[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-target-type">{say("target")}</label>
        <select
          id="audit-target-type"
          value={draft.targetType ?? ""}
          onChange={(event) => set("targetType", event.target.value)}
        >
          <option value="">{say("anyKind")}</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_TARGET_NAMES[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-target-id">{say("targetId")}</label>
        <input
          id="audit-target-id"
          value={draft.targetId ?? ""}
          maxLength={100}
          onChange={(event) => set("targetId", event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <button type="submit" className="button">
        {say("filter")}
      </button>
      <button type="button" className="button secondary" onClick={clear}>
        {say("clearFilters")}
      </button>
    </form>
  );
}

function Entries({ filters }: { filters: AuditFilters }) {
  const audit = useInfiniteQuery(staffAuditQuery(filters));
  if (audit.isPending) return <Loading text={say("loadingTheAuditLog")} />;
  if (audit.isError) return <LoadError error={audit.error} retry={() => audit.refetch()} />;
  const entries = audit.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p className="muted">{say("noStaffActionMatches")}</p>;
  return (
    <>
      <div className="admin-table-scroll">
        <table className="data-table admin-audit">
          <caption className="visually-hidden">{say("staffActionsNewestFirst")}</caption>
          <thead>
            <tr>
              <th scope="col">{say("when")}</th>
              <th scope="col">{say("who")}</th>
              <th scope="col">{say("action")}</th>
              <th scope="col">{say("target")}</th>
              <th scope="col">{say("changes")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDate(entry.at)}</td>
                <td>@{entry.actor.name}</td>
                <td>{auditActionName(entry.action)}</td>
                <td>
                  <Target entry={entry} />
                </td>
                <td>
                  <Changes entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="muted">
        {say("entriesShown", { count: entries.length })}
        {audit.hasNextPage ? "" : ` ${say("thatIsTheOldest")}`}
      </p>
      {audit.hasNextPage && (
        <button
          type="button"
          className="button secondary"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {audit.isFetchingNextPage ? say("loadingOlderEntries") : say("showOlderEntries")}
        </button>
      )}
    </>
  );
}

export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const apply = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = next[key]?.trim();
      if (value) search.set(key, value);
    }
    setParams(search);
  };
  return (
    <AdminPage title={say("auditLog")} intro={say("auditLogIntro")}>
      <Section title={say("staffActions")}>
        {/* A new address starts the form from the filters it names. */}
        <FilterForm key={params.toString()} filters={filters} onApply={apply} />
        <Entries filters={filters} />
      </Section>
    </AdminPage>
  );
}
