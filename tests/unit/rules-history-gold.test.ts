/**
 * The day rollover keeps a daily record of the player's gold beside experience and to-dos, for
 * the stats page's charts; it is preened like the others and written only when the player was
 * around (an absent day writes no history).
 */
import { describe, expect, it } from "vitest";
import { cron } from "../../content/rules/cron";
import { ctxAt, makeUser, NOW } from "./rules-fixtures";

const DAY = 86_400_000;

describe("gold history", () => {
  it("gets one entry per rollover with the gold the player has after it", () => {
    const user = makeUser((fresh) => {
      fresh.stats.gp = 42.5;
    });
    const at = new Date(NOW.getTime() + DAY);
    const { user: next } = cron(user, [], ctxAt(at));
    expect(next.history.gold).toEqual([{ date: at.getTime(), value: 42.5 }]);
    expect(next.history.exp).toHaveLength(1);
  });

  it("starts on a document that never had it, and writes nothing on an absent day", () => {
    const user = makeUser((fresh) => {
      fresh.stats.gp = 7;
      fresh.history = { exp: [], todos: [] };
    });
    const at = new Date(NOW.getTime() + DAY);
    const absent = cron(user, [], ctxAt(at), { attended: false, absent: true });
    expect(absent.user.history.gold).toBeUndefined();
    const present = cron(user, [], ctxAt(at));
    expect(present.user.history.gold).toEqual([{ date: at.getTime(), value: 7 }]);
  });

  it("is preened like experience: 60 days one a day, older months merged", () => {
    const at = new Date(NOW.getTime() + DAY);
    const old = Array.from({ length: 200 }, (_, index) => ({ date: at.getTime() - (200 - index) * DAY, value: index }));
    const user = makeUser((fresh) => {
      fresh.history = { exp: [...old], todos: [], gold: [...old] };
    });
    const { user: next } = cron(user, [], ctxAt(at));
    const gold = next.history.gold ?? [];
    expect(gold.map((entry) => entry.date)).toEqual(next.history.exp.map((entry) => entry.date));
    expect(gold.length).toBeLessThan(80);
    expect(gold.filter((entry) => at.getTime() - entry.date <= 60 * DAY)).toHaveLength(61);
  });
});
