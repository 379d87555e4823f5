import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { LoadingScreen } from "../../components/LoadingScreen";
import { notify } from "../../notifications/store";
import { Component as NotFound } from "../notFound";
import { decidePaymentReturn, readPaymentState, savePaymentState, type PaymentState } from "./paymentState";

const THANKS: Record<PaymentState["paymentType"], string> = {
  gems: "Thank you! Your gems are in your purse.",
  subscription: "Thank you for subscribing! Your perks are ready.",
  "gift-gems": "Thank you! Your gift of gems is on its way.",
  "gift-subscription": "Thank you! Your gift of a subscription is on its way.",
  groupPlan: "Thank you! Your group plan is ready.",
};

/** /redirect/{redirect}: where the payment providers send the player back (spec §2). */
export function Component() {
  const { redirect = "" } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const saved = readPaymentState();
  const decision = decidePaymentReturn(redirect, saved);

  useEffect(() => {
    if (decision.kind === "notFound") return;
    if (decision.state) savePaymentState(decision.state);
    // PayPal opens its checkout in a window of its own, which closes when it is done.
    if (decision.kind === "close" && window.opener) {
      window.close();
      return;
    }
    // What was bought shows on the player and their groups once reloaded.
    void client.invalidateQueries({ queryKey: ["user"] });
    void client.invalidateQueries({ queryKey: ["group-plans"] });
    void client.invalidateQueries({ queryKey: ["subscription"] });
    if (redirect === "stripe-success-checkout") notify({ type: "success", text: saved ? THANKS[saved.paymentType] : "Thank you! Your payment went through." });
    if (redirect === "stripe-error-checkout") notify({ type: "info", text: "The payment was not completed, and nothing was charged." });
    navigate(decision.to, { replace: true });
    // The decision depends only on the address and the saved state read on arrival.
  }, [redirect]);

  if (decision.kind === "notFound") return <NotFound />;
  return <LoadingScreen label={redirect.includes("error") ? "Taking you back…" : "Finishing your payment…"} />;
}
