/**
 * /admin/panel/{userIdentifier}: one player for user support. Their profile, stats, items,
 * subscription and history, the audit log of staff changes, and the forms that change their
 * standing (suspension, chat), contributor tier, privileges, gems, hourglasses, items and the
 * staff note. Each form sends only its own fields; the server audits every change.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { GEMS_PER_BALANCE } from "../../../../content/data/constants";
import {
  getHero,
  getPlayerHistory,
  getSubscriptionDetails,
  PRIVILEGE_NAMES,
  updateHero,
  type Hero,
  type PlayerHistory,
} from "../../api/admin";
import { isApiError } from "../../api/client";
import { hasPrivilege } from "../../navigation/guard";
import { notify } from "../../notifications/store";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { AdminPage, AuditLog, formatDate, Loading, LoadError, Section, usePermissions } from "./AdminPage";

type Save = (changes: Record<string, unknown>) => Promise<boolean>;

function useHeroSave(hero: Hero): { save: Save; busy: boolean; error?: string } {
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (changes: Record<string, unknown>) => updateHero(hero._id, changes),
    onSuccess: ({ hero: saved, message }) => {
      client.setQueryData(["admin", "hero", hero._id], saved);
      void client.invalidateQueries({ queryKey: ["admin", "hero"] });
      void client.invalidateQueries({ queryKey: ["admin", "history", hero._id] });
      void client.invalidateQueries({ queryKey: ["admin", "search"] });
      notify({ type: "success", text: message ?? "Nothing needed changing." });
    },
  });
  const save: Save = async (changes) => {
    setError(undefined);
    try {
      await mutation.mutateAsync(changes);
      return true;
    } catch (caught) {
      setError(isApiError(caught) ? caught.messages.join(" ") : "The change could not be saved. Try again.");
      return false;
    }
  };
  return { save, busy: mutation.isPending, error };
}

function FormError({ error }: { error?: string }) {
  return error ? (
    <p className="form-error" role="alert">
      {error}
    </p>
  ) : null;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="admin-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <label className="admin-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
      />
      <span>
        {label}
        {hint && <span className="muted admin-check-hint"> {hint}</span>}
      </span>
    </label>
  );
}

function Standing({ hero }: { hero: Hero }) {
  const { save, busy, error } = useHeroSave(hero);
  const [blocked, setBlocked] = useState(hero.auth.blocked);
  const [chatRevoked, setChatRevoked] = useState(Boolean(hero.flags.chatRevoked));
  const [shadowMuted, setShadowMuted] = useState(Boolean(hero.flags.chatShadowMuted));
  const [confirming, setConfirming] = useState(false);
  const send = () => save({ auth: { blocked }, flags: { chatRevoked, chatShadowMuted: shadowMuted } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked && !hero.auth.blocked) setConfirming(true);
    else void send();
  };
  return (
    <Section title="Standing">
      <form onSubmit={submit}>
        <FormError error={error} />
        <Checkbox
          label="Suspend this account"
          hint="(every call is refused and the player is logged out)"
          checked={blocked}
          onChange={setBlocked}
        />
        <Checkbox
          label="Revoke chat"
          hint="(no posting in the tavern, guilds or private messages; the party still works)"
          checked={chatRevoked}
          onChange={setChatRevoked}
        />
        <Checkbox
          label="Shadow-mute chat"
          hint="(their new messages are seen only by them and moderators)"
          checked={shadowMuted}
          onChange={setShadowMuted}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : "Save standing"}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={`Suspend @${hero.auth.local.username}?`}
        confirmLabel="Suspend"
        danger
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
      >
        <p>
          The player is logged out on their next action and cannot log in again until the suspension is lifted. Their
          dailies cannot hurt them meanwhile.
        </p>
      </ConfirmDialog>
    </Section>
  );
}

function Contributor({ hero }: { hero: Hero }) {
  const { save, busy, error } = useHeroSave(hero);
  const [level, setLevel] = useState(String(hero.contributor.level ?? 0));
  const [text, setText] = useState(hero.contributor.text ?? "");
  const [contributions, setContributions] = useState(hero.contributor.contributions ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ contributor: { level: Number(level), text: text.trim(), contributions: contributions.trim() } });
  };
  return (
    <Section title="Contributor tier">
      <form onSubmit={submit}>
        <FormError error={error} />
        <div className="field">
          <label htmlFor="contributor-level">Tier</label>
          <select id="contributor-level" value={level} onChange={(event) => setLevel(event.target.value)}>
            {Array.from({ length: 10 }, (_, tier) => (
              <option key={tier} value={tier}>
                {tier === 0 ? "None" : `Tier ${tier}`}
              </option>
            ))}
          </select>
          <p className="field-hint">
            Each tier climbed pays its gems once; tier 6 and up brings the contributors' pet.
          </p>
        </div>
        <div className="field">
          <label htmlFor="contributor-text">Title</label>
          <input id="contributor-text" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="contributor-contributions">Contributions</label>
          <textarea
            id="contributor-contributions"
            value={contributions}
            maxLength={2000}
            rows={2}
            onChange={(event) => setContributions(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : "Save tier"}
        </button>
      </form>
    </Section>
  );
}

function Privileges({ hero }: { hero: Hero }) {
  const viewer = usePermissions();
  const mayGrant = viewer.fullAccess === true;
  const { save, busy, error } = useHeroSave(hero);
  const [granted, setGranted] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(PRIVILEGE_NAMES.map(([key]) => [key, hero.permissions[key] === true])),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ permissions: granted });
  };
  return (
    <Section title="Privileges">
      <form onSubmit={submit}>
        <FormError error={error} />
        {!mayGrant && <p className="muted">Only staff with full access can change privileges.</p>}
        <fieldset className="admin-privileges">
          <legend className="visually-hidden">Privileges</legend>
          {PRIVILEGE_NAMES.map(([key, name]) => (
            <Checkbox
              key={key}
              label={name}
              checked={granted[key]}
              disabled={!mayGrant}
              onChange={(value) => setGranted({ ...granted, [key]: value })}
            />
          ))}
        </fieldset>
        {mayGrant && (
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Saving…" : "Save privileges"}
          </button>
        )}
      </form>
    </Section>
  );
}

/** The value typed for an item correction: a number, true, or empty for "not owned". */
function parseItemValue(raw: string): unknown {
  const value = raw.trim();
  if (value === "" || value === "null") return null;
  if (value === "true" || value === "false") return value === "true";
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

function Corrections({ hero }: { hero: Hero }) {
  const { save, busy, error } = useHeroSave(hero);
  const [gems, setGems] = useState(String(hero.gems));
  const [hourglasses, setHourglasses] = useState(String(hero.purchased.plan.consecutive.trinkets ?? 0));
  const [itemPath, setItemPath] = useState("");
  const [itemValue, setItemValue] = useState("");
  const [fieldError, setFieldError] = useState<string>();
  const submitCurrency = (event: FormEvent) => {
    event.preventDefault();
    const gemCount = Number(gems);
    const hourglassCount = Number(hourglasses);
    if (!Number.isInteger(gemCount) || gemCount < 0 || !Number.isInteger(hourglassCount) || hourglassCount < 0) {
      setFieldError("Gems and hourglasses are whole numbers, 0 or more.");
      return;
    }
    setFieldError(undefined);
    void save({
      balance: gemCount / GEMS_PER_BALANCE,
      purchased: { plan: { consecutive: { trinkets: hourglassCount } } },
    });
  };
  const submitItem = async (event: FormEvent) => {
    event.preventDefault();
    if (!itemPath.trim()) {
      setFieldError("Name the item, for example items.eggs.Wolf.");
      return;
    }
    setFieldError(undefined);
    if (await save({ itemPath: itemPath.trim(), itemVal: parseItemValue(itemValue) })) {
      setItemPath("");
      setItemValue("");
    }
  };
  return (
    <Section title="Gems, hourglasses and items">
      <FormError error={fieldError ?? error} />
      <form onSubmit={submitCurrency} className="admin-inline-form">
        <div className="field">
          <label htmlFor="correct-gems">Gems</label>
          <input
            id="correct-gems"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={gems}
            onChange={(event) => setGems(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="correct-hourglasses">Hourglasses</label>
          <input
            id="correct-hourglasses"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={hourglasses}
            onChange={(event) => setHourglasses(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          Save gems and hourglasses
        </button>
      </form>
      <p className="muted">Changes appear in the player's transactions.</p>
      <form onSubmit={submitItem} className="admin-inline-form">
        <div className="field">
          <label htmlFor="item-path">Item</label>
          <input
            id="item-path"
            placeholder="items.eggs.Wolf"
            value={itemPath}
            onChange={(event) => setItemPath(event.target.value)}
            aria-describedby="item-path-hint"
            spellCheck={false}
          />
          <p id="item-path-hint" className="field-hint">
            items.pets / mounts / eggs / hatchingPotions / food / quests / special / gear.owned, then the item's key.
          </p>
        </div>
        <div className="field">
          <label htmlFor="item-value">Amount</label>
          <input
            id="item-value"
            placeholder="3, true, or empty"
            value={itemValue}
            onChange={(event) => setItemValue(event.target.value)}
            aria-describedby="item-value-hint"
          />
          <p id="item-value-hint" className="field-hint">
            A count; for gear and mounts true; empty for not owned.
          </p>
        </div>
        <button type="submit" className="button" disabled={busy}>
          Set item
        </button>
      </form>
    </Section>
  );
}

function StaffNote({ hero }: { hero: Hero }) {
  const { save, busy, error } = useHeroSave(hero);
  const [text, setText] = useState(hero.secret.text);
  return (
    <Section title="Staff note">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save({ secret: { text } });
        }}
      >
        <FormError error={error} />
        <div className="field">
          <label htmlFor="staff-note">Note for staff (the player never sees it)</label>
          <textarea
            id="staff-note"
            rows={3}
            maxLength={4000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {hero.staffNote && (
            <p className="field-hint">
              Last written by @{hero.staffNote.updatedBy}, {formatDate(hero.staffNote.updatedAt)}.
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          Save note
        </button>
      </form>
    </Section>
  );
}

function Access({ hero }: { hero: Hero }) {
  const { save, busy, error } = useHeroSave(hero);
  const [confirm, setConfirm] = useState<"token" | "cron">();
  return (
    <Section title="Sign-in and day">
      <FormError error={error} />
      <div className="actions admin-actions-left">
        <button type="button" className="button secondary" disabled={busy} onClick={() => setConfirm("token")}>
          Log the player out everywhere
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => setConfirm("cron")}>
          Run their day rollover again
        </button>
      </div>
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm === "token" ? "Log the player out everywhere?" : "Run the day rollover again?"}
        confirmLabel={confirm === "token" ? "Log out everywhere" : "Run it again"}
        onClose={() => setConfirm(undefined)}
        onConfirm={() => {
          const changes = confirm === "token" ? { changeApiToken: true } : { resetCron: true };
          setConfirm(undefined);
          void save(changes);
        }}
      >
        <p>
          {confirm === "token"
            ? "Their API token is replaced: every device and tool they use must log in again."
            : "Their last rollover is set to yesterday, so their next visit rolls the day over."}
        </p>
      </ConfirmDialog>
    </Section>
  );
}

function count(
  record: Record<string, unknown> | undefined,
  owned: (value: unknown) => boolean = (value) => Number(value) > 0,
): number {
  return Object.values(record ?? {}).filter(owned).length;
}

function sum(record: Record<string, unknown> | undefined): number {
  return Object.values(record ?? {}).reduce<number>(
    (total, value) => total + (typeof value === "number" && value > 0 ? value : 0),
    0,
  );
}

function Profile({ hero }: { hero: Hero }) {
  const permissions = usePermissions();
  const partyId = hero.party?._id;
  return (
    <Section title="Profile and stats">
      <Facts
        rows={[
          ["User id", <code key="id">{hero._id}</code>],
          ["Email", hero.auth.local.email],
          ["Joined", formatDate(hero.auth.timestamps.created)],
          ["Last login", formatDate(hero.auth.timestamps.loggedin)],
          ["Last day rollover", formatDate(hero.lastCron)],
          ["Level and class", `Level ${hero.stats.lvl} ${hero.stats.class}`],
          [
            "Health, mana, experience",
            `${Math.round(hero.stats.hp)} / ${Math.round(hero.stats.mp)} / ${Math.round(hero.stats.exp)}`,
          ],
          ["Gold", Math.floor(hero.stats.gp).toLocaleString("en")],
          ["Gems", hero.gems],
          ["Hourglasses", hero.purchased.plan.consecutive.trinkets ?? 0],
          ["Resting at the inn", hero.preferences.sleep ? "Yes" : "No"],
          [
            "Party",
            partyId ? (
              hasPrivilege(permissions, ["groupSupport"]) ? (
                <Link to={`/admin/groups/${encodeURIComponent(partyId)}`}>{partyId}</Link>
              ) : (
                <code>{partyId}</code>
              )
            ) : (
              "None"
            ),
          ],
          ["Guilds", hero.guilds.length],
          [
            "Contributor",
            hero.contributor.level
              ? `Tier ${hero.contributor.level}${hero.contributor.text ? `: ${hero.contributor.text}` : ""}`
              : "—",
          ],
          ["Backer", hero.backer.tier ? `Tier ${hero.backer.tier}` : "—"],
        ]}
      />
      {hero.profile.blurb && <p className="admin-blurb">{hero.profile.blurb}</p>}
    </Section>
  );
}

function Items({ hero }: { hero: Hero }) {
  const items = hero.items;
  return (
    <Section title="Items">
      <Facts
        rows={[
          ["Pets", count(items.pets, (value) => Number(value) > 0)],
          ["Mounts", count(items.mounts, (value) => value === true)],
          ["Gear owned", count(items.gear.owned, (value) => value === true)],
          ["Eggs", sum(items.eggs)],
          ["Hatching potions", sum(items.hatchingPotions)],
          ["Food", sum(items.food)],
          ["Quest scrolls", sum(items.quests)],
          ["Current pet and mount", [items.currentPet, items.currentMount].filter(Boolean).join(", ") || "—"],
        ]}
      />
    </Section>
  );
}

function Subscription({ userId }: { userId: string }) {
  const details = useQuery({
    queryKey: ["admin", "subscription", userId],
    queryFn: () => getSubscriptionDetails(userId),
    retry: false,
  });
  return (
    <Section title="Subscription">
      {details.isPending ? (
        <Loading what="the subscription" />
      ) : details.isError ? (
        <LoadError error={details.error} retry={() => details.refetch()} />
      ) : (
        <>
          <Facts
            rows={[
              ["Status", details.data.active ? "Subscribed" : details.data.planId ? "Ended" : "Not subscribed"],
              ["Plan", details.data.planId ?? "—"],
              ["Paid through", details.data.provider ?? "—"],
              ["Customer id", details.data.customerId ?? "—"],
              ["Started", formatDate(details.data.dateCreated)],
              ["Ends", formatDate(details.data.dateTerminated)],
              ["Months in a row", details.data.consecutive.count],
              ["Extra gem cap", details.data.consecutive.gemCapExtra],
              ["Gems bought this month", details.data.gemsBought],
            ]}
          />
          {details.data.recentPayments.length === 0 ? (
            <p className="muted">No payments recorded.</p>
          ) : (
            <table className="data-table">
              <caption>Recent payments</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col" className="number">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {details.data.recentPayments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{formatDate(payment.createdAt)}</td>
                    <td>{payment.description}</td>
                    <td className="number">
                      {payment.amount} {payment.currency}
                    </td>
                    <td>{payment.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Section>
  );
}

function HistoryTable<T>({
  caption,
  rows,
  columns,
  empty,
}: {
  caption: string;
  rows: T[];
  columns: [string, (row: T) => ReactNode][];
  empty: string;
}) {
  return (
    <div className="admin-history-part">
      <h3>{caption}</h3>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map(([name]) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, 20).map((row, index) => (
              <tr key={index}>
                {columns.map(([name, cell]) => (
                  <td key={name}>{cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function History({ history, userId }: { history: PlayerHistory; userId: string }) {
  const when = (row: { timestamp: string }) => formatDate(row.timestamp);
  const client = (row: { client: string | null }) => row.client ?? "—";
  return (
    <Section
      title="History"
      actions={<Link to={`/user/settings/transactions?user=${encodeURIComponent(userId)}`}>All transactions</Link>}
    >
      <div className="admin-history">
        <HistoryTable
          caption="Logins"
          rows={history.logins}
          empty="No logins recorded."
          columns={[
            ["When", when],
            ["Client", client],
          ]}
        />
        <HistoryTable
          caption="Day rollovers"
          rows={history.cron}
          empty="No day rollovers recorded."
          columns={[
            ["When", when],
            ["Client", client],
          ]}
        />
        <HistoryTable
          caption="Armoire"
          rows={history.armoire}
          empty="The armoire was never opened."
          columns={[
            ["When", when],
            ["Reward", (row) => row.reward],
            ["Client", client],
          ]}
        />
        <HistoryTable
          caption="Quest invitations"
          rows={history.questInviteResponses}
          empty="No quest invitations answered."
          columns={[
            ["When", when],
            ["Quest", (row) => row.quest],
            ["Answer", (row) => (row.response === "accept" ? "Accepted" : "Declined")],
          ]}
        />
        <HistoryTable
          caption="Gems and hourglasses"
          rows={history.transactions}
          empty="No gems or hourglasses moved."
          columns={[
            ["When", (row) => formatDate(row.createdAt)],
            [
              "What",
              (row) => `${String(row.transactionType ?? "")}${row.reference ? `: ${String(row.reference)}` : ""}`,
            ],
            ["Amount", (row) => `${row.amount} ${row.currency}`],
          ]}
        />
      </div>
    </Section>
  );
}

function PlayerPage({ hero }: { hero: Hero }) {
  const history = useQuery({
    queryKey: ["admin", "history", hero._id],
    queryFn: () => getPlayerHistory(hero._id),
    retry: false,
  });
  // Forms start from the saved values; a save (or another change) starts them afresh.
  const version = JSON.stringify([
    hero.auth.blocked,
    hero.flags.chatRevoked,
    hero.flags.chatShadowMuted,
    hero.contributor,
    hero.permissions,
    hero.gems,
    hero.purchased.plan.consecutive.trinkets,
    hero.secret.text,
  ]);
  return (
    <AdminPage title={hero.profile.name || hero.auth.local.username}>
      <p className="admin-subtitle">
        <span>@{hero.auth.local.username}</span>
        {hero.auth.blocked && <span className="badge admin-badge-danger">Suspended</span>}
        {hero.flags.chatRevoked && <span className="badge admin-badge-warn">Chat revoked</span>}
        {hero.flags.chatShadowMuted && <span className="badge admin-badge-warn">Shadow-muted</span>}
        {Object.entries(hero.permissions)
          .filter(([, held]) => held)
          .map(([key]) => (
            <span key={key} className="badge">
              {PRIVILEGE_NAMES.find(([name]) => name === key)?.[1] ?? key}
            </span>
          ))}
      </p>
      <div className="admin-columns">
        <div>
          <Profile hero={hero} />
          <Items hero={hero} />
          <Subscription userId={hero._id} />
        </div>
        <div key={version}>
          <Standing hero={hero} />
          <Contributor hero={hero} />
          <Privileges hero={hero} />
          <Corrections hero={hero} />
          <StaffNote hero={hero} />
          <Access hero={hero} />
        </div>
      </div>
      {history.isPending ? (
        <Loading what="the history" />
      ) : history.isError ? (
        <LoadError error={history.error} retry={() => history.refetch()} />
      ) : (
        <>
          <History history={history.data} userId={hero._id} />
          <Section title="Audit log">
            <AuditLog entries={history.data.adminChanges} caption="Staff changes to this account" />
          </Section>
        </>
      )}
    </AdminPage>
  );
}

export function Component() {
  const { userIdentifier = "" } = useParams();
  const hero = useQuery({
    queryKey: ["admin", "hero", userIdentifier],
    queryFn: () => getHero(userIdentifier),
    retry: false,
  });
  if (hero.isPending) {
    return (
      <AdminPage title="Player">
        <Loading what="the player" />
      </AdminPage>
    );
  }
  if (hero.isError) {
    return (
      <AdminPage title="Player">
        {isApiError(hero.error) && hero.error.status === 404 ? (
          <p role="alert">
            There is no player “{userIdentifier}”.{" "}
            <Link to={`/admin/panel/search/${encodeURIComponent(userIdentifier)}`}>Search for it</Link>.
          </p>
        ) : (
          <LoadError error={hero.error} retry={() => hero.refetch()} />
        )}
      </AdminPage>
    );
  }
  return <PlayerPage hero={hero.data} />;
}
