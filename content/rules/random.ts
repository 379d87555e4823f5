/**
 * Randomness for the rules. Rules never call Math.random: the caller passes a seeded source so
 * the client and the server, given the same seed, reach the same result.
 */
import type { Stats, User } from "./types";

export interface Random {
  /** A number in [0, 1). */
  next(): number;
}

/** What every op receives besides its inputs: the instant it runs at and its random source. */
export interface RuleContext {
  now: Date;
  random: Random;
}

/** A 32-bit hash of a string (FNV-1a), used to turn any seed into a PRNG state. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for game dice; identical in every JS engine. */
export function seededRandom(seed: string | number): Random {
  let state = typeof seed === "number" && Number.isInteger(seed) ? seed >>> 0 : hashSeed(String(seed));
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** Computed figures some clients send along with the stats; they never count. */
const NOT_SEEDED: ReadonlySet<string> = new Set(["toNextLevel", "maxHealth", "maxMP"]);

/**
 * The public game's "predictable random" (website/common/script/fns/predictableRandom.js):
 * the fraction of sin(sum of the numeric stat fields + 1) × 10 000. Critical hits use it, so a
 * player crits on the same scores here and there, and the client agrees with the server.
 */
export function predictableRandom(stats: Partial<Stats> | Record<string, unknown>): number {
  let seed = 0;
  for (const [field, value] of Object.entries(stats))
    if (typeof value === "number" && !NOT_SEEDED.has(field)) seed += value;
  const x = Math.sin(seed + 1) * 10000;
  return x - Math.floor(x);
}

/** The predictable random as a source (the same number until the stats change). */
export function statsRandom(user: Pick<User, "stats">): Random {
  const value = predictableRandom(user.stats);
  return { next: () => value };
}

/** A uniformly chosen element, or undefined for an empty list. */
export function pick<T>(list: readonly T[], random: Random): T | undefined {
  if (list.length === 0) return undefined;
  return list[Math.min(list.length - 1, Math.floor(random.next() * list.length))];
}

/** An integer in [min, max], both included. */
export function integerBetween(min: number, max: number, random: Random): number {
  return min + Math.min(max - min, Math.floor(random.next() * (max - min + 1)));
}

/** A fresh id made from the random source (so ops stay pure and reproducible). */
export function randomId(random: Random): string {
  const hex = (n: number) =>
    Math.floor(random.next() * 16 ** n)
      .toString(16)
      .padStart(n, "0");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${((8 + Math.floor(random.next() * 4)) as number).toString(16)}${hex(3)}-${hex(12)}`;
}
