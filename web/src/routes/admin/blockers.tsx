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
import { say } from "./say";
import { adminKeys, blockersQuery } from "../../queries/admin";

const TYPE_NAMES: Record<BlockerType, string> = {
  ipaddress: say("networkAddressOrRange"),
  email: say("emailAddressOrDomain"),
};
const AREA_NAMES: Record<BlockerArea, string> = { full: say("everything"), payment: say("paymentsOnly") };

interface Draft {
  type: BlockerType;
  area: BlockerArea;
  value: string;
  reason: string;
}

function messageOf(error: unknown): string {
  return isApiError(error) ? error.messages.join(" ") : say("thatDidNotWorkTryAgain");
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
        <label htmlFor={`${idPrefix}-type`}>{say("kind")}</label>
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
          {draft.type === "ipaddress" ? say("addressOrRangeIpv4OrIpv6") : say("emailAddressOrADomainSuch")}
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
            {say("blockerRangeHint", { ipv4: BLOCKER_RANGE_MIN_PREFIX.ipv4, ipv6: BLOCKER_RANGE_MIN_PREFIX.ipv6 })}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-area`}>{say("refuse")}</label>
        <select
          id={`${idPrefix}-area`}
          value={draft.area}
          onChange={(event) => onChange({ ...draft, area: event.target.value as BlockerArea })}
        >
          <option value="full">
            {draft.type === "ipaddress"
              ? say("everythingEveryCallFromTheAddress")
              : say("signUpsEmailChangesAndPayments")}
          </option>
          <option value="payment">{say("paymentsOnly")}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-reason`}>{say("reasonForStaff")}</label>
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
      notify({ type: "success", text: say("blockedValue", { value: blocker.value }) });
      void client.invalidateQueries({ queryKey: adminKeys.blockers });
    },
    onError: (caught) => setError(messageOf(caught)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!draft.value.trim()) {
      setError(draft.type === "ipaddress" ? say("typeTheAddressOrRangeToBlock") : say("typeTheEmailAddressOrDomain"));
      return;
    }
    create.mutate();
  };
  return (
    <Section title={say("newBlocker")}>
      <form onSubmit={submit} className="admin-blocker-form">
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <BlockerFields draft={draft} onChange={setDraft} idPrefix="new-blocker" />
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? say("adding") : say("addBlocker")}
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
      notify({ type: "success", text: say("blockerSaved") });
      void client.invalidateQueries({ queryKey: adminKeys.blockers });
      onClose();
    },
    onError: (caught) => setError(messageOf(caught)),
  });
  return (
    <Dialog
      open
      title={say("changeTheBlockerOn", { value: blocker.value })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {say("cancel")}
          </button>
          <button type="submit" form="edit-blocker-form" className="button" disabled={save.isPending}>
            {say("save")}
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
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.blockers });
  const toggle = useMutation({
    mutationFn: () => updateBlocker(blocker.id, { disabled: !blocker.disabled }),
    onSuccess: (saved) => {
      notify({
        type: "success",
        text: say(saved.disabled ? "valueNoLongerBlocked" : "valueBlockedAgain", { value: saved.value }),
      });
      void refresh();
    },
    onError: (caught) => notify({ type: "error", text: messageOf(caught) }),
  });
  const remove = useMutation({
    mutationFn: () => deleteBlocker(blocker.id),
    onSuccess: () => {
      notify({ type: "success", text: say("blockerOnDeleted", { value: blocker.value }) });
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
      <td>{blocker.disabled ? say("off") : say("on")}</td>
      <td>{formatDate(blocker.updatedAt)}</td>
      <td className="admin-row-actions">
        <button
          type="button"
          className="link-button"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
          aria-label={say(blocker.disabled ? "turnOnTheBlockerOn" : "turnOffTheBlockerOn", { value: blocker.value })}
        >
          {blocker.disabled ? say("turnOn") : say("turnOff")}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={onEdit}
          aria-label={say("changeTheBlockerOn", { value: blocker.value })}
        >
          {say("change")}
        </button>
        <button
          type="button"
          className="link-button danger"
          onClick={() => setConfirmDelete(true)}
          disabled={remove.isPending}
          aria-label={say("deleteTheBlockerOn", { value: blocker.value })}
        >
          {say("delete")}
        </button>
        <ConfirmDialog
          open={confirmDelete}
          title={say("deleteTheBlockerOnQuestion", { value: blocker.value })}
          confirmLabel={say("delete")}
          danger
          onClose={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false);
            remove.mutate();
          }}
        >
          <p>{say("itStopsRefusingAnythingWithinSeconds")}</p>
        </ConfirmDialog>
      </td>
    </tr>
  );
}

function BlockerList() {
  const blockers = useQuery(blockersQuery());
  const [editing, setEditing] = useState<Blocker>();
  return (
    <Section title={say("blockers")}>
      {blockers.isPending ? (
        <Loading text={say("loadingBlockers")} />
      ) : blockers.isError ? (
        <LoadError error={blockers.error} retry={() => blockers.refetch()} />
      ) : blockers.data.length === 0 ? (
        <p className="muted">{say("nothingIsBlocked")}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{say("blockers")}</caption>
            <thead>
              <tr>
                <th scope="col">{say("value")}</th>
                <th scope="col">{say("kind")}</th>
                <th scope="col">{say("refuses")}</th>
                <th scope="col">{say("reason")}</th>
                <th scope="col">{say("state")}</th>
                <th scope="col">{say("changed")}</th>
                <th scope="col">
                  <span className="visually-hidden">{say("actions")}</span>
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
    <AdminPage title={say("blockers")} intro={say("refuseANetworkAddressEverythingOr")}>
      <NewBlocker />
      <BlockerList />
    </AdminPage>
  );
}
