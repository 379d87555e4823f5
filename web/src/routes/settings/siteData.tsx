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

const isFree = (kind: string, key: string) => appearance[kind as AppearanceKind]?.[key]?.price === 0;

function Export() {
  const [busy, setBusy] = useState<string>();
  const run = async (kind: "json" | "csv") => {
    setBusy(kind);
    try {
      const [user, tasks] = await Promise.all([userApi.getUser(), tasksApi.getUserTasks()]);
      const stamp = new Date().toISOString().slice(0, 10);
      if (kind === "json") download(`habitforge-data-${stamp}.json`, userDataJson(user, tasks), "application/json");
      else download(`habitforge-history-${stamp}.csv`, historyCsv(tasks, user), "text/csv");
      notify({ type: "success", text: kind === "json" ? "Your data is downloading." : "Your history is downloading." });
    } catch {
      // Shown by the notification area.
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Block title="Export your data">
      <p>Download a copy of everything about your hero and tasks, or the history of your habits, dailies and experience as a spreadsheet.</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => run("json")} disabled={busy !== undefined}>
          Download all data (JSON)
        </button>
        <button type="button" className="button secondary" onClick={() => run("csv")} disabled={busy !== undefined}>
          Download history (CSV)
        </button>
      </div>
    </Block>
  );
}

function Credentials() {
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
      notify({ type: "success", text: "You have a new API token. Tools that used the old one need this one now." });
    } catch (error) {
      setRenewError(isApiError(error) ? error.messages.join(" ") : "The token could not be replaced. Try again.");
    } finally {
      setRenewing(false);
    }
  };
  return (
    <Block title="API credentials">
      <p>Tools and scripts that work with your account need these two values. Keep the token secret: it works like a password.</p>
      <dl className="credentials">
        <dt>User ID</dt>
        <dd>
          <code id="api-user-id" data-testid="api-user-id">
            {auth?.apiId}
          </code>{" "}
          {auth && <CopyButton value={auth.apiId} label="Copy user ID" targetId="api-user-id" />}
        </dd>
        <dt>API token</dt>
        <dd>
          <code id="api-token" data-testid="api-token">
            {shown ? auth?.apiToken : "••••••••-••••-••••-••••-••••••••••••"}
          </code>{" "}
          <button type="button" className="link-button" onClick={() => setShown(!shown)} aria-pressed={shown}>
            {shown ? "Hide token" : "Show token"}
          </button>{" "}
          {auth && <CopyButton value={auth.apiToken} label="Copy API token" />}
        </dd>
      </dl>
      <p className="muted">
        The API lives at <code>{window.location.origin}/api/v4</code>; send these values as the <code>x-api-user</code> and <code>x-api-key</code> headers.
      </p>
      <form className="field-row" onSubmit={renew} aria-label="Get a new API token">
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
          error={renewError}
          hint="If your token leaked, get a new one: the old token stops working at once."
        />
        <button type="submit" className="button secondary" disabled={renewing || !password}>
          {renewing ? "Replacing…" : "Get a new API token"}
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
      setPlan(planImport(data, (user.data?.tags ?? []).map((tag) => tag.name), isFree));
    } catch {
      setFileError("This file is not a JSON data export. Choose the userdata.json file you downloaded from the other game.");
    }
  };
  const apply = async () => {
    if (!plan) return;
    setBusy(true);
    const failed: string[] = [];
    const newIds: Record<string, string> = Object.fromEntries((user.data?.tags ?? []).map((tag) => [tag.name.toLowerCase(), tag.id]));
    let tags = 0;
    for (const tag of plan.tags) {
      try {
        const created = await tagsApi.createTag(tag.name);
        newIds[tag.name.toLowerCase()] = created.id;
        tags += 1;
      } catch {
        failed.push(`The tag "${tag.name}" could not be created.`);
      }
    }
    let tasks = 0;
    for (const batch of chunks(remapTags(plan.tasks, plan.tagNames, newIds), 100)) {
      try {
        const created = await tasksApi.createTasks(batch);
        tasks += Array.isArray(created) ? created.length : 1;
      } catch {
        failed.push(`${batch.length} tasks could not be created.`);
      }
    }
    let settings = 0;
    if (Object.keys(plan.settings).length) {
      try {
        await userApi.updateUser(plan.settings);
        settings = Object.keys(plan.settings).length;
      } catch {
        failed.push("Your settings could not be copied.");
      }
    }
    let items = 0;
    if (plan.items) {
      try {
        const result = await userApi.importItems(plan.items.payload);
        items = Object.values(result.imported).reduce((sum, count) => sum + count, 0);
      } catch (error) {
        failed.push(error instanceof Error && error.message ? `Your items: ${error.message}` : "Your items could not be brought in.");
      }
    }
    setReport({ tags, tasks, settings, items, skipped: plan.skipped, failed });
    setPlan(undefined);
    setBusy(false);
    void client.invalidateQueries({ queryKey: ["user"] });
    void client.invalidateQueries({ queryKey: ["tasks"] });
  };
  return (
    <Block title="Import from the open-source game">
      <p>Coming from the open-source habit game? Download your data there (its userdata.json file) and bring your tasks, tags, settings and items along.</p>
      <div className="field">
        <label htmlFor="import-file">Data export file</label>
        <input id="import-file" type="file" accept="application/json,.json" onChange={read} aria-describedby={fileError ? "import-error" : undefined} />
        {fileError && (
          <p id="import-error" className="field-error">
            {fileError}
          </p>
        )}
      </div>
      {plan && (
        <div className="import-plan" aria-live="polite">
          <p>
            Ready to import <strong>{plan.tasks.length}</strong> {plan.tasks.length === 1 ? "task" : "tasks"}, <strong>{plan.tags.length}</strong> new {plan.tags.length === 1 ? "tag" : "tags"} and <strong>{Object.keys(plan.settings).length}</strong> {Object.keys(plan.settings).length === 1 ? "setting" : "settings"}.
          </p>
          {plan.items && <p>Your items come along too: {plan.items.summary.join(", ")}. Items can be brought in once.</p>}
          {plan.skipped.length > 0 && (
            <>
              <p>These will not be imported:</p>
              <ul>
                {plan.skipped.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <button type="button" className="button" onClick={apply} disabled={busy}>
            {busy ? "Importing…" : "Import now"}
          </button>
        </div>
      )}
      {report && (
        <div className="import-report" role="status">
          <p>
            Imported {report.tasks} {report.tasks === 1 ? "task" : "tasks"}, {report.tags} {report.tags === 1 ? "tag" : "tags"}, {report.settings} {report.settings === 1 ? "setting" : "settings"} and {report.items} {report.items === 1 ? "kind of item" : "kinds of items"}.
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
              <p>Skipped:</p>
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
  return (
    <SettingsPage title="Site data" intro="Your data is yours: take it with you, or bring it here.">
      <Export />
      <Credentials />
      <Import />
    </SettingsPage>
  );
}
