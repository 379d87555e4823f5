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
import { safeRedirectTarget, usernamePathFor } from "../../navigation/guard";
import { notify } from "../../notifications/store";
import { queryClient } from "../../queries";
import { isLoggedIn, saveAuth } from "../../settings";
import { NETWORK_LABELS, startTrip, takeSocialEmail, takeTrip, type SignInTrip } from "../../signIn/trips";
import "./static.css";

type Outcome =
  | { kind: "working" }
  | { kind: "nothing" }
  | { kind: "cancelled"; purpose?: SignInTrip["purpose"] }
  | { kind: "stranger" }
  | { kind: "refused"; trip: SignInTrip; email?: string; message?: string };

async function finish(network: SignInNetwork, trip: SignInTrip, params: URLSearchParams): Promise<SignInResult | undefined> {
  const allowRegister = trip.purpose !== "login";
  if (network === "google") {
    return socialSignIn({ network, allowRegister, authResponse: { code: params.get("code") ?? undefined, state: params.get("state") ?? undefined } }, trip.groupInvite);
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
          setOutcome({ kind: "refused", trip, email: takeSocialEmail() });
          return;
        }
        if (trip.purpose === "link") {
          notify({ type: "success", text: `${label} is now connected to your account.` });
          void queryClient.invalidateQueries({ queryKey: ["user"] });
          navigate("/user/settings/general", { replace: true });
          return;
        }
        saveAuth({ apiId: result.id, apiToken: result.apiToken });
        queryClient.clear();
        const target = safeRedirectTarget(trip.redirectTo);
        // A new account picks its name first; the guard would send it there anyway.
        navigate(result.newUser ? usernamePathFor(target, "") : target, { replace: true });
      })
      .catch((error: unknown) => setOutcome({ kind: "refused", trip, email: takeSocialEmail(), message: isApiError(error) ? error.message : undefined }));
  }, [label, location.search, navigate, network]);

  return (
    <article className="static-page social-return" aria-labelledby="page-title">
      <h1 id="page-title">Signing in with {label}</h1>
      <Result outcome={outcome} network={network} label={label} />
    </article>
  );
}

function Result({ outcome, network, label }: { outcome: Outcome; network: SignInNetwork; label: string }) {
  const [restartError, setRestartError] = useState<string>();
  const restart = (purpose: SignInTrip["purpose"]) =>
    startTrip(network, purpose).catch(() => setRestartError(`We could not reach the server to start again with ${label}.`));
  const back = isLoggedIn() ? <Link to="/user/settings/general">Back to the settings</Link> : <Link to="/login">Back to the login page</Link>;

  switch (outcome.kind) {
    case "working":
      return <p role="status">Finishing your sign-in with {label}…</p>;
    case "nothing":
      return <p>There is no sign-in to finish here. {back}.</p>;
    case "cancelled":
      return (
        <p role="alert">
          {label} did not sign you in (it may have been cancelled). {back}.
        </p>
      );
    case "stranger":
      return (
        <p role="alert">
          This sign-in was not started from this browser tab, or it took too long, so we did not finish it. Please start again. {back}.
        </p>
      );
    case "refused": {
      const { trip, email } = outcome;
      if (trip.purpose === "link") {
        return (
          <div role="alert">
            <p>{outcome.message ?? `We could not connect this ${label} account to yours. It may already belong to another player.`}</p>
            <p>{back}.</p>
          </div>
        );
      }
      if (email) {
        return (
          <div role="alert">
            <p>
              We could not sign you in with {label} as <strong>{email}</strong>.
            </p>
            <p>
              If you already play with that address, <Link to="/login">log in with your password</Link>, then connect {label} under Settings. Forgot the password?{" "}
              <Link to="/forgot-password">Get a link to set a new one</Link>.
            </p>
            <p>New here? Make an account with {label}:</p>
            {restartError && <p className="form-error">{restartError}</p>}
            <button type="button" className="button" onClick={() => void restart("register")}>
              Sign up with {label}
            </button>
          </div>
        );
      }
      return (
        <div role="alert">
          <p>{outcome.message ?? `Signing in with ${label} did not work.`} Please try again.</p>
          {restartError && <p className="form-error">{restartError}</p>}
          <p>
            <button type="button" className="button" onClick={() => void restart(trip.purpose)}>
              Try again with {label}
            </button>
          </p>
          <p>{back}.</p>
        </div>
      );
    }
  }
}
