import { describe, expect, it } from "vitest";
import {
  coolDownMs,
  FRESH_BUDGET,
  PASSWORD_BUDGET,
  reserveCheck,
  type BudgetState,
} from "../../worker/lib/passwordBudget";

const MINUTE = 60_000;
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

/** Wrong passwords at each of `times`: the state after them and what each check was told. */
function wrongAt(times: number[], start: BudgetState = FRESH_BUDGET) {
  let state = start;
  const answers: (true | number)[] = [];
  for (const at of times) {
    const reservation = reserveCheck(state, at);
    if (reservation.allowed) {
      state = reservation.state;
      answers.push(true);
    } else answers.push(reservation.retryAfterSeconds);
  }
  return { state, answers };
}

describe("the budget of password checks", () => {
  it("lets ten checks through, then cools down for 30 s from the tenth", () => {
    const times = Array.from({ length: 11 }, (_, index) => T0 + index * 1000);
    const { state, answers } = wrongAt(times);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(true));
    // The eleventh comes 1 s after the tenth, which started 30 s of cool-down.
    expect(answers[10]).toBe(29);
    expect(state.lockedUntil).toBe(T0 + 9000 + 30_000);
    expect(state.lockouts).toBe(1);
  });

  it("slides: a wrong password stops counting 15 minutes after it, not at a window's edge", () => {
    // Nine wrong passwords at 12:00:00 … 12:00:08, then one at 12:14:59: ten within 15 minutes.
    const early = Array.from({ length: 9 }, (_, index) => T0 + index * 1000);
    const { state, answers } = wrongAt([...early, T0 + 14 * MINUTE + 59_000]);
    expect(answers).toEqual(Array(10).fill(true));
    expect(state.lockedUntil).toBe(T0 + 14 * MINUTE + 59_000 + 30_000);

    // The same nine, then one at 12:15:04.5: those of 12:00:00 … 12:00:04 have left the window.
    const later = wrongAt([...early, T0 + 15 * MINUTE + 4500]);
    expect(later.state.lockedUntil).toBe(0);
    expect(later.state.failures).toHaveLength(5);
    // Five more right away spend the budget again: a fixed window would have started over at 12:15.
    const refill = wrongAt(
      Array.from({ length: 6 }, (_, index) => T0 + 15 * MINUTE + 4501 + index),
      later.state,
    );
    expect(refill.answers).toEqual([true, true, true, true, true, 30]);
  });

  it("doubles each cool-down in a row, up to 15 minutes", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((lockouts) => coolDownMs(lockouts) / 1000)).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
    let { state } = wrongAt(Array.from({ length: 10 }, (_, index) => T0 + index));
    const seen: number[] = [];
    for (let round = 0; round < 7; round++) {
      const at = state.lockedUntil;
      const next = reserveCheck(state, at);
      if (!next.allowed) throw new Error("refused after the cool-down ended");
      seen.push((next.state.lockedUntil - at) / 1000);
      state = next.state;
    }
    expect(seen).toEqual([60, 120, 240, 480, 900, 900, 900]);
    // The owner never waits longer than the ceiling, whatever came before.
    expect(state.lockedUntil - (state.failures.at(-1) ?? 0)).toBeLessThanOrEqual(PASSWORD_BUDGET.coolDownMaxMs);
  });

  it("refuses every check while cooling down and counts none of them", () => {
    const { state } = wrongAt(Array.from({ length: 10 }, (_, index) => T0 + index));
    for (const at of [T0 + 10, T0 + 10_000, T0 + 29_000]) expect(reserveCheck(state, at).allowed).toBe(false);
    const after = reserveCheck(state, state.lockedUntil);
    expect(after.allowed).toBe(true);
  });

  it("after a cool-down lets one check through per cool-down, however few wrong ones the window holds", () => {
    const { state } = wrongAt(Array.from({ length: 10 }, (_, index) => T0 + index));
    // Twenty minutes on: the window holds none of the ten, but the account is still on watch.
    const later = T0 + 20 * MINUTE;
    const probe = reserveCheck(state, later);
    if (!probe.allowed) throw new Error("refused after the cool-down ended");
    expect(probe.state.lockedUntil).toBe(later + 60_000);
    expect(reserveCheck(probe.state, later + 1).allowed).toBe(false);
  });

  it("gives the whole budget back after a day without any check", () => {
    const { state } = wrongAt(Array.from({ length: 10 }, (_, index) => T0 + index));
    const onWatch = { ...state, lockouts: 4 };
    const quiet = T0 + 9 + 24 * 60 * MINUTE;
    const fresh = wrongAt(
      Array.from({ length: 11 }, (_, index) => quiet + index),
      onWatch,
    );
    expect(fresh.answers.slice(0, 10)).toEqual(Array(10).fill(true));
    expect(fresh.state.lockedUntil - (quiet + 9)).toBe(30_000);
    expect(fresh.state.lockouts).toBe(1);
    // A day minus a moment is not enough.
    const early = reserveCheck(onWatch, quiet - 1);
    expect(early.allowed && early.state.lockedUntil - (quiet - 1)).toBe(480_000);
  });

  it("keeps no more entries than the budget needs", () => {
    const { state } = wrongAt(Array.from({ length: 10 }, (_, index) => T0 + index));
    let current = state;
    for (let round = 0; round < 5; round++) {
      const next = reserveCheck(current, current.lockedUntil);
      if (next.allowed) current = next.state;
    }
    expect(current.failures.length).toBeLessThanOrEqual(PASSWORD_BUDGET.failures);
    const many = wrongAt(Array.from({ length: 50 }, (_, index) => T0 + 40 * MINUTE + index * 60_000));
    expect(many.state.failures.length).toBeLessThanOrEqual(PASSWORD_BUDGET.failures);
  });
});
