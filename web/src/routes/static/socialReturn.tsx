/**
 * Where a sign-in provider sends the browser back: /static/google-redirect for Google, and
 * /static/apple-redirect for Apple (whose form post the server hands on here). The trip must be
 * one this tab started; then the provider's answer is sent to the server, which logs in,
 * registers or links, and the player goes on to where they were heading.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { appleSignIn, socialSignIn, type SignInNetwork, type SignInResult } from "../../api/auth";
import { isApiError } from "../../api/client";
import { socialEmailOf } from "../../api/errors";
import { SOCIAL_EMAIL_KEY } from "../../api/sync";
import { notify } from "../../notifications/store";
import { isLoggedIn, saveAuth } from "../../settings";
import {
  NETWORK_LABELS,
  startTrip,
  takeSocialEmail,
  takeSocialMessage,
  takeTrip,
  landingAfterTrip,
  type SignInTrip,
} from "../../signIn/trips";
import account from "../../i18n/namespaces/account";
import { translate, useT } from "../../i18n";
import "./static.css";
import { queryClient } from "../../queries/client";
import { userKeys } from "../../queries/user";

type Outcome =
  | { kind: "working" }
  | { kind: "nothing" }
  | { kind: "cancelled"; purpose?: SignInTrip["purpose"] }
  | { kind: "stranger" }
  | { kind: "refused"; trip: SignInTrip; email?: string; message?: string };

async function finish(
  network: SignInNetwork,
  trip: SignInTrip,
  params: URLSearchParams,
): Promise<SignInResult | undefined> {
  const allowRegister = trip.purpose !== "login";
  if (network === "google") {
    return socialSignIn(
      {
        network,
        allowRegister,
        authResponse: { code: params.get("code") ?? undefined, state: params.get("state") ?? undefined },
      },
      trip.groupInvite,
    );
  }
  try {
    return await appleSignIn({
      code: params.get("code") ?? undefined,
      state: params.get("state") ?? undefined,
      name: params.get("name") ?? undefined,
      allowRegister,
      groupInvite: trip.groupInvite,
    });
  } catch (error) {
    // The same rule as for the POST (spec §8): keep the address the refusal names.
    const email = isApiError(error) ? socialEmailOf(error.message) : undefined;
    if (email) sessionStorage.setItem(SOCIAL_EMAIL_KEY, email);
    throw error;
  }
}

export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  const network: SignInNetwork = location.pathname.includes("google") ? "google" : "apple";
  const label = NETWORK_LABELS[network];
  const [outcome, setOutcome] = useState<Outcome>({ kind: "working" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(location.search);
    if (params.get("error")) {
      setOutcome({ kind: "cancelled", purpose: takeTrip(network, params.get("state"))?.purpose });
      return;
    }
    if (!params.get("code")) {
      setOutcome({ kind: "nothing" });
      return;
    }
    const trip = takeTrip(network, params.get("state"));
    if (!trip || (trip.purpose === "link" && !isLoggedIn())) {
      setOutcome({ kind: "stranger" });
      return;
    }
    finish(network, trip, params)
      .then((result) => {
        if (!result) {
          setOutcome({ kind: "refused", trip, email: takeSocialEmail(), message: takeSocialMessage() });
          return;
        }
        if (trip.purpose === "link") {
          notify({ type: "success", text: translate(account, "networkConnected", { network: label }) });
          void queryClient.invalidateQueries({ queryKey: userKeys.all });
          void navigate("/user/settings/general", { replace: true });
          return;
        }
        saveAuth({ apiId: result.id, apiToken: result.apiToken });
        queryClient.clear();
        void navigate(landingAfterTrip(trip, result.newUser), { replace: true });
      })
      .catch((error: unknown) =>
        setOutcome({
          kind: "refused",
          trip,
          email: takeSocialEmail(),
          message: isApiError(error) ? error.message : undefined,
        }),
      );
  }, [label, location.search, navigate, network]);

  return (
    <article className="static-page social-return" aria-labelledby="page-title">
      <h1 id="page-title">{translate(account, "signingInWith", { network: label })}</h1>
      <Result outcome={outcome} network={network} label={label} />
    </article>
  );
}

function Result({ outcome, network, label }: { outcome: Outcome; network: SignInNetwork; label: string }) {
  const [restartError, setRestartError] = useState<string>();
  const restart = (purpose: SignInTrip["purpose"]) =>
    startTrip(network, purpose).catch(() => setRestartError(translate(account, "restartFailed", { network: label })));
  const t = useT(account);
  const back = isLoggedIn() ? (
    <Link to="/user/settings/general">{t("backToSettings")}</Link>
  ) : (
    <Link to="/login">{t("backToLoginPage")}</Link>
  );

  switch (outcome.kind) {
    case "working":
      return <p role="status">{t("finishing", { network: label })}</p>;
    case "nothing":
      return <p>{t.rich("nothingToFinish", { back })}</p>;
    case "cancelled":
      return <p role="alert">{t.rich("cancelled", { network: label, back })}</p>;
    case "stranger":
      return <p role="alert">{t.rich("stranger", { back })}</p>;
    case "refused": {
      const { trip, email } = outcome;
      if (trip.purpose === "link") {
        return (
          <div role="alert">
            <p>{outcome.message ?? t("linkRefused", { network: label })}</p>
            <p>{t.rich("backSentence", { back })}</p>
          </div>
        );
      }
      if (email) {
        return (
          <div role="alert">
            <p>{t.rich("refusedAs", { network: label, email: <strong>{email}</strong> })}</p>
            <p>
              {t.rich("alreadyPlay", {
                network: label,
                login: <Link to="/login">{t("logInWithPassword")}</Link>,
                reset: <Link to="/forgot-password">{t("getResetLink")}</Link>,
              })}
            </p>
            <p>{t("newHereWith", { network: label })}</p>
            {restartError && <p className="form-error">{restartError}</p>}
            <button type="button" className="button" onClick={() => void restart("register")}>
              {t("signUpWith", { network: label })}
            </button>
          </div>
        );
      }
      return (
        <div role="alert">
          <p>{t("pleaseTryAgain", { reason: outcome.message ?? t("didNotWork", { network: label }) })}</p>
          {restartError && <p className="form-error">{restartError}</p>}
          <p>
            <button type="button" className="button" onClick={() => void restart(trip.purpose)}>
              {t("tryAgainWith", { network: label })}
            </button>
          </p>
          <p>{t.rich("backSentence", { back })}</p>
        </div>
      );
    }
  }
}
