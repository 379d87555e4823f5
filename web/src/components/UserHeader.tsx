import { memo } from "react";
import type { User } from "../../../content/rules/types";
import { formatGold, gemsOf, maxMana, MAX_HEALTH, shownHealth, toNextLevel } from "../stats";
import { useGearTable } from "../hooks/useGearTable";
import { StatBar } from "./StatBar";
import { HeroAvatar } from "./HeroAvatar";
import layout from "../i18n/namespaces/layout";
import words from "../i18n/namespaces/words";
import { useT } from "../i18n";

import { CLASS_NAMES } from "../classes";

export { CLASS_NAMES };

/**
 * The hero's summary above the task columns: avatar, name, level and class, the three bars and
 * the purses. Drawn again only when the user changes (not when the tasks arrive or change).
 */
export const UserHeader = memo(function UserHeader({ user, onOpenGems }: { user: User; onOpenGems: () => void }) {
  const t = useT(layout);
  const w = useT(words);
  const gear = useGearTable();
  const { stats } = user;
  const username = user.auth?.local?.username ?? "";
  const displayName = user.profile?.name || username;
  const showClass = stats.lvl >= 10 && user.flags?.classSelected && !user.preferences?.disableClasses;
  const gems = gemsOf(user.balance);
  const hourglasses = user.purchased?.plan?.consecutive?.trinkets ?? 0;
  const plan = user.purchased?.plan;
  const subscribed =
    Boolean(plan?.customerId) && (!plan?.dateTerminated || Date.parse(plan.dateTerminated) > Date.now());
  return (
    <section className="user-header card" aria-label={t("yourHero")}>
      <HeroAvatar user={user} name={displayName} />
      <div className="user-identity">
        <h1 className="user-name">{displayName}</h1>
        <p className="user-meta">
          <span>@{username}</span>
          <span className="level-badge" data-testid="hero-level">
            {showClass && Object.hasOwn(CLASS_NAMES, stats.class)
              ? w("levelAndClass", { level: stats.lvl, class: w(CLASS_NAMES[stats.class as keyof typeof CLASS_NAMES]) })
              : w("level", { level: stats.lvl })}
          </span>
          {subscribed && (
            <span className="level-badge subscriber-badge" data-testid="subscriber-badge" title={t("subscriberThanks")}>
              {t("subscriber")}
            </span>
          )}
        </p>
      </div>
      <div className="user-bars">
        <StatBar kind="hp" label={w("health")} value={shownHealth(user)} max={MAX_HEALTH} />
        <StatBar kind="exp" label={w("experience")} value={stats.exp} max={toNextLevel(stats.lvl)} />
        <StatBar kind="mp" label={w("mana")} value={stats.mp} max={maxMana(user, gear)} />
      </div>
      <ul className="purses" aria-label={t("currencies")}>
        <li className="purse gold" data-testid="hero-gold">
          <span className="coin" aria-hidden="true" />
          <span className="purse-amount">{formatGold(stats.gp)}</span>
          <span className="purse-label">{w("gold")}</span>
        </li>
        <li className="purse gems">
          <button
            type="button"
            className="purse-button"
            onClick={onOpenGems}
            aria-label={t("gemsButton", { count: gems })}
            data-testid="hero-gems"
          >
            <span className="gem" aria-hidden="true" />
            <span className="purse-amount">{gems}</span>
            <span className="purse-label">{w("gems")}</span>
          </button>
        </li>
        <li className="purse hourglasses" data-testid="hero-hourglasses">
          <svg className="hourglass" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3 1h10v2c0 2-2 3.5-3.5 5C11 9.5 13 11 13 13v2H3v-2c0-2 2-3.5 3.5-5C5 6.5 3 5 3 3z"
              fill="currentColor"
            />
            <path d="M5 3h6c0 1-1.5 2.3-3 3.5C6.5 5.3 5 4 5 3z" fill="#fff" opacity=".7" />
          </svg>
          <span className="purse-amount">{hourglasses}</span>
          <span className="purse-label">{w("hourglassWord", { count: hourglasses })}</span>
        </li>
      </ul>
    </section>
  );
});
