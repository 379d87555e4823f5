import { lazy, Suspense, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import {
  GEMS_FOR_GOLD_BASE_CAP,
  PERSONAL_SUBSCRIPTION_BLOCKS,
  SUBSCRIPTION_BLOCKS,
} from "../../../../content/data/constants";
import { isApiError } from "../../api/client";
import { memberByUsername } from "../../api/groups";
import { cancelSubscription, manageSubscription } from "../../api/payments";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { beginCheckout, formatDate, formatPrice, planName } from "../../payments/checkout";
import { readPaymentState } from "../payment/paymentState";
import { Block, SettingsPage } from "./SettingsPage";
import text from "../../i18n/namespaces/payments";
import paymentModeText from "../../i18n/namespaces/paymentMode";
import { usePurchases } from "../../payments/paymentMode";
import { translate, useT } from "../../i18n";
import "../payment/payment.css";
import { paymentKeys, subscriptionQuery } from "../../queries/payments";
import { userKeys, userQuery } from "../../queries/user";

const BENEFITS = [
  "benefitGems",
  "benefitMystery",
  "benefitHourglass",
  "benefitDrops",
  "benefitHistory",
  "benefitJackalope",
] as const;

const GiftDialog = lazy(() => import("../../payments/GiftDialog").then((module) => ({ default: module.GiftDialog })));

/** Plans on sale without a code; the discounted block needs one. */
const OPEN_BLOCKS = PERSONAL_SUBSCRIPTION_BLOCKS.filter((key) => key !== "google_6mo");

const HISTORY_WORDS: Record<string, keyof (typeof text)["en"]> = {
  subscription_begin: "historySubscribed",
  subscription_renew: "historyRenewed",
  gift_receive: "historyGiftReceived",
  gift_send: "historyGiftGiven",
  gift_promotion: "historyPromotion",
  refund: "historyRefunded",
};

function monthsText(months: number): string {
  return `${months < 0 ? "−" : ""}${translate(text, "months", { count: Math.abs(months) })}`;
}

/** A gift for a player named by their username. */
function GiftByUsername() {
  const t = useT(text);
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
      setError(isApiError(failure) ? failure.message : translate(text, "playerNotFound"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <form className="field-row" onSubmit={find}>
        <Field
          label={t("theirUsername")}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="off"
          error={error}
        />
        <button type="submit" className="button secondary" disabled={busy || !username.trim()}>
          {t("chooseGift")}
        </button>
      </form>
      {receiver && (
        <Suspense fallback={<p role="status">{t("opening")}</p>}>
          <GiftDialog receiver={receiver} onClose={() => setReceiver(undefined)} />
        </Suspense>
      )}
    </>
  );
}

export function Component() {
  const t = useT(text);
  const client = useQueryClient();
  const navigate = useNavigate();
  const user = useQuery(userQuery());
  const details = useQuery(subscriptionQuery());
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
  const purchases = usePurchases();
  const paymentModeT = useT(paymentModeText);
  const simulated = purchases.simulated;
  const forSale = purchases.state === "open";
  const offNote = purchases.state === "off" ? "purchases-off-plans" : undefined;

  const fail = (failure: unknown) => setError(isApiError(failure) ? failure.message : translate(text, "failed"));

  const subscribe = async (sub: string, coupon?: string) => {
    setBusy(sub);
    setError(undefined);
    try {
      await beginCheckout(
        { type: "subscription", sub, ...(coupon ? { coupon } : {}) },
        { paymentType: "subscription" },
        navigate,
      );
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
      notify({ type: "success", text: translate(text, "cancelled", { date: formatDate(dateTerminated) }) });
      setConfirmCancel(false);
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: paymentKeys.subscription }),
      ]);
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
    <SettingsPage title={t("title")} intro={t("intro")}>
      <Block title={t("yourPlan")}>
        {!user.data ? (
          <p role="status">{t("loading")}</p>
        ) : subscribed && plan ? (
          <>
            <p data-testid="subscription-status">
              {plan.customerId === "group-plan"
                ? t("viaGroupPlan")
                : plan.customerId === "Gift"
                  ? t("gifted")
                  : t("youSubscribe", { plan: planName(plan.planId) ?? t("aPlan") })}{" "}
              {t("thankYou")}
            </p>
            <dl className="plan-facts">
              {plan.dateCreated && (
                <>
                  <dt>{t("since")}</dt>
                  <dd>{formatDate(plan.dateCreated)}</dd>
                </>
              )}
              {renewing && subscription?.status === "active" && (
                <>
                  <dt>{t("nextRenewal")}</dt>
                  <dd data-testid="next-renewal">
                    {formatDate(subscription.currentPeriodEnd)}
                    {plan.planId && Object.hasOwn(SUBSCRIPTION_BLOCKS, plan.planId)
                      ? `, ${formatPrice(SUBSCRIPTION_BLOCKS[plan.planId as keyof typeof SUBSCRIPTION_BLOCKS].price * 100)}`
                      : ""}
                  </dd>
                </>
              )}
              {plan.dateTerminated && (
                <>
                  <dt>{t("endsOn")}</dt>
                  <dd data-testid="plan-ends">{t("perksUntil", { date: formatDate(plan.dateTerminated) })}</dd>
                </>
              )}
              <dt>{t("monthsInARow")}</dt>
              <dd>{plan.consecutive.count}</dd>
              <dt>{t("hourglasses")}</dt>
              <dd>{plan.consecutive.trinkets}</dd>
              <dt>{t("gemsForGold")}</dt>
              <dd>
                {t("gemsOfCap", {
                  bought: plan.gemsBought ?? 0,
                  cap: GEMS_FOR_GOLD_BASE_CAP + (plan.consecutive.gemCapExtra ?? 0),
                })}
              </dd>
            </dl>
            {renewing && plan.customerId !== "Gift" && plan.customerId !== "group-plan" && (
              <div className="actions">
                {subscription?.canChangeCard && (
                  <button type="button" className="button secondary" disabled={busy !== undefined} onClick={changeCard}>
                    {t("changeCard")}
                  </button>
                )}
                {confirmCancel ? (
                  <>
                    <span>{t("cancelSure")}</span>
                    <button type="button" className="button danger" disabled={busy !== undefined} onClick={cancel}>
                      {busy === "cancel" ? t("cancelling") : t("yesCancel")}
                    </button>
                    <button type="button" className="button secondary" onClick={() => setConfirmCancel(false)}>
                      {t("keepIt")}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button danger secondary"
                    disabled={busy !== undefined}
                    onClick={() => setConfirmCancel(true)}
                  >
                    {t("cancelSubscription")}
                  </button>
                )}
              </div>
            )}
          </>
        ) : (
          <p data-testid="subscription-status">{t("notSubscribed")}</p>
        )}
        {payment?.paymentCompleted && payment.paymentType.includes("subscription") && (
          <p className="notice notice-success">{t("lastPayment")}</p>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </Block>
      <Block title={t("whatSubscribersGet")}>
        <ul>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>{t(benefit, { cap: GEMS_FOR_GOLD_BASE_CAP })}</li>
          ))}
        </ul>
      </Block>
      {!renewing && user.data && (
        <Block title={t("plans")}>
          {simulated && <p className="muted">{t("simulated")}</p>}
          {offNote && (
            <p id={offNote} className="notice" data-testid="purchases-off">
              {paymentModeT("purchasesOff")}
            </p>
          )}
          <ul className="plan-options">
            {OPEN_BLOCKS.map((key) => {
              const block = SUBSCRIPTION_BLOCKS[key];
              return (
                <li key={key} className="plan-option">
                  <strong>{planName(key)}</strong>
                  <span>
                    {block.months === 1
                      ? t("perMonth", { price: formatPrice(block.price * 100) })
                      : t("everyMonths", { price: formatPrice(block.price * 100), months: block.months })}
                  </span>
                  <button
                    type="button"
                    className="button small"
                    disabled={busy !== undefined || !forSale}
                    onClick={() => subscribe(key)}
                    aria-label={t("subscribeTo", { plan: planName(key) ?? key })}
                    aria-describedby={offNote}
                  >
                    {busy === key ? t("opening") : t("subscribe")}
                  </button>
                </li>
              );
            })}
          </ul>
          <form className="field-row" onSubmit={withCode}>
            <Field
              label={t("discountCode")}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
            />
            <button
              type="submit"
              className="button secondary"
              disabled={busy !== undefined || !code.trim() || !forSale}
              aria-describedby={offNote}
            >
              {t("subscribeWithCode", { price: formatPrice(SUBSCRIPTION_BLOCKS.google_6mo.price * 100) })}
            </button>
          </form>
        </Block>
      )}
      <Block title={t("giveGift")}>
        <p>{t("giveGiftText")}</p>
        <GiftByUsername />
      </Block>
      <Block title={t("history")}>
        {details.isPending ? (
          <p role="status">{t("loading")}</p>
        ) : (details.data?.history ?? []).length === 0 ? (
          <p>{t("noHistory")}</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">{t("historyCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("date")}</th>
                <th scope="col">{t("what")}</th>
                <th scope="col" className="number">
                  {t("monthsColumn")}
                </th>
              </tr>
            </thead>
            <tbody>
              {(details.data?.history ?? []).map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(entry.createdAt)}</td>
                  <td>
                    {Object.hasOwn(HISTORY_WORDS, entry.transactionType)
                      ? t(HISTORY_WORDS[entry.transactionType])
                      : entry.transactionType}
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
