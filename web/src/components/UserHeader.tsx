import type { User } from "../../../content/rules/types";
import { formatGold, maxMana, MAX_HEALTH, toNextLevel } from "../stats";
import { StatBar } from "./StatBar";

const CLASS_NAMES: Record<string, string> = { warrior: "Warrior", rogue: "Rogue", wizard: "Mage", healer: "Healer" };

/** The hero's summary above the task columns: name, level, the three bars and gold. */
export function UserHeader({ user }: { user: User }) {
  const { stats } = user;
  const username = user.auth?.local?.username ?? "";
  const displayName = user.profile?.name || username;
  const showClass = stats.lvl >= 10 && user.flags?.classSelected && !user.preferences?.disableClasses;
  return (
    <section className="user-header card" aria-label="Your hero">
      <div className="avatar" aria-hidden="true">
        {displayName.slice(0, 1).toUpperCase()}
      </div>
      <div className="user-identity">
        <h1 className="user-name">{displayName}</h1>
        <p className="user-meta">
          <span>@{username}</span>
          <span className="level-badge">
            Level {stats.lvl}
            {showClass ? ` ${CLASS_NAMES[stats.class] ?? stats.class}` : ""}
          </span>
        </p>
      </div>
      <div className="user-bars">
        <StatBar kind="hp" label="Health" value={stats.hp} max={MAX_HEALTH} />
        <StatBar kind="exp" label="Experience" value={stats.exp} max={toNextLevel(stats.lvl)} />
        <StatBar kind="mp" label="Mana" value={stats.mp} max={maxMana(stats)} />
      </div>
      <p className="gold" aria-label={`${formatGold(stats.gp)} gold`}>
        <span className="coin" aria-hidden="true" />
        {formatGold(stats.gp)}
        <span className="gold-label">gold</span>
      </p>
    </section>
  );
}
