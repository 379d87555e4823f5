import { lazy, Suspense, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { GEMS_FOR_GOLD_BASE_CAP, PERSONAL_SUBSCRIPTION_BLOCKS, SUBSCRIPTION_BLOCKS } from "../../../../content/data/constants";
import { isApiError } from "../../api/client";
import { memberByUsername } from "../../api/groups";
import { cancelSubscription, manageSubscription, subscriptionDetails } from "../../api/payments";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { beginCheckout, formatDate, formatPrice, PLAN_NAMES } from "../../payments/checkout";
import { userQuery } from "../../queries";
import { readPaymentState } from "../payment/paymentState";
import { Block, SettingsPage } from "./SettingsPage";
import "../payment/payment.css";

const BENEFITS = [
  `Buy gems with gold in the market: 20 gold each, up to ${GEMS_FOR_GOLD_BASE_CAP} a month, 2 more for every month you stay (up to 50).`,
  "A mystery item set every month, yours to keep.",
  "A mystic hourglass every month, to spend with the time travelers.",
  "Double the daily item drop cap, so more eggs, potions and food.",
  "Your whole task history is kept, not just the recent part.",
  "The Royal Purple Jackalope pet.",
];

const GiftDialog = lazy(() => import("../../payments/GiftDialog").then((module) => ({ default: module.GiftDialog })));

/** Plans on sale without a code; the discounted block needs one. */
const OPEN_BLOCKS = PERSONAL_SUBSCRIPTION_BLOCKS.filter((key) => key !== "google_6mo");

const HISTORY_WORDS: Record<string, string> = {
  subscription_begin: "Subscribed",
  subscription_renew: "Renewed",
  gift_receive: "Received as a gift",
  gift_send: "Given as a gift",
  gift_promotion: "Gift one, get one",
  refund: "Refunded",
};

function monthsText(months: number): string {
  const count = Math.abs(months);
  return `${months < 0 ? "−" : ""}${count} ${count === 1 ? "month" : "months"}`;
}

/** A gift for a player named by their username. */
function GiftByUsername() {
  const [username, setUsername] = useState("");
  const [receiver, setReceiver] = useState<{ id: string; name: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const member = await memberByUsername(username.trim());
      setReceiver({ id: member._id, name: member.profile?.name || member.auth?.local?.username || username.trim() });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "That player could not be found.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <form className="field-row" onSubmit={find}>
        <Field label="Their username" value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="off" error={error} />
        <button type="submit" className="button secondary" disabled={busy || !username.trim()}>
          Choose a gift
        </button>
      </form>
      {receiver && (
        <Suspense fallback={<p role="status">Opening…</p>}>
          <GiftDialog receiver={receiver} onClose={() => setReceiver(undefined)} />
        </Suspense>
      )}
    </>
  );
}

export function Component() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const user = useQuery(userQuery());
  const details = useQuery({ queryKey: ["subscription"], queryFn: subscriptionDetails });
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [code, setCode] = useState("");
  const [confirmCancel, setConfirmCancel] = useState(false);
  const payment = readPaymentState();
  const plan = user.data?.purchased?.plan;
  const now = Date.now();
  const subscribed = Boolean(plan?.customerId) && (!plan?.dateTerminated || Date.parse(plan.dateTerminated) > now);
  const renewing = subscribed && !plan?.dateTerminated;
  const subscription = details.data?.subscription;
  const simulated = details.data?.provider === "simulator";

  const fail = (failure: unknown) => setError(isApiError(failure) ? failure.message : "That did not work. Please try again.");

  const subscribe = async (sub: string, coupon?: string) => {
    setBusy(sub);
    setError(undefined);
    try {
      await beginCheckout({ type: "subscription", sub, ...(coupon ? { coupon } : {}) }, { paymentType: "subscription" }, navigate);
    } catch (failure) {
      fail(failure);
      setBusy(undefined);
    }
  };

  const cancel = async () => {
    setBusy("cancel");
    setError(undefined);
    try {
      const { dateTerminated } = await cancelSubscription();
      notify({ type: "success", text: `Your subscription is cancelled. Its perks stay until ${formatDate(dateTerminated)}.` });
      setConfirmCancel(false);
      await Promise.all([client.invalidateQueries({ queryKey: ["user"] }), client.invalidateQueries({ queryKey: ["subscription"] })]);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(undefined);
    }
  };

  const changeCard = async () => {
    setBusy("card");
    setError(undefined);
    try {
      window.location.assign((await manageSubscription()).url);
    } catch (failure) {
      fail(failure);
      setBusy(undefined);
    }
  };

  const withCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void subscribe("google_6mo", code.trim());
  };

  return (
    <SettingsPage title="Subscription" intro="Subscriptions keep the game running and come with perks.">
      <Block title="Your plan">
        {!user.data ? (
          <p role="status">Loading…</p>
        ) : subscribed && plan ? (
          <>
            <p data-testid="subscription-status">
              {plan.customerId === "group-plan"
                ? "You have a subscriber's perks through a group plan."
                : plan.customerId === "Gift"
                  ? "You have a gifted subscription."
                  : `You subscribe: ${PLAN_NAMES[plan.planId ?? ""] ?? plan.planId ?? "a plan"}.`}{" "}
              Thank you!
            </p>
            <dl className="plan-facts">
              {plan.dateCreated && (
                <>
                  <dt>Since</dt>
                  <dd>{formatDate(plan.dateCreated)}</dd>
                </>
              )}
              {renewing && subscription?.status === "active" && (
                <>
                  <dt>Next renewal</dt>
                  <dd data-testid="next-renewal">
                    {formatDate(subscription.currentPeriodEnd)}
                    {plan.planId && Object.hasOwn(SUBSCRIPTION_BLOCKS, plan.planId) ? `, ${formatPrice(SUBSCRIPTION_BLOCKS[plan.planId as keyof typeof SUBSCRIPTION_BLOCKS].price * 100)}` : ""}
                  </dd>
                </>
              )}
              {plan.dateTerminated && (
                <>
                  <dt>Ends on</dt>
                  <dd data-testid="plan-ends">{formatDate(plan.dateTerminated)} (the perks stay until then)</dd>
                </>
              )}
              <dt>Months in a row</dt>
              <dd>{plan.consecutive.count}</dd>
              <dt>Mystic hourglasses</dt>
              <dd>{plan.consecutive.trinkets}</dd>
              <dt>Gems bought with gold</dt>
              <dd>
                {plan.gemsBought ?? 0} of {GEMS_FOR_GOLD_BASE_CAP + (plan.consecutive.gemCapExtra ?? 0)} this month
              </dd>
            </dl>
            {renewing && plan.customerId !== "Gift" && plan.customerId !== "group-plan" && (
              <div className="actions">
                {subscription?.canChangeCard && (
                  <button type="button" className="button secondary" disabled={busy !== undefined} onClick={changeCard}>
                    Change card
                  </button>
                )}
                {confirmCancel ? (
                  <>
                    <span>Cancel for sure? You keep the perks until the paid period ends.</span>
                    <button type="button" className="button danger" disabled={busy !== undefined} onClick={cancel}>
                      {busy === "cancel" ? "Cancelling…" : "Yes, cancel"}
                    </button>
                    <button type="button" className="button secondary" onClick={() => setConfirmCancel(false)}>
                      Keep it
                    </button>
                  </>
                ) : (
                  <button type="button" className="button danger secondary" disabled={busy !== undefined} onClick={() => setConfirmCancel(true)}>
                    Cancel subscription
                  </button>
                )}
              </div>
            )}
          </>
        ) : (
          <p data-testid="subscription-status">You do not subscribe at the moment.</p>
        )}
        {payment?.paymentCompleted && payment.paymentType.includes("subscription") && <p className="notice notice-success">Your last payment went through. It may take a minute to show here.</p>}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </Block>
      <Block title="What subscribers get">
        <ul>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Block>
      {!renewing && user.data && (
        <Block title="Plans">
          {simulated && <p className="muted">Payments on this server are simulated: no money is charged.</p>}
          <ul className="plan-options">
            {OPEN_BLOCKS.map((key) => {
              const block = SUBSCRIPTION_BLOCKS[key];
              return (
                <li key={key} className="plan-option">
                  <strong>{PLAN_NAMES[key]}</strong>
                  <span>
                    {formatPrice(block.price * 100)} {block.months === 1 ? "a month" : `every ${block.months} months`}
                  </span>
                  <button type="button" className="button small" disabled={busy !== undefined} onClick={() => subscribe(key)} aria-label={`Subscribe: ${PLAN_NAMES[key]}`}>
                    {busy === key ? "Opening…" : "Subscribe"}
                  </button>
                </li>
              );
            })}
          </ul>
          <form className="field-row" onSubmit={withCode}>
            <Field label="Discount code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
            <button type="submit" className="button secondary" disabled={busy !== undefined || !code.trim()}>
              Subscribe 6 months for {formatPrice(SUBSCRIPTION_BLOCKS.google_6mo.price * 100)}
            </button>
          </form>
        </Block>
      )}
      <Block title="Give a gift">
        <p>Give gems or a subscription to another player, with a note if you like. You can also choose “Send a gift” on anyone's profile.</p>
        <GiftByUsername />
      </Block>
      <Block title="History">
        {details.isPending ? (
          <p role="status">Loading…</p>
        ) : (details.data?.history ?? []).length === 0 ? (
          <p>No subscription payments yet.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Subscription history</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col" className="number">
                  Months
                </th>
              </tr>
            </thead>
            <tbody>
              {(details.data?.history ?? []).map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(entry.createdAt)}</td>
                  <td>
                    {HISTORY_WORDS[entry.transactionType] ?? entry.transactionType}
                    {entry.referenceText ? ` (${entry.referenceText})` : ""}
                  </td>
                  <td className="number">{monthsText(entry.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Block>
    </SettingsPage>
  );
}
