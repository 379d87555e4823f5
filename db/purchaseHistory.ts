/**
 * The purchase history table: every change of a player's gems and hourglasses, written in the
 * same batch as the change itself, and every subscription month bought, given or received.
 */
import { and, desc, eq, lt, or } from "drizzle-orm";
import { GEMS_PER_BALANCE } from "../content/data/constants";
import type { Transaction, User } from "../content/rules/types";
import type { Database } from "./client";
import { purchaseHistory } from "./schema";

/** What caused a change: its kind (buy_money, spend, gift_receive, ...) and what it concerned. */
export interface PurchaseLabel {
  transactionType: string;
  reference?: string;
  referenceText?: string;
}

/** An entry that no balance change shows by itself (months of subscription). */
export interface PurchaseEntry extends PurchaseLabel {
  currency: Transaction["currency"];
  amount: number;
  currentAmount?: number;
}

export const PURCHASE_HISTORY_PAGE_MAX = 500;
/** A change nobody labelled (a development tool, an older code path). */
const UNLABELLED: PurchaseLabel = { transactionType: "other" };

const round = (value: number) => Math.round(value * 100) / 100;

let sequence = 0;
/** Ids sort by time, then by order of writing within this isolate, so ties read back in order. */
function historyId(now: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  return `${now.getTime().toString(36).padStart(9, "0")}${sequence.toString(36).padStart(4, "0")}${crypto.randomUUID().slice(0, 8)}`;
}

/** The gem and hourglass movements between two versions of a player, as history entries. */
export function balanceMovements(before: User, after: User, label: PurchaseLabel = UNLABELLED): PurchaseEntry[] {
  const entries: PurchaseEntry[] = [];
  const gems = round(((after.balance ?? 0) - (before.balance ?? 0)) * GEMS_PER_BALANCE);
  if (gems !== 0)
    entries.push({
      ...label,
      currency: "gems",
      amount: gems,
      currentAmount: round((after.balance ?? 0) * GEMS_PER_BALANCE),
    });
  const trinkets =
    (after.purchased?.plan?.consecutive?.trinkets ?? 0) - (before.purchased?.plan?.consecutive?.trinkets ?? 0);
  if (trinkets !== 0)
    entries.push({
      ...label,
      currency: "hourglasses",
      amount: trinkets,
      currentAmount: after.purchased.plan.consecutive.trinkets,
    });
  return entries;
}

export function purchaseEntryStatements(db: Database, userId: string, entries: readonly PurchaseEntry[], now: Date) {
  const at = now.toISOString();
  return entries.map((entry) =>
    db.insert(purchaseHistory).values({
      id: historyId(now),
      userId,
      createdAt: at,
      currency: entry.currency,
      amount: entry.amount,
      transactionType: entry.transactionType,
      reference: entry.reference ?? null,
      referenceText: entry.referenceText ?? null,
      currentAmount: entry.currentAmount ?? null,
    }),
  );
}

/** Newest first; `before` (an entry's createdAt and id) pages further back. */
export async function listPurchaseHistory(
  db: Database,
  userId: string,
  options: { limit?: number; before?: { createdAt: string; id: string } } = {},
): Promise<Transaction[]> {
  const limit = Math.min(Math.max(1, options.limit ?? PURCHASE_HISTORY_PAGE_MAX), PURCHASE_HISTORY_PAGE_MAX);
  const older = options.before
    ? or(
        lt(purchaseHistory.createdAt, options.before.createdAt),
        and(eq(purchaseHistory.createdAt, options.before.createdAt), lt(purchaseHistory.id, options.before.id)),
      )
    : undefined;
  const rows = await db
    .select()
    .from(purchaseHistory)
    .where(older ? and(eq(purchaseHistory.userId, userId), older) : eq(purchaseHistory.userId, userId))
    .orderBy(desc(purchaseHistory.createdAt), desc(purchaseHistory.id))
    .limit(limit)
    .all();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    currency: row.currency as Transaction["currency"],
    amount: row.amount,
    transactionType: row.transactionType,
    ...(row.reference !== null ? { reference: row.reference } : {}),
    ...(row.referenceText !== null ? { referenceText: row.referenceText } : {}),
    ...(row.currentAmount !== null ? { currentAmount: row.currentAmount } : {}),
  }));
}

export function deletePurchaseHistoryStatement(db: Database, userId: string) {
  return db.delete(purchaseHistory).where(eq(purchaseHistory.userId, userId));
}
