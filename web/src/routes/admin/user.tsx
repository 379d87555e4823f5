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
import { PRIVILEGE_NAMES, updateHero, type Hero, type PlayerHistory } from "../../api/admin";
import { isApiError } from "../../api/client";
import { hasPrivilege } from "../../navigation/guard";
import { notify } from "../../notifications/store";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { AdminPage, AuditLog, formatDate, Loading, LoadError, Section, usePermissions } from "./AdminPage";
import { translateRich } from "../../i18n";
import { ProfileReports } from "./ProfileReports";
import { adminText, say } from "./say";
import { adminKeys, heroQuery, playerHistoryQuery, playerSubscriptionQuery } from "../../queries/admin";

type Save = (changes: Record<string, unknown>) => Promise<boolean>;

function useHeroSave(hero: Hero): { save: Save; busy: boolean; error?: string } {
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const mutation = useMutation({
    mutationFn: (changes: Record<string, unknown>) => updateHero(hero._id, changes),
    onSuccess: ({ hero: saved, message }) => {
      client.setQueryData(adminKeys.heroOf(hero._id), saved);
      void client.invalidateQueries({ queryKey: adminKeys.hero });
      void client.invalidateQueries({ queryKey: adminKeys.history(hero._id) });
      void client.invalidateQueries({ queryKey: adminKeys.search });
      notify({ type: "success", text: message ?? say("nothingNeededChanging") });
    },
  });
  const save: Save = async (changes) => {
    setError(undefined);
    try {
      await mutation.mutateAsync(changes);
      return true;
    } catch (caught) {
      setError(isApiError(caught) ? caught.messages.join(" ") : say("theChangeCouldNotBeSaved"));
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
    <Section title={say("standing")}>
      <form onSubmit={submit}>
        <FormError error={error} />
        <Checkbox
          label={say("suspendThisAccount")}
          hint={say("everyCallIsRefusedAndThe")}
          checked={blocked}
          onChange={setBlocked}
        />
        <Checkbox
          label={say("revokeChat")}
          hint={say("noPostingInTheTavernGuilds")}
          checked={chatRevoked}
          onChange={setChatRevoked}
        />
        <Checkbox
          label={say("shadowMuteChat")}
          hint={say("theirNewMessagesAreSeenOnly")}
          checked={shadowMuted}
          onChange={setShadowMuted}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? say("saving") : say("saveStanding")}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={say("suspendUser", { username: hero.auth.local.username })}
        confirmLabel={say("suspend")}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
      >
        <p>{say("thePlayerIsLoggedOutOn")}</p>
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
    <Section title={say("contributorTier")}>
      <form onSubmit={submit}>
        <FormError error={error} />
        <div className="field">
          <label htmlFor="contributor-level">{say("tier")}</label>
          <select id="contributor-level" value={level} onChange={(event) => setLevel(event.target.value)}>
            {Array.from({ length: 10 }, (_, tier) => (
              <option key={tier} value={tier}>
                {tier === 0 ? say("none") : say("tierNumber", { tier: String(tier) })}
              </option>
            ))}
          </select>
          <p className="field-hint">{say("eachTierClimbedPaysItsGems")}</p>
        </div>
        <div className="field">
          <label htmlFor="contributor-text">{say("title")}</label>
          <input id="contributor-text" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="contributor-contributions">{say("contributions")}</label>
          <textarea
            id="contributor-contributions"
            value={contributions}
            maxLength={2000}
            rows={2}
            onChange={(event) => setContributions(event.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? say("saving") : say("saveTier")}
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
    <Section title={say("privileges")}>
      <form onSubmit={submit}>
        <FormError error={error} />
        {!mayGrant && <p className="muted">{say("onlyStaffWithFullAccessCan")}</p>}
        <fieldset className="admin-privileges">
          <legend className="visually-hidden">{say("privileges")}</legend>
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
            {busy ? say("saving") : say("savePrivileges")}
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
      setFieldError(say("gemsAndHourglassesAreWholeNumbers"));
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
      setFieldError(say("nameTheItemForExampleItems"));
      return;
    }
    setFieldError(undefined);
    if (await save({ itemPath: itemPath.trim(), itemVal: parseItemValue(itemValue) })) {
      setItemPath("");
      setItemValue("");
    }
  };
  return (
    <Section title={say("gemsHourglassesAndItems")}>
      <FormError error={fieldError ?? error} />
      <form onSubmit={submitCurrency} className="admin-inline-form">
        <div className="field">
          <label htmlFor="correct-gems">{say("gems")}</label>
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
          <label htmlFor="correct-hourglasses">{say("hourglasses")}</label>
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
          {say("saveGemsAndHourglasses")}
        </button>
      </form>
      <p className="muted">{say("changesAppearInThePlayerS")}</p>
      <form onSubmit={submitItem} className="admin-inline-form">
        <div className="field">
          <label htmlFor="item-path">{say("item")}</label>
          <input
            id="item-path"
            placeholder={say("itemsEggsWolf")}
            value={itemPath}
            onChange={(event) => setItemPath(event.target.value)}
            aria-describedby="item-path-hint"
            spellCheck={false}
          />
          <p id="item-path-hint" className="field-hint">
            {say("itemsPetsMountsEggsHatchingpotionsFood")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="item-value">{say("amount")}</label>
          <input
            id="item-value"
            placeholder={say("t3TrueOrEmpty")}
            value={itemValue}
            onChange={(event) => setItemValue(event.target.value)}
            aria-describedby="item-value-hint"
          />
          <p id="item-value-hint" className="field-hint">
            {say("aCountForGearAndMounts")}
          </p>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {say("setItem")}
        </button>
      </form>
    </Section>
  );
}

function StaffNote({ hero }: { hero: Hero }) {
  const { save, busy, error } = useHeroSave(hero);
  const [text, setText] = useState(hero.secret.text);
  return (
    <Section title={say("staffNote")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save({ secret: { text } });
        }}
      >
        <FormError error={error} />
        <div className="field">
          <label htmlFor="staff-note">{say("noteForStaffThePlayerNever")}</label>
          <textarea
            id="staff-note"
            rows={3}
            maxLength={4000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {hero.staffNote && (
            <p className="field-hint">
              {say("lastWrittenBy", { name: hero.staffNote.updatedBy, date: formatDate(hero.staffNote.updatedAt) })}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {say("saveNote")}
        </button>
      </form>
    </Section>
  );
}

function Access({ hero }: { hero: Hero }) {
  const { save, busy, error } = useHeroSave(hero);
  const [confirm, setConfirm] = useState<"token" | "cron">();
  return (
    <Section title={say("signInAndDay")}>
      <FormError error={error} />
      <div className="actions admin-actions-left">
        <button type="button" className="button secondary" disabled={busy} onClick={() => setConfirm("token")}>
          {say("logThePlayerOutEverywhere")}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => setConfirm("cron")}>
          {say("runTheirDayRolloverAgain")}
        </button>
      </div>
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm === "token" ? say("logThePlayerOutEverywhere2") : say("runTheDayRolloverAgain")}
        confirmLabel={confirm === "token" ? say("logOutEverywhere") : say("runItAgain")}
        onClose={() => setConfirm(undefined)}
        onConfirm={() => {
          const changes = confirm === "token" ? { changeApiToken: true } : { resetCron: true };
          setConfirm(undefined);
          void save(changes);
        }}
      >
        <p>{confirm === "token" ? say("theirApiTokenIsReplacedEvery") : say("theirLastRolloverIsSetTo")}</p>
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
    <Section title={say("profileAndStats")}>
      <Facts
        rows={[
          [say("userId"), <code key="id">{hero._id}</code>],
          [say("email"), hero.auth.local.email],
          [say("joined"), formatDate(hero.auth.timestamps.created)],
          [say("lastLogin"), formatDate(hero.auth.timestamps.loggedin)],
          [say("lastDayRollover"), formatDate(hero.lastCron)],
          [say("levelAndClass"), say("levelAndClassValue", { level: String(hero.stats.lvl), class: hero.stats.class })],
          [
            "Health, mana, experience",
            `${Math.round(hero.stats.hp)} / ${Math.round(hero.stats.mp)} / ${Math.round(hero.stats.exp)}`,
          ],
          [say("gold"), Math.floor(hero.stats.gp).toLocaleString("en")],
          [say("gems"), hero.gems],
          [say("hourglasses"), hero.purchased.plan.consecutive.trinkets ?? 0],
          [say("restingAtTheInn"), hero.preferences.sleep ? say("yes") : say("no")],
          [
            say("party"),
            partyId ? (
              hasPrivilege(permissions, ["groupSupport"]) ? (
                <Link to={`/admin/groups/${encodeURIComponent(partyId)}`}>{partyId}</Link>
              ) : (
                <code>{partyId}</code>
              )
            ) : (
              say("none")
            ),
          ],
          [say("guilds"), hero.guilds.length],
          [
            say("contributor"),
            hero.contributor.level
              ? hero.contributor.text
                ? say("tierWithTitle", { tier: String(hero.contributor.level), title: hero.contributor.text })
                : say("tierNumber", { tier: String(hero.contributor.level) })
              : "—",
          ],
          [say("backer"), hero.backer.tier ? say("tierNumber", { tier: String(hero.backer.tier) }) : "—"],
        ]}
      />
      {hero.profile.blurb && <p className="admin-blurb">{hero.profile.blurb}</p>}
    </Section>
  );
}

function Items({ hero }: { hero: Hero }) {
  const items = hero.items;
  return (
    <Section title={say("items")}>
      <Facts
        rows={[
          [say("pets"), count(items.pets, (value) => Number(value) > 0)],
          [say("mounts"), count(items.mounts, (value) => value === true)],
          [say("gearOwned"), count(items.gear.owned, (value) => value === true)],
          [say("eggs"), sum(items.eggs)],
          [say("hatchingPotions"), sum(items.hatchingPotions)],
          [say("food"), sum(items.food)],
          [say("questScrolls"), sum(items.quests)],
          [say("currentPetAndMount"), [items.currentPet, items.currentMount].filter(Boolean).join(", ") || "—"],
        ]}
      />
    </Section>
  );
}

function Subscription({ userId }: { userId: string }) {
  const details = useQuery(playerSubscriptionQuery(userId));
  return (
    <Section title={say("subscription")}>
      {details.isPending ? (
        <Loading text={say("loadingTheSubscription")} />
      ) : details.isError ? (
        <LoadError error={details.error} retry={() => details.refetch()} />
      ) : (
        <>
          <Facts
            rows={[
              [
                say("status"),
                details.data.active ? say("subscribed") : details.data.planId ? say("ended") : say("notSubscribed"),
              ],
              [say("plan"), details.data.planId ?? "—"],
              [say("paidThrough"), details.data.provider ?? "—"],
              [say("customerId"), details.data.customerId ?? "—"],
              [say("started"), formatDate(details.data.dateCreated)],
              [say("ends"), formatDate(details.data.dateTerminated)],
              [say("monthsInARow"), details.data.consecutive.count],
              [say("extraGemCap"), details.data.consecutive.gemCapExtra],
              [say("gemsBoughtThisMonth"), details.data.gemsBought],
            ]}
          />
          {details.data.recentPayments.length === 0 ? (
            <p className="muted">{say("noPaymentsRecorded")}</p>
          ) : (
            <table className="data-table">
              <caption>{say("recentPayments")}</caption>
              <thead>
                <tr>
                  <th scope="col">{say("when")}</th>
                  <th scope="col">{say("what")}</th>
                  <th scope="col" className="number">
                    {say("amount")}
                  </th>
                  <th scope="col">{say("status")}</th>
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
      title={say("history")}
      actions={
        <Link to={`/user/settings/transactions?user=${encodeURIComponent(userId)}`}>{say("allTransactions")}</Link>
      }
    >
      <div className="admin-history">
        <HistoryTable
          caption={say("logins")}
          rows={history.logins}
          empty={say("noLoginsRecorded")}
          columns={[
            [say("when"), when],
            [say("client"), client],
          ]}
        />
        <HistoryTable
          caption={say("dayRollovers")}
          rows={history.cron}
          empty={say("noDayRolloversRecorded")}
          columns={[
            [say("when"), when],
            [say("client"), client],
          ]}
        />
        <HistoryTable
          caption={say("armoire")}
          rows={history.armoire}
          empty={say("theArmoireWasNeverOpened")}
          columns={[
            [say("when"), when],
            [say("reward"), (row) => row.reward],
            [say("client"), client],
          ]}
        />
        <HistoryTable
          caption={say("questInvitations")}
          rows={history.questInviteResponses}
          empty={say("noQuestInvitationsAnswered")}
          columns={[
            [say("when"), when],
            [say("quest"), (row) => row.quest],
            [say("answer"), (row) => (row.response === "accept" ? say("accepted") : say("declined"))],
          ]}
        />
        <HistoryTable
          caption={say("gemsAndHourglasses")}
          rows={history.transactions}
          empty={say("noGemsOrHourglassesMoved")}
          columns={[
            [say("when"), (row) => formatDate(row.createdAt)],
            [
              say("what"),
              (row) => `${String(row.transactionType ?? "")}${row.reference ? `: ${String(row.reference)}` : ""}`,
            ],
            [say("amount"), (row) => `${row.amount} ${row.currency}`],
          ]}
        />
      </div>
    </Section>
  );
}

function PlayerPage({ hero }: { hero: Hero }) {
  const history = useQuery({
    ...playerHistoryQuery(hero._id),
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
        {hero.auth.blocked && <span className="badge admin-badge-danger">{say("suspended")}</span>}
        {hero.flags.chatRevoked && <span className="badge admin-badge-warn">{say("chatRevoked")}</span>}
        {hero.flags.chatShadowMuted && <span className="badge admin-badge-warn">{say("shadowMuted")}</span>}
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
          <ProfileReports hero={hero} />
          <Access hero={hero} />
        </div>
      </div>
      {history.isPending ? (
        <Loading text={say("loadingTheHistory")} />
      ) : history.isError ? (
        <LoadError error={history.error} retry={() => history.refetch()} />
      ) : (
        <>
          <History history={history.data} userId={hero._id} />
          <Section title={say("auditLog")}>
            <AuditLog entries={history.data.adminChanges} caption={say("staffChangesToThisAccount")} />
          </Section>
        </>
      )}
    </AdminPage>
  );
}

export function Component() {
  const { userIdentifier = "" } = useParams();
  const hero = useQuery(heroQuery(userIdentifier));
  if (hero.isPending) {
    return (
      <AdminPage title={say("player")}>
        <Loading text={say("loadingThePlayer")} />
      </AdminPage>
    );
  }
  if (hero.isError) {
    return (
      <AdminPage title={say("player")}>
        {isApiError(hero.error) && (hero.error.status === 404 || hero.error.status === 400) ? (
          <p role="alert">
            {translateRich(adminText, "noSuchPlayer", {
              identifier: userIdentifier,
              link: <Link to={`/admin/panel/search/${encodeURIComponent(userIdentifier)}`}>{say("searchForIt")}</Link>,
            })}
          </p>
        ) : (
          <LoadError error={hero.error} retry={() => hero.refetch()} />
        )}
      </AdminPage>
    );
  }
  return <PlayerPage hero={hero.data} />;
}
