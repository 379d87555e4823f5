import type { BatchItem } from "drizzle-orm/batch";
import { t } from "../../content/i18n";
import { seededRandom, type RuleContext } from "../../content/rules/random";
import type { ServerNotification, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import type { GiftReceived } from "../mail/messages";
import {
  isDuplicateEvent,
  PAYABLE_STATUSES,
  recordEvent,
  type OrderDetails,
  type OrderRow,
  type PaymentEventRecord,
  type SubscriptionRow,
} from "../../db/payments";
import type { PurchaseEntry, PurchaseLabel } from "../../db/purchaseHistory";
import { updateUser, UserGone } from "../../db/users";
import type { PaymentEvent } from "./events";
import type { ProviderName } from "./provider";
import { logError } from "../lib/log";

export type EventOutcome = "applied" | "duplicate" | "ignored" | "rejected";
export type EventResult = { outcome: EventOutcome; reason?: string };

export interface GrantContext {
  db: Database;
  provider: ProviderName;
  now: Date;
  /** Stops a plan's renewal at its provider (a plan replaced by a newer one must not bill twice). */
  stopRenewal?: (subscription: SubscriptionRow) => Promise<void>;
  /** Tells the receiver of a gift once it is theirs (a mail); never undoes the gift. */
  giftDelivered?: (delivery: {
    receiverId: string;
    fromName: string;
    gift: GiftReceived;
    message?: string;
  }) => Promise<void>;
}

export const PAYMENT_METHOD: Record<ProviderName, string> = { stripe: "Stripe", simulator: "Simulator" };

export function displayName(user: User): string {
  return user.profile?.name || user.auth.local.username;
}

export function correspondent(user: User) {
  return { id: user._id, username: user.auth.local.username, name: displayName(user) };
}

export function notification(type: string, data: Record<string, unknown>, now: Date): ServerNotification {
  return { id: crypto.randomUUID(), type, data, seen: false, createdAt: now.toISOString() };
}

export function ruleContext(ctx: GrantContext, seed: string): RuleContext {
  return { now: ctx.now, random: seededRandom(seed) };
}

export const monthsText = (months: number, language?: string) =>
  months === 1 ? t("oneMonth", {}, language) : t("nMonths", { months }, language);

export function eventRecord(
  ctx: GrantContext,
  event: PaymentEvent,
  outcome: EventOutcome,
  fields: Partial<PaymentEventRecord> = {},
): PaymentEventRecord {
  return { provider: ctx.provider, id: event.id, type: event.type, outcome, detail: {}, ...fields };
}

/** Records an event that grants nothing (ignored or refused); a repeat is a duplicate. */
export async function settle(
  ctx: GrantContext,
  event: PaymentEvent,
  outcome: "ignored" | "rejected",
  fields: Partial<PaymentEventRecord> & { reason?: string } = {},
): Promise<{ outcome: EventOutcome; reason?: string }> {
  const { reason, ...rest } = fields;
  if (outcome === "rejected") logError("payment event refused", ctx.provider, event.id, event.type, reason);
  const recorded = await recordEvent(
    ctx.db,
    eventRecord(ctx, event, outcome, { ...rest, detail: reason ? { reason } : {} }),
    ctx.now,
  );
  return recorded ? { outcome, reason } : { outcome: "duplicate" };
}

export interface UserGrant {
  user: User;
  extra?: BatchItem<"sqlite">[];
  purchase?: PurchaseLabel;
  purchaseEntries?: PurchaseEntry[];
}

/**
 * One guarded write of a player with the grant's records in the same batch. `build` returns
 * undefined when the grant turns out to be applied already (a concurrent delivery won).
 */
export async function grantToUser(
  ctx: GrantContext,
  userId: string,
  build: (fresh: User) => Promise<UserGrant | undefined>,
): Promise<"applied" | "duplicate" | "gone"> {
  try {
    const { result } = await updateUser(ctx.db, userId, async (fresh) => {
      const grant = await build(fresh);
      if (!grant) return { user: fresh, result: "duplicate" as const, unchanged: true };
      return {
        user: grant.user,
        result: "applied" as const,
        extra: grant.extra,
        purchase: grant.purchase,
        purchaseEntries: grant.purchaseEntries,
      };
    });
    return result;
  } catch (error) {
    if (isDuplicateEvent(error)) return "duplicate";
    if (error instanceof UserGone) return "gone";
    throw error;
  }
}

export const PAYABLE = new Set<string>(PAYABLE_STATUSES);

export function details(order: OrderRow): OrderDetails {
  return order.details as OrderDetails;
}
