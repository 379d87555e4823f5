/**
 * The ways into the account: its password and the sign-in providers this server offers, each
 * connected or not. A provider can be disconnected only while another way in remains.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { User } from "../../../../content/rules/types";
import { unlinkProvider, type SignInNetwork } from "../../api/auth";
import { isApiError } from "../../api/client";
import { useAuthOptions } from "../../hooks/useAuthOptions";
import { notify } from "../../notifications/store";
import { NETWORK_LABELS, startTrip } from "../../signIn/trips";
import { Block } from "./SettingsPage";
import "../../signIn/signIn.css";
import account from "../../i18n/namespaces/account";
import { translate, useT } from "../../i18n";
import { userQuery } from "../../queries/user";

const NETWORKS: SignInNetwork[] = ["google", "apple"];

/** Accounts from before sign-in providers existed all have a password. */
export function hasPassword(user: User): boolean {
  return user.auth.local.has_password !== false;
}

export function SignInMethods({ user }: { user: User }) {
  const client = useQueryClient();
  const options = useAuthOptions();
  const t = useT(account);
  const [busy, setBusy] = useState<SignInNetwork>();
  const [error, setError] = useState<string>();
  const offered = options.data?.providers ?? [];
  const shown = NETWORKS.filter((network) => offered.includes(network) || user.auth[network]?.id);
  if (shown.length === 0) return null;
  const linked = NETWORKS.filter((network) => user.auth[network]?.id);

  const connect = async (network: SignInNetwork) => {
    setError(undefined);
    setBusy(network);
    try {
      await startTrip(network, "link");
    } catch (failure) {
      setBusy(undefined);
      setError(
        isApiError(failure)
          ? failure.messages.join(" ")
          : translate(account, "connectFailed", { network: NETWORK_LABELS[network] }),
      );
    }
  };
  const disconnect = async (network: SignInNetwork) => {
    setError(undefined);
    setBusy(network);
    try {
      await unlinkProvider(network);
      notify({ type: "success", text: translate(account, "disconnected", { network: NETWORK_LABELS[network] }) });
      await client.invalidateQueries({ queryKey: userQuery().queryKey });
    } catch (failure) {
      if (isApiError(failure)) setError(failure.messages.join(" "));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Block title={t("waysToLogIn")}>
      <ul className="sign-in-methods">
        <li>
          <span>
            {t.rich(hasPassword(user) ? "passwordSetLine" : "passwordUnsetLine", {
              name: <strong>{t("password")}</strong>,
            })}
          </span>
        </li>
        {shown.map((network) => {
          const connected = user.auth[network];
          const lastWay = Boolean(connected) && !hasPassword(user) && linked.length === 1;
          return (
            <li key={network}>
              <span>
                {t.rich(
                  connected ? (connected.emails[0]?.value ? "connectedAs" : "connectedLine") : "notConnectedLine",
                  { name: <strong>{NETWORK_LABELS[network]}</strong>, email: connected?.emails[0]?.value ?? "" },
                )}
                {lastWay && <span className="muted"> {t("onlyWay")}</span>}
              </span>
              {connected ? (
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy !== undefined || lastWay}
                  onClick={() => void disconnect(network)}
                >
                  {t("disconnectNetwork", { network: NETWORK_LABELS[network] })}
                </button>
              ) : offered.includes(network) ? (
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy !== undefined}
                  onClick={() => void connect(network)}
                >
                  {busy === network
                    ? t("openingNetwork", { network: NETWORK_LABELS[network] })
                    : t("connectNetwork", { network: NETWORK_LABELS[network] })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Block>
  );
}
