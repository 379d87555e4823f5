/**
 * Settings → site data: bringing an account from Habitica with its User ID and API token (the
 * server asks Habitica itself), and importing a data file (tasks, tags, history and settings;
 * items only where the operator trusts files).
 */
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { REQUEST_BODY_MAX_BYTES } from "../../../../content/data/constants";
import * as importApi from "../../api/accountImport";
import type { AccountImportSummary } from "../../api/accountImport";
import { isApiError } from "../../api/client";
import { Field } from "../../components/Field";
import text from "../../i18n/namespaces/accountImport";
import { translate, useT } from "../../i18n";
import { Block } from "./SettingsPage";
import { prepareDataFile } from "./importData";
import "./accountImport.css";
import { importOptionsQuery } from "../../queries/account";
import { taskKeys } from "../../queries/tasks";
import { userKeys } from "../../queries/user";

/** Every kind of item a summary counts, added up. */
const itemsBrought = (items: AccountImportSummary["items"]) =>
  Object.values(items ?? {}).reduce((sum: number, count: number) => sum + count, 0);

const SKIP_TEXTS = {
  challengeTasks: "skipChallengeTasks",
  groupTasks: "skipGroupTasks",
  finishedTodos: "skipFinishedTodos",
  withoutText: "skipWithoutText",
  challengeTags: "skipChallengeTags",
  overTaskLimit: "skipOverTaskLimit",
  overTagLimit: "skipOverTagLimit",
} as const;

/** One line per kind of thing left behind, in the language on screen. */
function skippedLines(summary: AccountImportSummary): string[] {
  return Object.entries(SKIP_TEXTS)
    .filter(([reason]) => summary.skipped[reason as keyof typeof SKIP_TEXTS] > 0)
    .map(([reason, key]) => translate(text, key, { count: summary.skipped[reason as keyof typeof SKIP_TEXTS] }));
}

function errorText(error: unknown, fallback: "failed" | "notAnExport"): string {
  return isApiError(error) ? error.messages.join(" ") : translate(text, fallback);
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: userKeys.all });
    void client.invalidateQueries({ queryKey: taskKeys.all });
  };
}

export function OriginalImport() {
  const t = useT(text);
  const options = useQuery(importOptionsQuery());
  const refresh = useRefresh();
  const [userId, setUserId] = useState("");
  const [apiToken, setApiToken] = useState("");
  const [busy, setBusy] = useState(false);
  /** A refusal of the credentials shows at the token; anything else (already here, Habitica down) below the form. */
  const [error, setError] = useState<{ text: string; credentials: boolean }>();
  const [done, setDone] = useState<AccountImportSummary>();
  const unavailable = options.data?.verified === false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      setDone(await importApi.importFromOriginal({ userId: userId.trim(), apiToken: apiToken.trim() }));
      setApiToken("");
      refresh();
    } catch (failure) {
      const credentials = isApiError(failure) && (failure.status === 400 || failure.status === 401);
      setError({ text: errorText(failure, "failed"), credentials });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Block title={t("originalTitle")} id="import-original">
      <p>{t("originalIntro")}</p>
      <div className="import-lists">
        <div>
          <h3>{t("comesTitle")}</h3>
          <ul>
            <li>{t("comesTasks")}</li>
            <li>{t("comesTags")}</li>
            <li>{t("comesSettings")}</li>
            <li>{t("comesItems")}</li>
          </ul>
        </div>
        <div>
          <h3>{t("staysTitle")}</h3>
          <ul>
            <li>{t("staysCurrencies")}</li>
            <li>{t("staysStats")}</li>
            <li>{t("staysAchievements")}</li>
            <li>{t("staysPurchases")}</li>
            <li>{t("staysSocial")}</li>
          </ul>
        </div>
      </div>
      <p className="muted">{t("addNotReplace")}</p>
      {unavailable ? (
        <p role="note" className="import-unavailable">
          {t("unavailable")}
        </p>
      ) : (
        <form onSubmit={submit} aria-label={t("originalTitle")} aria-busy={busy}>
          <h3>{t("whereTitle")}</h3>
          <p>{t("whereText")}</p>
          <Field
            label={t("userId")}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            required
            hint={t("credentialsHint")}
          />
          <Field
            label={t("apiToken")}
            type="password"
            value={apiToken}
            onChange={(event) => setApiToken(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            required
            hint={t("tokenPromise")}
            error={error?.credentials ? error.text : undefined}
          />
          {error && !error.credentials && (
            <p role="alert" className="field-error">
              {error.text}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="button" disabled={busy || !userId.trim() || !apiToken.trim()}>
              {busy ? t("bringing") : t("bring")}
            </button>
          </div>
        </form>
      )}
      {done && (
        <div className="import-report" role="status">
          <p>
            <strong>{t("broughtTitle")}</strong>
          </p>
          <p>
            {t("brought", {
              tasks: done.tasks,
              tags: done.tags,
              items: itemsBrought(done.items),
              settings: done.settings,
            })}
          </p>
          {skippedLines(done).length > 0 && (
            <>
              <p>{t("notImported")}</p>
              <ul>
                {skippedLines(done).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {done.leftOut.length > 0 && <p className="muted">{t("unknownHere", { keys: done.leftOut.join(", ") })}</p>}
        </div>
      )}
    </Block>
  );
}

interface Prepared {
  file: Record<string, unknown>;
  preview: AccountImportSummary;
}

export function FileImport() {
  const t = useT(text);
  const options = useQuery(importOptionsQuery());
  const refresh = useRefresh();
  const [prepared, setPrepared] = useState<Prepared>();
  const [fileError, setFileError] = useState<string>();
  const [reading, setReading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<AccountImportSummary>();
  const [importError, setImportError] = useState<string>();
  const fileItems = options.data?.fileItems === true;

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    setPrepared(undefined);
    setReport(undefined);
    setFileError(undefined);
    setImportError(undefined);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setReading(true);
    try {
      let data: unknown;
      try {
        data = JSON.parse(await chosen.text());
      } catch {
        setFileError(translate(text, "notAnExport"));
        return;
      }
      const file = prepareDataFile(data, { items: fileItems });
      if (!file) {
        setFileError(translate(text, "notAnExport"));
        return;
      }
      if (new TextEncoder().encode(JSON.stringify(file)).byteLength > REQUEST_BODY_MAX_BYTES) {
        setFileError(translate(text, "tooLarge"));
        return;
      }
      setPrepared({ file, preview: await importApi.importDataFile(file, true) });
    } catch (failure) {
      setFileError(errorText(failure, "notAnExport"));
    } finally {
      setReading(false);
    }
  };

  const apply = async () => {
    if (!prepared) return;
    setBusy(true);
    setImportError(undefined);
    try {
      setReport(await importApi.importDataFile(prepared.file));
      setPrepared(undefined);
      refresh();
    } catch (failure) {
      setImportError(errorText(failure, "failed"));
    } finally {
      setBusy(false);
    }
  };

  const preview = prepared?.preview;
  return (
    <Block title={t("fileTitle")} id="import-file-title">
      <p>{t("fileText")}</p>
      <p>{fileItems ? t("fileItemsAllowed") : t("fileNoItems")}</p>
      <div className="field">
        <label htmlFor="import-file">{t("exportFile")}</label>
        <input
          id="import-file"
          type="file"
          accept="application/json,.json"
          onChange={read}
          aria-describedby={fileError ? "import-error" : undefined}
        />
        {reading && <p className="muted">{t("checking")}</p>}
        {fileError && (
          <p id="import-error" className="field-error">
            {fileError}
          </p>
        )}
      </div>
      {preview && (
        <div className="import-plan" aria-live="polite">
          <p>{t("ready", { tasks: preview.tasks, tags: preview.tags, settings: preview.settings })}</p>
          {preview.items && <p>{t("itemsToo", { items: itemsBrought(preview.items) })}</p>}
          {preview.itemsAlreadyImported && <p>{t("itemsDone")}</p>}
          {skippedLines(preview).length > 0 && (
            <>
              <p>{t("notImported")}</p>
              <ul>
                {skippedLines(preview).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {importError && <p className="field-error">{importError}</p>}
          <button type="button" className="button" onClick={apply} disabled={busy}>
            {busy ? t("importing") : t("importNow")}
          </button>
        </div>
      )}
      {report && (
        <div className="import-report" role="status">
          <p>{t("imported", { tasks: report.tasks, tags: report.tags, settings: report.settings })}</p>
          {report.items && <p>{t("importedItems", { items: itemsBrought(report.items) })}</p>}
        </div>
      )}
    </Block>
  );
}
