/**
 * What is on sale at a given instant (content spec §4 "Seasons", "Seasonal events", "Limited
 * releases"): the season, the running events, their food season, and the buy rules of items.
 */
import { DAY_BOUNDARY_OFFSET_HOURS } from "../data/constants";
import { activeEvents } from "../data/events";
import { isReleased as releasedByContent } from "../data/releases";
import { GALA_SWITCHOVER_DAY, galas, rotation as monthRotation } from "../data/rotation";
import type { BuyRule, FoodSeason, GameEvent, MonthRotation, ReleaseDate, Season } from "../data/types";
import { rotatingKeys, shopCalendar } from "./rotation";
import type { User } from "./types";

/**
 * The season of the running gala. Each gala spans three months and hands over to the next on
 * the switchover day (winter: 1 December to the end of February), at the 8-hour day boundary.
 */
export function seasonAt(now: Date): Season {
  const { month, day } = shopCalendar(now);
  const position = (month + (day >= GALA_SWITCHOVER_DAY ? 1 : 0)) % 12;
  const gala = galas.find(
    (candidate) =>
      (position - candidate.startMonth - 1 + 24) % 12 < (candidate.endMonth - candidate.startMonth + 12) % 12,
  );
  return gala?.season ?? "winter";
}

export function activeEventsAt(now: Date, events: readonly GameEvent[]): GameEvent[] {
  const time = now.getTime();
  return events.filter((event) => new Date(event.start).getTime() <= time && time < new Date(event.end).getTime());
}

/** Everything a shop needs to know about the moment: pass one to the buy rules. */
export interface ShopContext {
  now: Date;
  season: Season;
  /** Keys and kinds of the events running now. */
  events: string[];
  foodSeason?: FoodSeason;
  /** Rotating stock on sale now, by rotation kind. */
  rotation?: Partial<Record<"petQuests" | "hatchingPotionQuests" | "bundles" | "premiumHatchingPotions", string[]>>;
}

/** The shop at `now`: by default the content's events and monthly rotation. */
export function shopContextAt(
  now: Date,
  running: readonly GameEvent[] = activeEvents(now),
  table: readonly MonthRotation[] = monthRotation,
): ShopContext {
  return {
    now,
    season: seasonAt(now),
    events: [...new Set(running.flatMap((event) => [event.key, event.kind, event.season]))],
    foodSeason: running.find((event) => event.foodSeason)?.foodSeason,
    rotation: {
      petQuests: rotatingKeys("petQuests", now, table),
      hatchingPotionQuests: rotatingKeys("hatchingPotionQuests", now, table),
      bundles: rotatingKeys("bundles", now, table),
      premiumHatchingPotions: rotatingKeys("premiumHatchingPotions", now, table),
    },
  };
}

/** Does a content buy rule allow this user to buy now? */
export function buyRuleAllows(rule: BuyRule | undefined, user: User, shop: ShopContext): boolean {
  if (!rule) return true;
  if ("always" in rule) return true;
  if ("never" in rule) return false;
  if ("questCompleted" in rule)
    return rule.questCompleted.some((quest) => (user.achievements.quests?.[quest] ?? 0) > 0);
  if ("event" in rule) return shop.events.includes(rule.event);
  if ("foodSeason" in rule) return shop.foodSeason === rule.foodSeason;
  if ("outsideFoodSeason" in rule) return shop.foodSeason === undefined;
  return false;
}

const HOUR = 3_600_000;

/** A release moment: 00:00 of its day (day 1 by default), shifted by the day boundary. */
export function releaseInstant(release: ReleaseDate, defaultDay = 1): Date {
  return new Date(
    Date.UTC(release.year, release.month - 1, release.day ?? defaultDay) + DAY_BOUNDARY_OFFSET_HOURS * HOUR,
  );
}

export function isReleased(release: ReleaseDate | undefined, now: Date, defaultDay = 1): boolean {
  return !release || now.getTime() >= releaseInstant(release, defaultDay).getTime();
}

/** Armoire pieces of the monthly schedule appear on their release day; older pieces always. */
export function isArmoireItemVisible(item: { released?: ReleaseDate }, now: Date): boolean {
  return !item.released || releasedByContent(item.released, now);
}
