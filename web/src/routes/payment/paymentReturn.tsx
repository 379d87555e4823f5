import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { LoadingScreen } from "../../components/LoadingScreen";
import { Component as NotFound } from "../notFound";
import { decidePaymentReturn, readPaymentState, savePaymentState } from "./paymentState";

/** /redirect/{redirect}: where the payment providers send the player back (spec §2). */
export function Component() {
  const { redirect = "" } = useParams();
  const navigate = useNavigate();
  const decision = decidePaymentReturn(redirect, readPaymentState());

  useEffect(() => {
    if (decision.kind === "notFound") return;
    if (decision.state) savePaymentState(decision.state);
    // PayPal opens its checkout in a window of its own, which closes when it is done.
    if (decision.kind === "close" && window.opener) {
      window.close();
      return;
    }
    navigate(decision.to, { replace: true });
    // The decision depends only on the address and the saved state read on arrival.
  }, [redirect]);

  if (decision.kind === "notFound") return <NotFound />;
  return <LoadingScreen label={redirect.includes("error") ? "Taking you back…" : "Finishing your payment…"} />;
}
