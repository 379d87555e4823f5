/**
 * /payments/simulator/{sessionId}: the built-in payment simulator's checkout, used when this
 * server takes no real payments. It says plainly that nothing is charged; Pay and Decline send
 * the player back through the same return addresses a real payment provider uses.
 */
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { declineSimulated, paySimulated, simulatedOrder, type SimulatedOrder } from "../../api/payments";
import { isApiError } from "../../api/client";
import { formatPrice, PLAN_NAMES } from "../../payments/checkout";
import "../common/game.css";
import "./payment.css";

function whatIsBought(order: SimulatedOrder): string {
  switch (order.kind) {
    case "gems":
      return `${order.gems} gems`;
    case "gift-gems":
      return `${order.gems} gems for ${order.gift?.receiverName ?? "another player"}`;
    case "subscription":
      return `Subscription: ${PLAN_NAMES[order.planKey ?? ""] ?? order.planKey}`;
    case "gift-subscription":
      return `${order.months === 1 ? "1 month" : `${order.months} months`} of subscription for ${order.gift?.receiverName ?? "another player"}`;
    case "group-plan":
      return `Group plan for "${order.group?.name ?? "your group"}"`;
  }
}

function billing(order: SimulatedOrder): string {
  if (!order.recurring) return "Charged once.";
  const every = order.recurring.intervalMonths === 1 ? "every month" : `every ${order.recurring.intervalMonths} months`;
  if (order.kind === "group-plan") return `${order.recurring.quantity} seats at ${formatPrice(order.recurring.unitAmount, order.currency)}, renewed ${every} until cancelled.`;
  return `Renewed ${every} until cancelled.`;
}

const CLOSED: Record<string, string> = {
  paid: "This checkout has been paid.",
  declined: "This checkout was declined.",
  expired: "This checkout expired.",
  refunded: "This checkout was paid and then refunded.",
  failed: "This checkout could not be opened.",
};

export function Component() {
  const { sessionId = "" } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const order = useQuery({ queryKey: ["simulated-order", sessionId], queryFn: () => simulatedOrder(sessionId), retry: false });
  const [busy, setBusy] = useState<"pay" | "decline">();
  const [error, setError] = useState<string>();

  const act = async (action: "pay" | "decline") => {
    setBusy(action);
    setError(undefined);
    try {
      const result = action === "pay" ? await paySimulated(sessionId) : await declineSimulated(sessionId);
      await client.invalidateQueries({ queryKey: ["user"] });
      navigate(result.redirect, { replace: true });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "The simulator could not be reached. Please try again.");
      setBusy(undefined);
    }
  };

  return (
    <div className="game-page payment-simulator">
      <h1>Payment simulator</h1>
      <div className="notice simulator-warning" role="note">
        <p>
          <strong>This is a simulation.</strong> This server takes no real payments: no card is needed, nothing is charged and no money moves. Paying here
          grants the purchase exactly as a real payment would.
        </p>
      </div>
      {order.isPending ? (
        <p role="status">Loading the order…</p>
      ) : order.isError ? (
        <section className="card" role="alert">
          <p>{isApiError(order.error) ? order.error.message : "The order could not be loaded."}</p>
          <p>
            <Link to="/">Back to your tasks</Link>
          </p>
        </section>
      ) : (
        <section className="card simulator-order" aria-labelledby="order-title">
          <h2 id="order-title">Your order</h2>
          <dl>
            <dt>Item</dt>
            <dd data-testid="simulated-item">{whatIsBought(order.data)}</dd>
            <dt>Price</dt>
            <dd data-testid="simulated-price">{formatPrice(order.data.amount, order.data.currency)}</dd>
            <dt>Billing</dt>
            <dd>{billing(order.data)}</dd>
            {order.data.gift?.message && (
              <>
                <dt>Your message</dt>
                <dd>“{order.data.gift.message}”</dd>
              </>
            )}
          </dl>
          {order.data.promo === "gemsPromo" && <p className="muted">A gem sale is on: this pack comes with extra gems.</p>}
          {order.data.promo === "g1g1" && <p className="muted">Gift one, get one: you receive the same subscription for yourself.</p>}
          {order.data.status !== "open" ? (
            <p role="status">
              {CLOSED[order.data.status]} <Link to="/">Back to your tasks</Link>
            </p>
          ) : (
            <div className="actions">
              <button type="button" className="button" disabled={busy !== undefined} onClick={() => act("pay")}>
                {busy === "pay" ? "Paying…" : `Pay ${formatPrice(order.data.amount, order.data.currency)} (simulated)`}
              </button>
              <button type="button" className="button secondary" disabled={busy !== undefined} onClick={() => act("decline")}>
                {busy === "decline" ? "Declining…" : "Decline"}
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
