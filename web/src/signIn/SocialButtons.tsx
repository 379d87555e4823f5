/** "Continue with Google / Apple" on the sign-in screens: only the providers this server has set up. */
import { useState } from "react";
import { isApiError } from "../api/client";
import type { SignInNetwork } from "../api/auth";
import { useAuthOptions } from "../hooks/useAuthOptions";
import { NETWORK_LABELS, startTrip, type TripPurpose } from "./trips";
import "./signIn.css";
import account from "../i18n/namespaces/account";
import { translate, useT } from "../i18n";

export function SocialButtons({
  purpose,
  redirectTo,
  groupInvite,
}: {
  purpose: TripPurpose;
  redirectTo?: string;
  groupInvite?: string;
}) {
  const options = useAuthOptions();
  const t = useT(account);
  const [leaving, setLeaving] = useState<SignInNetwork>();
  const [error, setError] = useState<string>();
  const providers = options.data?.providers ?? [];
  if (providers.length === 0) return null;

  async function go(network: SignInNetwork) {
    setError(undefined);
    setLeaving(network);
    try {
      await startTrip(network, purpose, { redirectTo, groupInvite });
    } catch (caught) {
      setLeaving(undefined);
      setError(
        isApiError(caught)
          ? caught.messages.join(" ")
          : translate(account, "startFailed", { network: NETWORK_LABELS[network] }),
      );
    }
  }

  return (
    <div className="social-sign-in">
      <p className="social-divider">
        <span>{t("or")}</span>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {providers.map((network) => (
        <button
          key={network}
          type="button"
          className={`button secondary block social-button social-${network}`}
          disabled={leaving !== undefined}
          onClick={() => void go(network)}
        >
          {leaving === network
            ? t("openingNetwork", { network: NETWORK_LABELS[network] })
            : t(purpose === "register" ? "signUpWith" : "continueWith", { network: NETWORK_LABELS[network] })}
        </button>
      ))}
    </div>
  );
}
