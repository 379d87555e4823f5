/**
 * Bringing a player's account from the original game (lib/accountImport.ts): the verified import
 * with the player's credentials there, the data file import, and what this server offers.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { GameError } from "../../content/rules/errors";
import { importOwnedItems } from "../../content/rules/importItems";
import { database } from "../../db/client";
import { updateUser } from "../../db/users";
import type { AppEnv } from "../env";
import {
  filesBringItems,
  importFromFile,
  importFromOriginal,
  importOptions,
  previewFileImport,
} from "../lib/accountImport";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { rateLimit } from "../middleware/rateLimit";
import { readJson } from "../middleware/validate";

const uuid = v.pipe(v.string(), v.trim(), v.uuid());
const credentialsInput = v.object({ userId: uuid, apiToken: uuid });

/** Each import is counted per account and per address: it calls the original or writes many tasks. */
const importLimit = rateLimit("account-import", { perAccount: true });

export const userImportRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/import/options", (c) => ok(c, importOptions(c.env)))
  .post("/import/original", importLimit, async (c) => {
    const parsed = v.safeParse(credentialsInput, await readJson(c));
    if (!parsed.success) throw new GameError("BadRequest", "originalCredentialsInvalid");
    const credentials = parsed.output;
    const { user, result } = await importFromOriginal(c.env, database(c.env.DB), c.get("user"), credentials);
    c.set("user", user);
    return ok(c, result, { messageKey: "originalAccountImported" });
  })
  // ?dryRun=true answers what the import would bring, and writes nothing.
  .post("/import/file", importLimit, async (c) => {
    const exported = await readJson(c);
    if (c.req.query("dryRun") === "true")
      return ok(c, await previewFileImport(c.env, database(c.env.DB), c.get("user"), exported));
    const { user, result } = await importFromFile(c.env, database(c.env.DB), c.get("user"), exported);
    c.set("user", user);
    return ok(c, result, { messageKey: "dataFileImported" });
  })
  // The items of an uploaded export alone: only where the operator trusts files.
  .post("/import-items", importLimit, async (c) => {
    if (!filesBringItems(c.env)) throw new GameError("Forbidden", "itemsNeedVerifiedImport");
    const exported = await readJson(c);
    const { user, result } = await updateUser(
      database(c.env.DB),
      c.get("user")._id,
      (fresh) => {
        const outcome = importOwnedItems(fresh, exported);
        return { user: outcome.user, result: outcome };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, result.data, { messageKey: result.message });
  });
