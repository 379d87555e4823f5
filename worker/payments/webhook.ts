/**
 * The one webhook handler: Stripe's deliveries and the simulator's go through the same
 * signature check (Stripe's SDK), the same reading of the event and the same grants.
 */
import type Stripe from "stripe";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import type { SubscriptionRow } from "../../db/payments";
import { loadUser } from "../../db/users";
import { sendGiftReceivedMail, type GiftReceived } from "../mail/messages";
import type { Env } from "../env";
import { readPaymentEvent } from "./events";
import { applyPaymentEvent, type EventOutcome } from "./grants";
import { InvalidSignature } from "./provider";
import { providerNamed, providerOfSubscription, requireSimulator } from "./providers";
import { signSimulatedEvent, subscriptionEndedEvent, type SimulatedEvent } from "./simulator";

/** Stripe's events are a few kilobytes; anything far larger is not one. */
export const WEBHOOK_BODY_MAX = 512 * 1024;

export async function receiveWebhook(
  env: Env,
  providerName: string,
  rawBody: string,
  signature: string | undefined,
): Promise<{ outcome: EventOutcome; reason?: string }> {
  const db = database(env.DB);
  const provider = providerNamed(env, db, providerName);
  if (rawBody.length > WEBHOOK_BODY_MAX) throw new GameError("BadRequest", "invalidWebhookSignature");
  let event: Awaited<ReturnType<typeof provider.verifyEvent>>;
  try {
    event = await provider.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidSignature) throw new GameError("BadRequest", "invalidWebhookSignature");
    throw error;
  }
  const stopRenewal = async (subscription: SubscriptionRow) => {
    await providerOfSubscription(env, db, subscription).cancelAtPeriodEnd(subscription);
  };
  const giftDelivered = async (delivery: {
    receiverId: string;
    fromName: string;
    gift: GiftReceived;
    message?: string;
  }) => {
    const receiver = await loadUser(db, delivery.receiverId);
    if (receiver)
      await sendGiftReceivedMail(env, {
        to: receiver,
        fromName: delivery.fromName,
        gift: delivery.gift,
        message: delivery.message,
      });
  };
  return applyPaymentEvent(
    { db, provider: provider.name, now: new Date(), stopRenewal, giftDelivered },
    readPaymentEvent(event),
  );
}

/**
 * The simulator's delivery: signed like Stripe's, handed to the same handler. Only in the
 * simulator's mode: otherwise its secret is neither made nor used.
 */
export async function deliverSimulatedEvent(env: Env, event: SimulatedEvent) {
  requireSimulator(env);
  const { payload, signature } = await signSimulatedEvent(database(env.DB), event);
  return receiveWebhook(env, "simulator", payload, signature);
}

/**
 * A simulated plan whose period has run out while the simulator is off: it ends as an unpaid
 * plan ends at Stripe (perks for a short grace, then gone). Applied by the server itself, with no
 * signature: this step only ever takes perks away.
 */
export async function endSimulatedPlan(env: Env, subscription: SubscriptionRow, now: Date) {
  const event = JSON.parse(JSON.stringify(subscriptionEndedEvent(subscription, now))) as Stripe.Event;
  return applyPaymentEvent({ db: database(env.DB), provider: "simulator", now }, readPaymentEvent(event));
}
