/**
 * The budget of password checks each account has, whatever route checks the password and from
 * whatever address: pure rules over the account's recent wrong passwords.
 *
 * - A sliding window: a wrong password counts for `windowMs` after it was given, then no more
 *   (no window boundary at which the count drops to zero all at once).
 * - Every check is counted before the password is looked at (a reservation), so many checks at
 *   once cannot all slip through before the first wrong one is written; a right password then
 *   clears the account's slate.
 * - The check that spends the budget starts a cool-down: until it ends every check is refused,
 *   the right password too (else the refusal would tell a guess apart). After it the account is
 *   on watch: one check per cool-down, each wrong one doubling the next cool-down up to
 *   `coolDownMaxMs`, until a right password, a password reset, or `forgetAfterMs` without any
 *   check. A guesser gets the budget and then a few tries an hour (about a hundred a day); the
 *   owner waits at most a quarter of an hour for the next try, keeps every signed-in device (an
 *   API key is no password check) and can always take the password-reset mail, which clears it.
 */

export const PASSWORD_BUDGET = {
  /** Wrong passwords within the window that start a cool-down. */
  failures: 10,
  /** How long a wrong password counts. */
  windowMs: 15 * 60_000,
  /** The first cool-down; each one in a row doubles it. */
  coolDownMs: 30_000,
  /** The longest cool-down. */
  coolDownMaxMs: 15 * 60_000,
  /** Without any check for this long, an account on watch gets its whole budget back. */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

export type PasswordBudget = { [K in keyof typeof PASSWORD_BUDGET]: number };

export interface BudgetState {
  /** When each counted check happened (epoch ms), oldest first. */
  failures: number[];
  /** Epoch ms at which the running cool-down ends; 0 or past when none runs. */
  lockedUntil: number;
  /** Cool-downs in a row so far. */
  lockouts: number;
}

export const FRESH_BUDGET: BudgetState = { failures: [], lockedUntil: 0, lockouts: 0 };

export type Reservation = { allowed: true; state: BudgetState } | { allowed: false; retryAfterSeconds: number };

/** The cool-down after `lockouts` earlier ones in a row. */
export function coolDownMs(lockouts: number, budget: PasswordBudget = PASSWORD_BUDGET): number {
  return Math.min(budget.coolDownMaxMs, budget.coolDownMs * 2 ** Math.min(lockouts, 30));
}

/**
 * Counts one password check at `now`: refused while a cool-down runs, else counted (as wrong
 * until it is known to be right) and maybe starting a cool-down for the checks after it.
 */
export function reserveCheck(state: BudgetState, now: number, budget: PasswordBudget = PASSWORD_BUDGET): Reservation {
  if (state.lockedUntil > now) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((state.lockedUntil - now) / 1000)) };
  }
  const last = Math.max(-Infinity, ...state.failures);
  const lockouts = now - last >= budget.forgetAfterMs ? 0 : state.lockouts;
  const recent = state.failures.filter((at) => at > now - budget.windowMs);
  recent.push(now);
  // Only whether the budget is spent matters: entries beyond it need not be kept.
  const next: BudgetState = { failures: recent.slice(-budget.failures), lockedUntil: 0, lockouts };
  if (lockouts > 0 || recent.length >= budget.failures) {
    next.lockedUntil = now + coolDownMs(lockouts, budget);
    next.lockouts = lockouts + 1;
  }
  return { allowed: true, state: next };
}
