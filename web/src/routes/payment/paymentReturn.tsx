import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { LoadingScreen } from "../../components/LoadingScreen";
import { notify } from "../../notifications/store";
import { Component as NotFound } from "../notFound";
import { decidePaymentReturn, readPaymentState, savePaymentState, type PaymentState } from "./paymentState";
import text from "../../i18n/namespaces/payments";
import { translate, useT } from "../../i18n";
import { groupPlanKeys } from "../../queries/groupPlans";
import { paymentKeys } from "../../queries/payments";
import { userKeys } from "../../queries/user";

const THANKS: Record<PaymentState["paymentType"], keyof (typeof text)["en"]> = {
  gems: "thanksGems",
  subscription: "thanksSubscription",
  "gift-gems": "thanksGiftGems",
  "gift-subscription": "thanksGiftSubscription",
  groupPlan: "thanksGroupPlan",
};

/** /redirect/{redirect}: where the payment providers send the player back (spec §2). */
export function Component() {
  const t = useT(text);
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
    void client.invalidateQueries({ queryKey: userKeys.all });
    void client.invalidateQueries({ queryKey: groupPlanKeys.plans });
    void client.invalidateQueries({ queryKey: paymentKeys.subscription });
    if (redirect === "stripe-success-checkout")
      notify({
        type: "success",
        text: translate(
          text,
          saved && Object.hasOwn(THANKS, saved.paymentType) ? THANKS[saved.paymentType] : "thanksPlain",
        ),
      });
    if (redirect === "stripe-error-checkout") notify({ type: "info", text: translate(text, "notCompleted") });
    void navigate(decision.to, { replace: true });
    // The decision depends only on the address and the saved state read on arrival.
  }, [redirect]);

  if (decision.kind === "notFound") return <NotFound />;
  return <LoadingScreen label={redirect.includes("error") ? t("takingBack") : t("finishing")} />;
}
