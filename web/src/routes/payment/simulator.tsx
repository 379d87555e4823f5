/**
 * /payments/simulator/{sessionId}: the built-in payment simulator's checkout, used when this
 * server takes no real payments. It says plainly that nothing is charged; Pay and Decline send
 * the player back through the same return addresses a real payment provider uses.
 */
import { LoadProblem } from "../../components/LoadProblem";
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { declineSimulated, paySimulated, type SimulatedOrder } from "../../api/payments";
import { isApiError } from "../../api/client";
import { formatPrice, planName } from "../../payments/checkout";
import text from "../../i18n/namespaces/payments";
import { translate, useT } from "../../i18n";
import "../common/game.css";
import "./payment.css";
import { simulatedOrderQuery } from "../../queries/payments";
import { userKeys } from "../../queries/user";

function whatIsBought(order: SimulatedOrder): string {
  const receiver = order.gift?.receiverName ?? translate(text, "anotherPlayer");
  switch (order.kind) {
    case "gems":
      return translate(text, "boughtGems", { count: order.gems ?? 0 });
    case "gift-gems":
      return translate(text, "giftGems", { count: order.gems ?? 0, name: receiver });
    case "subscription":
      return translate(text, "subscriptionOf", { plan: planName(order.planKey) ?? "" });
    case "gift-subscription":
      return translate(text, "giftSubscription", { months: order.months ?? 0, name: receiver });
    case "group-plan":
      return translate(text, "groupPlanFor", { name: order.group?.name ?? translate(text, "yourGroup") });
  }
}

function billing(order: SimulatedOrder): string {
  if (!order.recurring) return translate(text, "chargedOnce");
  const every = order.recurring.intervalMonths;
  if (order.kind === "group-plan")
    return translate(text, "seatsEvery", {
      seats: order.recurring.quantity,
      price: formatPrice(order.recurring.unitAmount, order.currency),
      every,
    });
  return translate(text, "renewedEvery", { every });
}

const CLOSED: Record<string, keyof (typeof text)["en"]> = {
  paid: "closedPaid",
  declined: "closedDeclined",
  expired: "closedExpired",
  refunded: "closedRefunded",
  failed: "closedFailed",
};

export function Component() {
  const t = useT(text);
  const { sessionId = "" } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const order = useQuery(simulatedOrderQuery(sessionId));
  const [busy, setBusy] = useState<"pay" | "decline">();
  const [error, setError] = useState<string>();

  const act = async (action: "pay" | "decline") => {
    setBusy(action);
    setError(undefined);
    try {
      const result = action === "pay" ? await paySimulated(sessionId) : await declineSimulated(sessionId);
      await client.invalidateQueries({ queryKey: userKeys.all });
      void navigate(result.redirect, { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : translate(text, "simulatorUnreachable"));
      setBusy(undefined);
    }
  };

  return (
    <div className="game-page payment-simulator">
      <h1>{t("simulatorTitle")}</h1>
      <div className="notice simulator-warning" role="note">
        <p>
          <strong>{t("simulationStrong")}</strong> {t("simulationText")}
        </p>
      </div>
      {order.isPending ? (
        <p role="status">{t("loadingOrder")}</p>
      ) : order.isError ? (
        <LoadProblem error={order.error} subject="checkout" heading="h2" retry={() => order.refetch()} />
      ) : (
        <section className="card simulator-order" aria-labelledby="order-title">
          <h2 id="order-title">{t("yourOrder")}</h2>
          <dl>
            <dt>{t("item")}</dt>
            <dd data-testid="simulated-item">{whatIsBought(order.data)}</dd>
            <dt>{t("price")}</dt>
            <dd data-testid="simulated-price">{formatPrice(order.data.amount, order.data.currency)}</dd>
            <dt>{t("billing")}</dt>
            <dd>{billing(order.data)}</dd>
            {order.data.gift?.message && (
              <>
                <dt>{t("yourMessage")}</dt>
                <dd>{t("quoted", { text: order.data.gift.message })}</dd>
              </>
            )}
          </dl>
          {order.data.promo === "gemsPromo" && <p className="muted">{t("gemSale")}</p>}
          {order.data.promo === "g1g1" && <p className="muted">{t("giftOneGetOne")}</p>}
          {order.data.status !== "open" ? (
            <p role="status">
              {Object.hasOwn(CLOSED, order.data.status) ? t(CLOSED[order.data.status]) : order.data.status}{" "}
              <Link to="/">{t("backToTasks")}</Link>
            </p>
          ) : (
            <div className="actions">
              <button type="button" className="button" disabled={busy !== undefined} onClick={() => act("pay")}>
                {busy === "pay"
                  ? t("paying")
                  : t("paySimulated", { price: formatPrice(order.data.amount, order.data.currency) })}
              </button>
              <button
                type="button"
                className="button secondary"
                disabled={busy !== undefined}
                onClick={() => act("decline")}
              >
                {busy === "decline" ? t("declining") : t("decline")}
              </button>
            </div>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
