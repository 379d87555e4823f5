/** The player's purchase history: every change of their gems and hourglasses, newest first. */
import { GEMS_PER_BALANCE } from "../../content/data/constants";
import type { Transaction, User } from "../../content/rules/types";

/** How many gem and hourglass changes the purchase history keeps. */
export const PURCHASE_HISTORY_MAX = 200;

/** Records what an action did to the player's gems and hourglasses (mutates `after`). */
export function recordTransactions(before: User, after: User, transactionType: string, reference: string | undefined, now: Date) {
  const changes: Transaction[] = [];
  const gems = Math.round((after.balance - before.balance) * GEMS_PER_BALANCE * 100) / 100;
  if (gems !== 0) changes.push({ id: crypto.randomUUID(), createdAt: now.toISOString(), currency: "gems", amount: gems, transactionType, reference });
  const hourglasses = after.purchased.plan.consecutive.trinkets - before.purchased.plan.consecutive.trinkets;
  if (hourglasses !== 0) changes.push({ id: crypto.randomUUID(), createdAt: now.toISOString(), currency: "hourglasses", amount: hourglasses, transactionType, reference });
  if (changes.length) after.purchaseHistory = [...changes, ...(after.purchaseHistory ?? [])].slice(0, PURCHASE_HISTORY_MAX);
}
