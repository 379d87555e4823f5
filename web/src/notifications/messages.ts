/**
 * What each notification says. The default texts of spec §4 are keyed (lostHealth,
 * gainedGold, ...); a notification's flavour message replaces its default.
 */
import { STRING_NOT_FOUND } from "../../../content/i18n/strings";
import { templateFailure } from "../../../content/i18n/format";
import core from "../i18n/namespaces/core";
import { formatNumber, translate } from "../i18n";
import type { ClientNotification, NotificationType } from "./store";

const DEFAULT_KEYS = [
  "lostHealth",
  "gainedHealth",
  "lostMana",
  "gainedMana",
  "lostExperience",
  "gainedExperience",
  "lostGold",
  "gainedGold",
  "streakCoins",
  "bossDamage",
] as const;

export type DefaultTextKey = (typeof DEFAULT_KEYS)[number];

/** Shown for a message key the client has no text for (spec §8). */
export const STRING_NOT_FOUND_TEXT = STRING_NOT_FOUND;

export function isNegative(sign: string | undefined): boolean {
  return sign === "-";
}

const STAT_KEYS: Partial<Record<NotificationType, [negative: DefaultTextKey, positive: DefaultTextKey]>> = {
  hp: ["lostHealth", "gainedHealth"],
  mp: ["lostMana", "gainedMana"],
  xp: ["lostExperience", "gainedExperience"],
  gp: ["lostGold", "gainedGold"],
};

/** Fills a keyed template in the language spoken now; a failed template gives the help text of spec §8. */
export function fillTemplate(key: string, vars: Record<string, string | number>): string {
  if (!(DEFAULT_KEYS as readonly string[]).includes(key)) return STRING_NOT_FOUND_TEXT;
  // Every default text shows its figure: without one the template cannot be filled.
  if (!Object.hasOwn(vars, "n")) return templateFailure(key);
  return translate(core, key as DefaultTextKey, vars);
}

/** The text a notification shows: its flavour message, else its type's default around its figure. */
export function notificationMessage(
  notification: Pick<ClientNotification, "type" | "text" | "sign" | "flavorMessage">,
): string {
  if (notification.flavorMessage) return notification.flavorMessage;
  const negative = isNegative(notification.sign);
  const statKeys = STAT_KEYS[notification.type];
  if (statKeys)
    return `${negative ? "−" : "+"}${fillTemplate(negative ? statKeys[0] : statKeys[1], { n: notification.text })}`;
  if (notification.type === "streak") return fillTemplate("streakCoins", { n: notification.text });
  if (notification.type === "damage") return fillTemplate("bossDamage", { n: notification.text });
  return notification.text;
}

/** A stat change as a notification: the absolute figure and its sign. */
export function statNotification(
  type: "hp" | "mp" | "xp" | "gp" | "streak" | "damage",
  delta: number,
): Pick<ClientNotification, "type" | "text" | "sign"> {
  return { type, text: formatFigure(Math.abs(delta)), sign: delta < 0 ? "-" : "+" };
}

/** Two decimals at most (spec §9 default rounding), no trailing zeros. */
export function formatFigure(value: number): string {
  return formatNumber(Math.round(value * 100) / 100, { maximumFractionDigits: 2 });
}

const CRIT_LINES = ["crit1", "crit2", "crit3", "crit4"] as const;

/** A crit's flavour line, picked by the multiplier so the same hit always reads the same. */
export function critMessage(multiplier: number): string {
  const shown = formatFigure(multiplier);
  const line = CRIT_LINES[Math.floor(multiplier * 100) % CRIT_LINES.length];
  return translate(core, line, { x: shown });
}

export function levelUpMessage(level: number): string {
  return translate(core, "levelUp", { level });
}

/** "BlueCottonCandy" → "Blue Cotton Candy". */
export function spacedName(key: string): string {
  return key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim();
}

/** "You found a Bear Cub egg!": the item's name as the server gave it in the player's language, else spelled from its key. */
export function dropMessage(drop: { type: string; key: string; text?: string }): string {
  const name = drop.text || spacedName(drop.key);
  if (drop.type === "Egg") return translate(core, "foundEgg", { name });
  if (drop.type === "HatchingPotion") return translate(core, "foundPotion", { name });
  if (drop.type === "Food") return translate(core, "foundFood", { name });
  return translate(core, "foundItem", { name, kind: spacedName(drop.type).toLowerCase() });
}
