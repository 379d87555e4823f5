/**
 * What each notification says. The default texts of spec §4 are keyed (lostHealth,
 * gainedGold, ...); a notification's flavour message replaces its default.
 */
import { STRING_NOT_FOUND } from "../../../content/i18n/strings";
import type { ClientNotification, NotificationType } from "./store";

export const DEFAULT_TEXTS = {
  lostHealth: "{n} health",
  gainedHealth: "{n} health",
  lostMana: "{n} mana",
  gainedMana: "{n} mana",
  lostExperience: "{n} experience",
  gainedExperience: "{n} experience",
  lostGold: "{n} gold",
  gainedGold: "{n} gold",
  streakCoins: "Streak bonus: {n} gold",
  bossDamage: "{n} damage to the boss",
} as const;

export type DefaultTextKey = keyof typeof DEFAULT_TEXTS;

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

/** Fills a keyed template; a failed template gives the help text of spec §8. */
export function fillTemplate(key: string, vars: Record<string, string | number>): string {
  const template = (DEFAULT_TEXTS as Record<string, string>)[key];
  if (template === undefined) return STRING_NOT_FOUND_TEXT;
  try {
    return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
      if (!(name in vars)) throw new Error(`missing ${name}`);
      return String(vars[name]);
    });
  } catch {
    return `Error processing the string "${key}". Please see Help > Report a Bug.`;
  }
}

/** The text a notification shows: its flavour message, else its type's default around its figure. */
export function notificationMessage(notification: Pick<ClientNotification, "type" | "text" | "sign" | "flavorMessage">): string {
  if (notification.flavorMessage) return notification.flavorMessage;
  const negative = isNegative(notification.sign);
  const statKeys = STAT_KEYS[notification.type];
  if (statKeys) return `${negative ? "−" : "+"}${fillTemplate(negative ? statKeys[0] : statKeys[1], { n: notification.text })}`;
  if (notification.type === "streak") return fillTemplate("streakCoins", { n: notification.text });
  if (notification.type === "damage") return fillTemplate("bossDamage", { n: notification.text });
  return notification.text;
}

/** A stat change as a notification: the absolute figure and its sign. */
export function statNotification(type: "hp" | "mp" | "xp" | "gp" | "streak" | "damage", delta: number): Pick<ClientNotification, "type" | "text" | "sign"> {
  return { type, text: formatFigure(Math.abs(delta)), sign: delta < 0 ? "-" : "+" };
}

/** Two decimals at most (spec §9 default rounding), no trailing zeros. */
export function formatFigure(value: number): string {
  return (Math.round(value * 100) / 100).toLocaleString("en", { maximumFractionDigits: 2 });
}

const CRIT_LINES = [
  "Critical hit! Your effort counts {x} times over.",
  "A mighty blow! Rewards multiplied by {x}.",
  "Perfect timing: {x}× the usual reward.",
  "Your focus pays off: a critical {x}× strike!",
];

/** A crit's flavour line, picked by the multiplier so the same hit always reads the same. */
export function critMessage(multiplier: number): string {
  const shown = formatFigure(multiplier);
  const line = CRIT_LINES[Math.floor(multiplier * 100) % CRIT_LINES.length];
  return line.replace("{x}", shown);
}

export function levelUpMessage(level: number): string {
  return `Level up! You are now level ${level}, and your health is full again.`;
}

const DROP_KIND_NAMES: Record<string, string> = { Egg: "egg", HatchingPotion: "hatching potion", Food: "" };

/** "BlueCottonCandy" → "Blue Cotton Candy". */
export function spacedName(key: string): string {
  return key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim();
}

export function dropMessage(drop: { type: string; key: string }): string {
  const kind = DROP_KIND_NAMES[drop.type] ?? spacedName(drop.type).toLowerCase();
  const name = spacedName(drop.key);
  return kind ? `You found a ${name} ${kind}!` : `You found some ${name}!`;
}
