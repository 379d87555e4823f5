/** Bringing an account from the original game: what this server offers, the verified import, the data file import. */
import type { AccountImportSummary } from "../../../content/rules/importAccount";
import type { ImportOptions } from "../../../worker/api-types/account";
import { api } from "./client";

export type { AccountImportSummary, ImportOptions };

export function importOptions(): Promise<ImportOptions> {
  return api.get<ImportOptions>("/user/import/options", { quiet: true });
}

/** POST /user/import/original: the server reads the account from the original with these credentials. */
export function importFromOriginal(credentials: { userId: string; apiToken: string }): Promise<AccountImportSummary> {
  return api.post<AccountImportSummary>("/user/import/original", credentials, { quiet: true });
}

/** POST /user/import/file: the export (`dryRun` answers what it would bring, writing nothing). */
export function importDataFile(exported: Record<string, unknown>, dryRun = false): Promise<AccountImportSummary> {
  return api.post<AccountImportSummary>("/user/import/file", exported, {
    quiet: true,
    query: dryRun ? { dryRun: true } : undefined,
  });
}
