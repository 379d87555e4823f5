import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { LoadingScreen } from "../components/LoadingScreen";
import { Component as NotFound } from "./notFound";

/** The payment providers' return addresses (spec §2). Payments come later; until then each goes home to tasks. */
const RETURNS = new Set(["paypal-success-checkout", "paypal-success-subscribe", "stripe-success-checkout", "stripe-error-checkout"]);
const CLOSES_WINDOW = new Set(["paypal-success-checkout", "paypal-success-subscribe"]);

export function Component() {
  const { redirect = "" } = useParams();
  const navigate = useNavigate();
  const known = RETURNS.has(redirect);

  useEffect(() => {
    if (!known) return;
    // PayPal opens its checkout in a window of its own; that window closes when done.
    if (CLOSES_WINDOW.has(redirect) && window.opener) window.close();
    navigate("/", { replace: true });
  }, [known, redirect, navigate]);

  if (!known) return <NotFound />;
  return <LoadingScreen label="Finishing your payment…" />;
}
