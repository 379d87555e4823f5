/** Bringing an account from the original game: what this server offers, the verified import, the data file import. */
import type { AccountImportSummary } from "../../../content/rules/importAccount";
import { api } from "./client";

export type { AccountImportSummary };

export interface ImportOptions {
  /** The verified import is set up on this server. */
  verified: boolean;
  /** An uploaded file may bring owned items here (the operator trusts files). */
  fileItems: boolean;
}

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
