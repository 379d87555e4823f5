/** Site data: export (JSON, history CSV), API credentials, and import of the open-source game's export. */
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { appearance } from "../../../../content/data/appearance";
import type { AppearanceKind } from "../../../../content/data/types";
import * as accountApi from "../../api/account";
import { isApiError } from "../../api/client";
import * as tagsApi from "../../api/tags";
import * as tasksApi from "../../api/tasks";
import * as userApi from "../../api/user";
import { notify } from "../../notifications/store";
import { userQuery } from "../../queries";
import { CopyButton } from "../../components/CopyButton";
import { Field } from "../../components/Field";
import { readAuth, saveAuth } from "../../settings";
import { Block, SettingsPage } from "./SettingsPage";
import { download, historyCsv, userDataJson } from "./exportData";
import { chunks, planImport, remapTags, type ImportPlan } from "./importData";
import text from "../../i18n/namespaces/siteData";
import { translate, useT } from "../../i18n";

const isFree = (kind: string, key: string) => appearance[kind as AppearanceKind]?.[key]?.price === 0;

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

interface ImportReport {
  tags: number;
  tasks: number;
  settings: number;
  items: number;
  skipped: string[];
  failed: string[];
}

function Import() {
  const t = useT(text);
  const client = useQueryClient();
  const user = useQuery(userQuery());
  const [plan, setPlan] = useState<ImportPlan>();
  const [fileError, setFileError] = useState<string>();
  const [report, setReport] = useState<ImportReport>();
  const [busy, setBusy] = useState(false);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    setPlan(undefined);
    setReport(undefined);
    setFileError(undefined);
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const data: unknown = JSON.parse(await file.text());
      setPlan(
        planImport(
          data,
          (user.data?.tags ?? []).map((tag) => tag.name),
          isFree,
        ),
      );
    } catch {
      setFileError(translate(text, "notAnExport"));
    }
  };
  const apply = async () => {
    if (!plan) return;
    setBusy(true);
    const failed: string[] = [];
    const newIds: Record<string, string> = Object.fromEntries(
      (user.data?.tags ?? []).map((tag) => [tag.name.toLowerCase(), tag.id]),
    );
    let tags = 0;
    for (const tag of plan.tags) {
      try {
        const created = await tagsApi.createTag(tag.name);
        newIds[tag.name.toLowerCase()] = created.id;
        tags += 1;
      } catch {
        failed.push(translate(text, "tagFailed", { name: tag.name }));
      }
    }
    let tasks = 0;
    for (const batch of chunks(remapTags(plan.tasks, plan.tagNames, newIds), 100)) {
      try {
        const created = await tasksApi.createTasks(batch);
        tasks += Array.isArray(created) ? created.length : 1;
      } catch {
        failed.push(translate(text, "tasksFailed", { count: batch.length }));
      }
    }
    let settings = 0;
    if (Object.keys(plan.settings).length) {
      try {
        await userApi.updateUser(plan.settings);
        settings = Object.keys(plan.settings).length;
      } catch {
        failed.push(translate(text, "settingsFailed"));
      }
    }
    let items = 0;
    if (plan.items) {
      try {
        const result = await userApi.importItems(plan.items.payload);
        items = Object.values(result.imported).reduce((sum, count) => sum + count, 0);
      } catch (error) {
        failed.push(
          error instanceof Error && error.message
            ? translate(text, "itemsFailedBecause", { reason: error.message })
            : translate(text, "itemsFailed"),
        );
      }
    }
    setReport({ tags, tasks, settings, items, skipped: plan.skipped, failed });
    setPlan(undefined);
    setBusy(false);
    void client.invalidateQueries({ queryKey: ["user"] });
    void client.invalidateQueries({ queryKey: ["tasks"] });
  };
  return (
    <Block title={t("importTitle")}>
      <p>{t("importText")}</p>
      <div className="field">
        <label htmlFor="import-file">{t("exportFile")}</label>
        <input
          id="import-file"
          type="file"
          accept="application/json,.json"
          onChange={read}
          aria-describedby={fileError ? "import-error" : undefined}
        />
        {fileError && (
          <p id="import-error" className="field-error">
            {fileError}
          </p>
        )}
      </div>
      {plan && (
        <div className="import-plan" aria-live="polite">
          <p>
            {t("ready", {
              tasks: plan.tasks.length,
              tags: plan.tags.length,
              settings: Object.keys(plan.settings).length,
            })}
          </p>
          {plan.items && <p>{t("itemsToo", { items: plan.items.summary.join(", ") })}</p>}
          {plan.skipped.length > 0 && (
            <>
              <p>{t("notImported")}</p>
              <ul>
                {plan.skipped.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <button type="button" className="button" onClick={apply} disabled={busy}>
            {busy ? t("importing") : t("importNow")}
          </button>
        </div>
      )}
      {report && (
        <div className="import-report" role="status">
          <p>
            {t("imported", { tasks: report.tasks, tags: report.tags, settings: report.settings, items: report.items })}
          </p>
          {report.failed.length > 0 && (
            <ul className="field-error">
              {report.failed.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {report.skipped.length > 0 && (
            <>
              <p>{t("skipped")}</p>
              <ul>
                {report.skipped.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Block>
  );
}

export function Component() {
  const t = useT(text);
  return (
    <SettingsPage title={t("title")} intro={t("intro")}>
      <Export />
      <Credentials />
      <Import />
    </SettingsPage>
  );
}
