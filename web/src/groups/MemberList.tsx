/** Members of a group as cards: avatar, name, role, level, and health / experience / mana bars. */
import type { User } from "../../../content/rules/types";
import { Avatar, type AvatarProps } from "../art";
import type { GroupMember } from "../api/groups";
import { StatBar } from "../components/StatBar";
import { MAX_HEALTH, maxMana, toNextLevel } from "../stats";
import type { PresenceMember } from "../../../party/protocol";
import text from "../i18n/namespaces/groups";
import { translate, useT } from "../i18n";
import { className } from "../classes";

export function memberName(member: Pick<GroupMember, "profile" | "auth">): string {
  return member.profile?.name || member.auth?.local?.username || translate(text, "aPlayer");
}

function memberGear(member: GroupMember): AvatarProps["gear"] {
  const costume = Boolean(member.preferences?.costume);
  return (costume ? member.items?.gear?.costume : member.items?.gear?.equipped) ?? {};
}

function manaCap(member: GroupMember): number {
  if (member.stats.maxMP) return member.stats.maxMP;
  try {
    return maxMana({
      stats: member.stats,
      items: { gear: { equipped: member.items?.gear?.equipped ?? {} } },
    } as unknown as Pick<User, "stats" | "items">);
  } catch {
    return 30;
  }
}

export function MemberCard({
  member,
  online,
  actions,
}: {
  member: GroupMember;
  online: boolean;
  actions?: React.ReactNode;
}) {
  const t = useT(text);
  const name = memberName(member);
  const role = member.role === "leader" ? t("leader") : member.role === "manager" ? t("manager") : undefined;
  return (
    <li className="member-card card" data-member-id={member._id}>
      <div className="member-avatar" aria-hidden="true">
        <Avatar
          preferences={(member.preferences ?? {}) as AvatarProps["preferences"]}
          gear={memberGear(member)}
          currentPet={member.items?.currentPet}
          currentMount={member.items?.currentMount}
          width={64}
        />
      </div>
      <div className="member-body">
        <h3 className="member-name">
          {name}
          {online && (
            <span className="online-dot" title={t("hereNow")}>
              <span className="visually-hidden">{t("hereNowHidden")}</span>
            </span>
          )}
        </h3>
        <p className="muted member-line">
          {t("memberLine", { username: member.auth?.local?.username ?? "", level: member.stats.lvl })}
          {member.stats.class && member.flags?.classSelected !== false ? ` ${className(member.stats.class)}` : ""}
          {role ? ` · ${role}` : ""}
        </p>
        <StatBar
          kind="hp"
          label={t("healthOf", { name })}
          value={member.stats.hp}
          max={member.stats.maxHealth ?? MAX_HEALTH}
        />
        <StatBar
          kind="exp"
          label={t("experienceOf", { name })}
          value={member.stats.exp}
          max={member.stats.toNextLevel ?? toNextLevel(member.stats.lvl)}
        />
        <StatBar kind="mp" label={t("manaOf", { name })} value={member.stats.mp} max={manaCap(member)} />
        {actions}
      </div>
    </li>
  );
}

export function MemberList({
  members,
  presence,
  actionsFor,
}: {
  members: GroupMember[];
  presence: PresenceMember[];
  actionsFor?: (member: GroupMember) => React.ReactNode;
}) {
  const t = useT(text);
  const here = new Set(presence.map((entry) => entry.userId));
  return (
    <ul className="member-list" aria-label={t("membersLabel")}>
      {members.map((member) => (
        <MemberCard key={member._id} member={member} online={here.has(member._id)} actions={actionsFor?.(member)} />
      ))}
    </ul>
  );
}
