/** Site data: export (JSON, history CSV), API credentials, and bringing an account from Habitica. */
import { useState, type FormEvent } from "react";
import * as accountApi from "../../api/account";
import { isApiError } from "../../api/client";
import * as tasksApi from "../../api/tasks";
import * as userApi from "../../api/user";
import { notify } from "../../notifications/store";
import { CopyButton } from "../../components/CopyButton";
import { Field } from "../../components/Field";
import { readAuth, saveAuth } from "../../settings";
import { Block, SettingsPage } from "./SettingsPage";
import { FileImport, OriginalImport } from "./AccountImport";
import { download, historyCsv, userDataJson } from "./exportData";
import text from "../../i18n/namespaces/siteData";
import { translate, useT } from "../../i18n";

function Export() {
  const t = useT(text);
  const [busy, setBusy] = useState<string>();
  const run = async (kind: "json" | "csv") => {
    setBusy(kind);
    try {
      const [user, tasks] = await Promise.all([userApi.getUser(), tasksApi.getUserTasks()]);
      const stamp = new Date().toISOString().slice(0, 10);
      if (kind === "json") download(`habitforge-data-${stamp}.json`, userDataJson(user, tasks), "application/json");
      else download(`habitforge-history-${stamp}.csv`, historyCsv(tasks, user), "text/csv");
      notify({ type: "success", text: translate(text, kind === "json" ? "dataDownloading" : "historyDownloading") });
    } catch {
      // Shown by the notification area.
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Block title={t("exportTitle")}>
      <p>{t("exportText")}</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => run("json")} disabled={busy !== undefined}>
          {t("downloadJson")}
        </button>
        <button type="button" className="button secondary" onClick={() => run("csv")} disabled={busy !== undefined}>
          {t("downloadCsv")}
        </button>
      </div>
    </Block>
  );
}

function Credentials() {
  const t = useT(text);
  const [auth, setAuth] = useState(readAuth);
  const [shown, setShown] = useState(false);
  const [password, setPassword] = useState("");
  const [renewError, setRenewError] = useState<string>();
  const [renewing, setRenewing] = useState(false);
  const renew = async (event: FormEvent) => {
    event.preventDefault();
    if (!auth) return;
    setRenewError(undefined);
    setRenewing(true);
    try {
      const { apiToken } = await accountApi.newApiToken(password);
      saveAuth({ apiId: auth.apiId, apiToken });
      setAuth(readAuth());
      setPassword("");
      setShown(true);
      notify({ type: "success", text: translate(text, "newToken") });
    } catch (error) {
      setRenewError(isApiError(error) ? error.messages.join(" ") : translate(text, "tokenFailed"));
    } finally {
      setRenewing(false);
    }
  };
  return (
    <Block title={t("credentialsTitle")}>
      <p>{t("credentialsText")}</p>
      <dl className="credentials">
        <dt>{t("userId")}</dt>
        <dd>
          <code id="api-user-id" data-testid="api-user-id">
            {auth?.apiId}
          </code>{" "}
          {auth && <CopyButton value={auth.apiId} label={t("copyUserId")} targetId="api-user-id" />}
        </dd>
        <dt>{t("apiToken")}</dt>
        <dd>
          <code id="api-token" data-testid="api-token">
            {shown ? auth?.apiToken : "••••••••-••••-••••-••••-••••••••••••"}
          </code>{" "}
          <button type="button" className="link-button" onClick={() => setShown(!shown)} aria-pressed={shown}>
            {shown ? t("hideToken") : t("showToken")}
          </button>{" "}
          {auth && <CopyButton value={auth.apiToken} label={t("copyToken")} />}
        </dd>
      </dl>
      <p className="muted">
        {t.rich("apiHint", {
          address: <code>{window.location.origin}/api/v4</code>,
          userHeader: <code>x-api-user</code>,
          keyHeader: <code>x-api-key</code>,
        })}
      </p>
      <form className="field-row" onSubmit={renew} aria-label={t("getNewToken")}>
        <Field
          label={t("password")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          error={renewError}
          hint={t("tokenHint")}
        />
        <button type="submit" className="button secondary" disabled={renewing || !password}>
          {renewing ? t("replacing") : t("getNewToken")}
        </button>
      </form>
    </Block>
  );
}

export function Component() {
  const t = useT(text);
  return (
    <SettingsPage title={t("title")} intro={t("intro")}>
      <Export />
      <Credentials />
      <OriginalImport />
      <FileImport />
    </SettingsPage>
  );
}
