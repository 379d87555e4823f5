/**
 * Bringing a player's account from the original game, as one guarded write: the user document,
 * the new tasks and (for the verified import) the claim of the original account go into the same
 * D1 batch, so the import happens whole or not at all.
 *
 * - Verified: our server reads the account from the original's API with the player's
 *   credentials (lib/originalGame.ts); tasks, tags, settings, history and owned items come
 *   across, and the original account is claimed: it can be brought to this server once.
 * - File: a data export the player uploaded. Nothing in it can be checked, so it brings tasks,
 *   tags, checklists, history and settings only — items too only where the operator trusts files
 *   (IMPORT_TRUSTS_FILES=true), under the file rules of content/rules/importItems.ts.
 */
import { GameError } from "../../content/rules/errors";
import { type AccountImportSummary, type AccountSource, importAccount } from "../../content/rules/importAccount";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { claimOriginalImportStatement, isOriginalAlreadyClaimed, loadOriginalImport } from "../../db/originalImports";
import { countActiveTasks, insertTasksStatements } from "../../db/tasks";
import { updateUser } from "../../db/users";
import type { Env } from "../env";
import { type OriginalCredentials, originalApiConfig, readOriginalAccount } from "./originalGame";
import type { ImportOptions } from "../api-types/account";

const newId = () => crypto.randomUUID();
const alreadyImported = () => new GameError("Conflict", "originalAlreadyImported");

export const filesBringItems = (env: Pick<Env, "IMPORT_TRUSTS_FILES">) => env.IMPORT_TRUSTS_FILES === "true";

/** What the import screen may offer on this server. */
export function importOptions(env: Env): ImportOptions {
  return { verified: originalApiConfig(env) !== undefined, fileItems: filesBringItems(env) };
}

async function writeImport(
  db: Database,
  player: User,
  source: AccountSource,
  options: { source: "original" | "file"; items: boolean; originalId?: string },
): Promise<{ user: User; result: AccountImportSummary }> {
  const now = new Date();
  const { user, result } = await updateUser(
    db,
    player._id,
    async (fresh) => {
      const outcome = importAccount(fresh, source, {
        source: options.source,
        items: options.items,
        activeTasks: await countActiveTasks(db, fresh._id),
        now,
        newId,
      });
      return {
        user: outcome.user,
        result: outcome.data,
        extra: [
          ...(options.originalId ? [claimOriginalImportStatement(db, options.originalId, fresh._id, now)] : []),
          ...insertTasksStatements(db, outcome.tasks),
        ],
      };
    },
    player,
  );
  return { user, result };
}

/** The verified import. Throws the player's errors (401 credentials, 409 already here, 502/503 the original). */
export async function importFromOriginal(
  env: Env,
  db: Database,
  player: User,
  credentials: OriginalCredentials,
): Promise<{ user: User; result: AccountImportSummary }> {
  const config = originalApiConfig(env);
  if (!config) throw new GameError("ServiceUnavailable", "originalImportUnavailable");
  const account = await readOriginalAccount(config, credentials);
  // Known already: refused before anything is written. Two imports at once are settled by the claim.
  if (await loadOriginalImport(db, account.id)) throw alreadyImported();
  try {
    return await writeImport(db, player, account, { source: "original", items: true, originalId: account.id });
  } catch (error) {
    if (isOriginalAlreadyClaimed(error)) throw alreadyImported();
    throw error;
  }
}

const fileSource = (exported: unknown): AccountSource => ({
  user: exported,
  tasks: typeof exported === "object" && exported !== null ? (exported as { tasks?: unknown }).tasks : undefined,
});

/** The file import: `exported` is the export's document (with its `tasks`). */
export async function importFromFile(
  env: Env,
  db: Database,
  player: User,
  exported: unknown,
): Promise<{ user: User; result: AccountImportSummary }> {
  return writeImport(db, player, fileSource(exported), { source: "file", items: filesBringItems(env) });
}

/** What the file import would do now, written nowhere (the screen shows it before the player confirms). */
export async function previewFileImport(
  env: Env,
  db: Database,
  player: User,
  exported: unknown,
): Promise<AccountImportSummary> {
  return importAccount(player, fileSource(exported), {
    source: "file",
    items: filesBringItems(env),
    activeTasks: await countActiveTasks(db, player._id),
    now: new Date(),
    newId,
  }).data;
}
