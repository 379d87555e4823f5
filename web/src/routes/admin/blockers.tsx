/**
 * /admin/blockers: network addresses refused everywhere or at payments, and email addresses or
 * domains refused at sign-up and email changes. Changes take effect within seconds.
 */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BLOCKER_RANGE_MIN_PREFIX } from "../../../../content/data/blockers";
import {
  createBlocker,
  deleteBlocker,
  getBlockers,
  updateBlocker,
  type Blocker,
  type BlockerArea,
  type BlockerType,
} from "../../api/admin";
import { isApiError } from "../../api/client";
import { Dialog } from "../../components/Dialog";
import { notify } from "../../notifications/store";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { AdminPage, formatDate, Loading, LoadError, Section } from "./AdminPage";

const TYPE_NAMES: Record<BlockerType, string> = {
  ipaddress: "Network address or range",
  email: "Email address or domain",
};
const AREA_NAMES: Record<BlockerArea, string> = { full: "Everything", payment: "Payments only" };

interface Draft {
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason: string;
}

function messageOf(error: unknown): string {
  return isApiError(error) ? error.messages.join(" ") : "That did not work. Try again.";
}

function BlockerFields({
  draft,
  onChange,
  idPrefix,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  idPrefix: string;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-type`}>Kind</label>
        <select
          id={`${idPrefix}-type`}
          value={draft.type}
          onChange={(event) => onChange({ ...draft, type: event.target.value as BlockerType })}
        >
          <option value="ipaddress">{TYPE_NAMES.ipaddress}</option>
          <option value="email">{TYPE_NAMES.email}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-value`}>
          {draft.type === "ipaddress"
            ? "Address or range (IPv4 or IPv6)"
            : "Email address, or a domain such as example.com"}
        </label>
        <input
          id={`${idPrefix}-value`}
          value={draft.value}
          maxLength={254}
          onChange={(event) => onChange({ ...draft, value: event.target.value })}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={draft.type === "ipaddress" ? `${idPrefix}-value-hint` : undefined}
        />
        {draft.type === "ipaddress" && (
          <p id={`${idPrefix}-value-hint`} className="field-hint">
            One address, or a range in CIDR notation such as 203.0.113.0/24 or 2001:db8:1:2::/64 (at most a /
            {BLOCKER_RANGE_MIN_PREFIX.ipv4} for IPv4, a /{BLOCKER_RANGE_MIN_PREFIX.ipv6} for IPv6).
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-area`}>Refuse</label>
        <select
          id={`${idPrefix}-area`}
          value={draft.area}
          onChange={(event) => onChange({ ...draft, area: event.target.value as BlockerArea })}
        >
          <option value="full">
            {draft.type === "ipaddress"
              ? "Everything (every call from the address)"
              : "Sign-ups, email changes and payments"}
          </option>
          <option value="payment">Payments only</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-reason`}>Reason (for staff)</label>
        <input
          id={`${idPrefix}-reason`}
          value={draft.reason}
          maxLength={500}
          onChange={(event) => onChange({ ...draft, reason: event.target.value })}
        />
      </div>
    </>
  );
}

function NewBlocker() {
  const client = useQueryClient();
  const empty: Draft = { type: "ipaddress", area: "full", value: "", reason: "" };
  const [draft, setDraft] = useState<Draft>(empty);
  const [error, setError] = useState<string>();
  const create = useMutation({
    mutationFn: () => createBlocker({ ...draft, value: draft.value.trim() }),
    onSuccess: (blocker) => {
      setDraft(empty);
      notify({ type: "success", text: `Blocked ${blocker.value}. It takes effect within seconds.` });
      void client.invalidateQueries({ queryKey: ["admin", "blockers"] });
    },
    onError: (caught) => setError(messageOf(caught)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!draft.value.trim()) {
      setError(
        draft.type === "ipaddress"
          ? "Type the address or range to block."
          : "Type the email address or domain to block.",
      );
      return;
    }
    create.mutate();
  };
  return (
    <Section title="New blocker">
      <form onSubmit={submit} className="admin-blocker-form">
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <BlockerFields draft={draft} onChange={setDraft} idPrefix="new-blocker" />
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? "Adding…" : "Add blocker"}
        </button>
      </form>
    </Section>
  );
}

function EditBlocker({ blocker, onClose }: { blocker: Blocker; onClose: () => void }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    type: blocker.type,
    area: blocker.area,
    value: blocker.value,
    reason: blocker.reason,
  });
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () => updateBlocker(blocker.id, { ...draft, value: draft.value.trim() }),
    onSuccess: () => {
      notify({ type: "success", text: "Blocker saved." });
      void client.invalidateQueries({ queryKey: ["admin", "blockers"] });
      onClose();
    },
    onError: (caught) => setError(messageOf(caught)),
  });
  return (
    <Dialog
      open
      title={`Change the blocker on ${blocker.value}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="edit-blocker-form" className="button" disabled={save.isPending}>
            Save
          </button>
        </>
      }
    >
      <form
        id="edit-blocker-form"
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          save.mutate();
        }}
      >
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <BlockerFields draft={draft} onChange={setDraft} idPrefix="edit-blocker" />
      </form>
    </Dialog>
  );
}

function BlockerRow({ blocker, onEdit }: { blocker: Blocker; onEdit: () => void }) {
  const client = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ["admin", "blockers"] });
  const toggle = useMutation({
    mutationFn: () => updateBlocker(blocker.id, { disabled: !blocker.disabled }),
    onSuccess: (saved) => {
      notify({
        type: "success",
        text: saved.disabled ? `${saved.value} is no longer blocked.` : `${saved.value} is blocked again.`,
      });
      void refresh();
    },
    onError: (caught) => notify({ type: "error", text: messageOf(caught) }),
  });
  const remove = useMutation({
    mutationFn: () => deleteBlocker(blocker.id),
    onSuccess: () => {
      notify({ type: "success", text: `Blocker on ${blocker.value} deleted.` });
      void refresh();
    },
    onError: (caught) => notify({ type: "error", text: messageOf(caught) }),
  });
  return (
    <tr className={blocker.disabled ? "admin-disabled-row" : undefined}>
      <td>
        <code>{blocker.value}</code>
      </td>
      <td>{TYPE_NAMES[blocker.type]}</td>
      <td>{AREA_NAMES[blocker.area]}</td>
      <td>{blocker.reason || <span className="muted">—</span>}</td>
      <td>{blocker.disabled ? "Off" : "On"}</td>
      <td>{formatDate(blocker.updatedAt)}</td>
      <td className="admin-row-actions">
        <button
          type="button"
          className="link-button"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
          aria-label={`${blocker.disabled ? "Turn on" : "Turn off"} the blocker on ${blocker.value}`}
        >
          {blocker.disabled ? "Turn on" : "Turn off"}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={onEdit}
          aria-label={`Change the blocker on ${blocker.value}`}
        >
          Change
        </button>
        <button
          type="button"
          className="link-button danger"
          onClick={() => setConfirmDelete(true)}
          disabled={remove.isPending}
          aria-label={`Delete the blocker on ${blocker.value}`}
        >
          Delete
        </button>
        <ConfirmDialog
          open={confirmDelete}
          title={`Delete the blocker on ${blocker.value}?`}
          confirmLabel="Delete"
          danger
          onClose={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false);
            remove.mutate();
          }}
        >
          <p>It stops refusing anything within seconds. To pause it instead, turn it off.</p>
        </ConfirmDialog>
      </td>
    </tr>
  );
}

function BlockerList() {
  const blockers = useQuery({ queryKey: ["admin", "blockers"], queryFn: getBlockers, retry: false });
  const [editing, setEditing] = useState<Blocker>();
  return (
    <Section title="Blockers">
      {blockers.isPending ? (
        <Loading what="blockers" />
      ) : blockers.isError ? (
        <LoadError error={blockers.error} retry={() => blockers.refetch()} />
      ) : blockers.data.length === 0 ? (
        <p className="muted">Nothing is blocked.</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Blockers</caption>
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">Kind</th>
                <th scope="col">Refuses</th>
                <th scope="col">Reason</th>
                <th scope="col">State</th>
                <th scope="col">Changed</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {blockers.data.map((blocker) => (
                <BlockerRow key={blocker.id} blocker={blocker} onEdit={() => setEditing(blocker)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <EditBlocker blocker={editing} onClose={() => setEditing(undefined)} />}
    </Section>
  );
}

export function Component() {
  return (
    <AdminPage
      title="Blockers"
      intro="Refuse a network address (everything, or payments only), or an email address or domain at sign-up, email changes and payments. Changes take effect within seconds."
    >
      <NewBlocker />
      <BlockerList />
    </AdminPage>
  );
}
