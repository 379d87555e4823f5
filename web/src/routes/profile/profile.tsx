/**
 * The profile dialogs (spec §2): /profile/{userId} for any player, /user/profile, /user/stats
 * and /user/achievements for one's own. They open over the tasks screen, which loads first.
 */
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { LoadProblem, NothingThere } from "../../components/LoadProblem";
import { NavLink, useLocation, useNavigate, useParams } from "react-router";
import { ATTRIBUTES, LEVEL_CLASS_UNLOCK, MAX_HEALTH, type Attribute } from "../../../../content/data/constants";
import type { User } from "../../../../content/rules/types";
import { Avatar } from "../../art";
import { Markdown } from "../../markdown/Markdown";
import * as accountApi from "../../api/account";
import * as userApi from "../../api/user";
import { Dialog } from "../../components/Dialog";
import { avatarGear } from "../../components/HeroAvatar";
import { Component as Tasks } from "../tasks";
import { useAction, useRules, type GameContent, type Rules } from "../common/game";
import { contentQuery } from "../../queries/content";
import text from "../../i18n/namespaces/profile";
import words from "../../i18n/namespaces/words";
import { formatDate, formatNumber as formatLocalNumber, translate, useLanguage, useT } from "../../i18n";
import "./profile.css";

// The player's history charts load (with their chart library) only when their stats open.
const StatsHistory = lazy(() => import("../../charts/StatsHistory"));
// The gift dialog and its checkout code load only when a player opens it.
const GiftDialog = lazy(() => import("../../payments/GiftDialog").then((module) => ({ default: module.GiftDialog })));

type Tab = "profile" | "stats" | "achievements";
import { CLASS_NAMES } from "../../classes";
import { memberQuery } from "../../queries/members";
import { userQuery } from "../../queries/user";
const ATTRIBUTE_NAMES = {
  str: "strength",
  int: "intelligence",
  con: "constitution",
  per: "perception",
} as const satisfies Record<Attribute, keyof (typeof words)["en"]>;
const SOURCE_NAMES = {
  baseStat: "pointsSpent",
  gearBonus: "gear",
  classBonus: "classBonus",
  buff: "buffs",
  levelBonus: "levelSource",
} as const;

function tabFromPath(pathname: string): Tab {
  if (pathname.endsWith("/stats")) return "stats";
  if (pathname.endsWith("/achievements")) return "achievements";
  return "profile";
}

type Member = Partial<User> & { _id?: string; stats?: Partial<User["stats"]> };

function classLine(member: Member): string {
  const stats: Partial<User["stats"]> = member.stats ?? {};
  const hasClass =
    (stats.lvl ?? 0) >= LEVEL_CLASS_UNLOCK && !member.preferences?.disableClasses && member.flags?.classSelected;
  const level = stats.lvl ?? 1;
  if (!hasClass || !stats.class) return translate(words, "level", { level });
  const klass = Object.hasOwn(CLASS_NAMES, stats.class)
    ? translate(words, CLASS_NAMES[stats.class as keyof typeof CLASS_NAMES])
    : stats.class;
  return translate(words, "levelAndClass", { level, class: klass });
}

function ProfileTab({ member, own }: { member: Member; own: boolean }) {
  const t = useT(text);
  const created = member.auth?.timestamps?.created;
  return (
    <div className="profile-tab">
      <div className="profile-head">
        <Avatar
          preferences={member.preferences ?? {}}
          gear={member.items ? avatarGear(member as User) : {}}
          currentPet={member.items?.currentPet}
          currentMount={member.items?.currentMount}
          width={140}
          label={t("playerAvatar", { name: member.profile?.name ?? t("thisPlayer") })}
        />
        <div>
          <p className="profile-name">{member.profile?.name || member.auth?.local?.username}</p>
          {/* A username its owner has not confirmed is not shown (the API answers null). */}
          {member.auth?.local?.username && <p className="muted">@{member.auth.local.username}</p>}
          <p>{classLine(member)}</p>
          {created && <p className="muted">{t("since", { date: formatDate(created) })}</p>}
        </div>
      </div>
      {member.profile?.blurb ? (
        <Markdown text={member.profile.blurb} className="profile-blurb markdown" />
      ) : (
        <p className="muted">{own ? t("noBlurbOwn") : t("noBlurbOther")}</p>
      )}
      {own && <EditProfile member={member as User} />}
      {!own && member._id && (
        <GiftButton
          receiver={{
            id: member._id,
            name: member.profile?.name || member.auth?.local?.username || t("thisPlayerLower"),
          }}
        />
      )}
    </div>
  );
}

function GiftButton({ receiver }: { receiver: { id: string; name: string } }) {
  const t = useT(text);
  const [open, setOpen] = useState(false);
  return (
    <div className="actions">
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        {t("sendGift")}
      </button>
      {open && (
        <Suspense fallback={<p role="status">{t("opening")}</p>}>
          <GiftDialog receiver={receiver} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

function EditProfile({ member }: { member: User }) {
  const t = useT(text);
  const rules = useRules();
  const { run, busy } = useAction();
  const [name, setName] = useState(member.profile?.name ?? "");
  const [blurb, setBlurb] = useState(member.profile?.blurb ?? "");
  const nameId = useId();
  const blurbId = useId();
  if (!rules) return null;
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void run("profile", rules, {
      local: (current) => ({ user: { ...current, profile: { ...current.profile, name: name.trim(), blurb } } }),
      send: () => userApi.updateUser({ "profile.name": name.trim(), "profile.blurb": blurb }),
      success: translate(text, "saved"),
    });
  };
  return (
    <form className="settings-form" onSubmit={save}>
      <h3>{t("editProfile")}</h3>
      <div className="field">
        <label htmlFor={nameId}>{t("displayName")}</label>
        <input id={nameId} value={name} onChange={(event) => setName(event.target.value)} maxLength={30} required />
      </div>
      <div className="field">
        <label htmlFor={blurbId}>{t("aboutYou")}</label>
        <textarea
          id={blurbId}
          rows={4}
          value={blurb}
          onChange={(event) => setBlurb(event.target.value)}
          maxLength={3000}
        />
      </div>
      <div className="actions">
        <button type="submit" className="button" disabled={busy !== undefined || name.trim() === ""}>
          {t("saveProfile")}
        </button>
        <NavLink className="button secondary" to="/shops/customizations">
          {t("customise")}
        </NavLink>
      </div>
    </form>
  );
}

function StatsTab({
  member,
  own,
  content,
  rules,
}: {
  member: Member;
  own: boolean;
  content: GameContent;
  rules: Rules;
}) {
  const t = useT(text);
  const w = useT(words);
  const { run, busy } = useAction();
  const stats = member.stats as User["stats"] | undefined;
  if (!stats || stats.str === undefined || !member.items?.gear) return <p className="muted">{t("private")}</p>;
  const computed = rules.computeStats(member as User, content.gear);
  const allocate = (stat: Attribute) =>
    run(`allocate:${stat}`, rules, {
      local: (current) => ({
        user: {
          ...current,
          stats: { ...current.stats, [stat]: current.stats[stat] + 1, points: current.stats.points - 1 },
        },
      }),
      send: () => accountApi.allocate(stat),
      success: translate(text, "pointAdded", { attribute: translate(words, ATTRIBUTE_NAMES[stat]) }),
    });
  return (
    <div className="stats-tab">
      <p>
        {t("summary", {
          line: classLine(member),
          hp: Math.round(stats.hp),
          maxHp: MAX_HEALTH,
          mp: Math.round(stats.mp),
          maxMp: computed.maxMP,
          exp: Math.floor(stats.exp),
          nextLevel: rules.toNextLevel(stats.lvl),
        })}
      </p>
      {own && stats.points > 0 && canAllocate(member as User) && (
        <section className="spend-points" aria-labelledby="spend-points-title">
          <h3 id="spend-points-title">{t("pointsToSpendTitle", { count: stats.points })}</h3>
          <ul>
            {ATTRIBUTES.map((attribute) => (
              <li key={attribute}>
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy !== undefined}
                  onClick={() => allocate(attribute)}
                >
                  {t("plusOne", { attribute: w(ATTRIBUTE_NAMES[attribute]) })}
                </button>
                <span className="muted">{t("nowValue", { value: formatNumber(computed[attribute]) })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways; keyboards must scroll it too. */}
      <div className="table-scroll" role="region" aria-label={t("attributesCaption")} tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">{t("attributesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("attribute")}</th>
              {Object.values(SOURCE_NAMES).map((name) => (
                <th key={name} scope="col" className="number">
                  {t(name)}
                </th>
              ))}
              <th scope="col" className="number">
                {t("total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {ATTRIBUTES.map((attribute) => (
              <tr key={attribute}>
                <th scope="row">{w(ATTRIBUTE_NAMES[attribute])}</th>
                {(Object.keys(SOURCE_NAMES) as (keyof typeof SOURCE_NAMES)[]).map((source) => (
                  <td key={source} className="number">
                    {formatNumber(computed.breakdown[source][attribute])}
                  </td>
                ))}
                <td className="number">
                  <strong>{formatNumber(computed[attribute])}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {own && (
        <p className="muted">
          {stats.points > 0 ? t("pointsLeft", { count: stats.points }) : t("noPoints")}{" "}
          {t.rich("settingsHint", { link: <NavLink to="/user/settings/general">{t("settingsLink")}</NavLink> })}
        </p>
      )}
      {own && (
        <Suspense fallback={null}>
          <StatsHistory user={member as User} />
        </Suspense>
      )}
    </div>
  );
}

/** Points are spent by hand only with a class (level 10, classes on, one chosen), as the server decides. */
function canAllocate(user: User): boolean {
  return (
    user.stats.lvl >= LEVEL_CLASS_UNLOCK && !user.preferences?.disableClasses && Boolean(user.flags?.classSelected)
  );
}

function formatNumber(value: number): string {
  return formatLocalNumber(Math.round(value * 10) / 10);
}

function AchievementsTab({ member, content }: { member: Member; content: GameContent }) {
  const t = useT(text);
  const earned = member.achievements ?? ({} as User["achievements"]);
  const list = Object.values(content.achievements);
  const has = (key: string) => {
    const value = (earned as Record<string, unknown>)[key];
    return value === true || (typeof value === "number" && value > 0) || (Array.isArray(value) && value.length > 0);
  };
  const got = list.filter((achievement) => has(achievement.key));
  const rest = list.filter((achievement) => !has(achievement.key));
  const item = (achievement: (typeof list)[number], isEarned: boolean) => (
    <li key={achievement.key} className={isEarned ? "achievement earned" : "achievement"}>
      <strong>{achievement.titleKey}</strong>
      <span className="muted">{achievement.textKey}</span>
      {typeof (earned as Record<string, unknown>)[achievement.key] === "number" && (
        <span className="badge">×{String((earned as Record<string, unknown>)[achievement.key])}</span>
      )}
    </li>
  );
  return (
    <div className="achievements-tab">
      <h3>{t("earned", { count: got.length })}</h3>
      {got.length === 0 ? (
        <p className="muted">{t("noAchievements")}</p>
      ) : (
        <ul className="achievement-list">{got.map((entry) => item(entry, true))}</ul>
      )}
      <h3>{t("toEarn", { count: rest.length })}</h3>
      <ul className="achievement-list">{rest.map((entry) => item(entry, false))}</ul>
    </div>
  );
}

function ProfileBody({ member, own, tab }: { member: Member; own: boolean; tab: Tab }) {
  const t = useT(text);
  const language = useLanguage();
  const content = useQuery(contentQuery(language));
  const rules = useRules();
  if (tab === "profile") return <ProfileTab member={member} own={own} />;
  if (!content.data || !rules) return <p role="status">{t("loading")}</p>;
  if (tab === "stats") return <StatsTab member={member} own={own} content={content.data} rules={rules} />;
  return <AchievementsTab member={member} content={content.data} />;
}

const TAB_NAMES = {
  profile: "tabProfile",
  stats: "tabStats",
  achievements: "tabAchievements",
} as const satisfies Record<Tab, keyof (typeof text)["en"]>;

/** Own profile pages are routes (spec §2); another player's are tabs inside their one route. */
function ProfileDialog({
  title,
  tabs,
  current,
  onPick,
  children,
}: {
  title: string;
  tabs?: { to: string; text: string; tab: Tab }[];
  current: Tab;
  onPick: (tab: Tab) => void;
  children: ReactNode;
}) {
  const t = useT(text);
  const navigate = useNavigate();
  return (
    <Dialog open title={title} onClose={() => navigate("/")} className="profile-dialog">
      <nav aria-label={t("profilePages")} className="section-tabs">
        <ul>
          {tabs
            ? tabs.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    end
                    className={({ isActive }) => (isActive ? "section-tab active" : "section-tab")}
                  >
                    {entry.text}
                  </NavLink>
                </li>
              ))
            : (Object.keys(TAB_NAMES) as Tab[]).map((tab) => (
                <li key={tab}>
                  <button
                    type="button"
                    className={tab === current ? "section-tab active link-button" : "section-tab link-button"}
                    aria-current={tab === current ? "page" : undefined}
                    onClick={() => onPick(tab)}
                  >
                    {t(TAB_NAMES[tab])}
                  </button>
                </li>
              ))}
        </ul>
      </nav>
      {children}
    </Dialog>
  );
}

/** /user/profile, /user/stats, /user/achievements */
export function Component() {
  const t = useT(text);
  const { pathname } = useLocation();
  const { userId } = useParams();
  const tab = tabFromPath(pathname);
  const own = useQuery(userQuery());
  const other = useQuery({
    ...memberQuery(userId),
    queryFn: async () => {
      // A failed member lookup answers nothing (spec §8): there is no such player to show.
      const member = await accountApi.getMember(userId ?? "");
      if (!member) throw new NothingThere();
      return member;
    },
    enabled: Boolean(userId) && userId !== own.data?._id,
  });
  const [ready, setReady] = useState(false);
  // The tasks screen underneath loads first; the dialog opens on the next frame.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const [otherTab, setOtherTab] = useState<Tab>("profile");
  const isOwn = !userId || userId === own.data?._id;
  const member: Member | undefined = isOwn ? own.data : (other.data as Member | undefined);
  const tabs = isOwn
    ? [
        { to: "/user/profile", text: t("tabProfile"), tab: "profile" as Tab },
        { to: "/user/stats", text: t("tabStats"), tab: "stats" as Tab },
        { to: "/user/achievements", text: t("tabAchievements"), tab: "achievements" as Tab },
      ]
    : undefined;
  const shownTab = isOwn ? tab : otherTab;
  return (
    <>
      <Tasks />
      {ready && (
        <ProfileDialog
          title={member ? member.profile?.name || member.auth?.local?.username || t("profile") : t("profile")}
          tabs={tabs}
          current={shownTab}
          onPick={setOtherTab}
        >
          {member ? (
            <ProfileBody member={member} own={isOwn} tab={shownTab} />
          ) : other.isPending && !isOwn ? (
            <p role="status">{t("lookingFor")}</p>
          ) : (
            <LoadProblem error={other.error ?? new NothingThere()} subject="player" heading="h2" />
          )}
        </ProfileDialog>
      )}
    </>
  );
}
