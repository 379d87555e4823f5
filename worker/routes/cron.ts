/**
 * POST /cron: rolls the player's day over now if their day boundary has passed. With
 * `yesterDailies` (the dailies the player did yesterday, empty to skip) it answers the
 * yesterday's-activity check-in of the latest rollover.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono } from "hono";
import * as v from "valibot";
import { recordYesterdaysActivity, type YesterDailiesResult } from "../../content/rules/yesterDailies";
import { seededRandom } from "../../content/rules/random";
import { database } from "../../db/client";
import { loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { clientName } from "../../db/userHistory";
import { updateUser } from "../../db/users";
import { rollOver } from "../cron/rollover";
import type { AppEnv } from "../env";
import { announceMemberChanged, takeBackBossBlow } from "../lib/partyQuest";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";
import type { CronAnswer } from "../api-types/user";

const cronBody = v.object({
  yesterDailies: v.optional(
    v.pipe(
      v.array(str(64, 1), paramMessage("paramListOfTaskIds")),
      v.maxLength(500, paramMessage("paramListAtMostDailies", { max: 500 })),
    ),
  ),
});

export const cronRoutes = new Hono<AppEnv>().use(authenticate).post("/", async (c) => {
  const input = await body(c, cronBody);
  const now = new Date();
  const { user, report } = await rollOver(c.env, c.get("user")._id, now, c.get("user"), {
    client: clientName(c.req.header("x-client")),
  });
  c.set("user", user);
  if (input.yesterDailies === undefined) return ok<CronAnswer>(c, report ?? { ran: false });

  const db = database(c.env.DB);
  const ticked = input.yesterDailies;
  const { user: answered, result } = await updateUser<YesterDailiesResult["data"]>(
    db,
    user._id,
    async (fresh) => {
      const outcome = recordYesterdaysActivity(fresh, await loadUserTasks(db, fresh._id, "daily"), ticked, {
        now,
        random: seededRandom(`${fresh._id}:${fresh.lastCron}:yesterdailies`),
      });
      if (outcome.user === fresh) return { user: fresh, result: outcome.data, unchanged: true };
      return {
        user: outcome.user,
        result: outcome.data,
        extra: outcome.tasks.map((task) => updateTaskStatement(db, task)),
      };
    },
    user,
  );
  c.set("user", answered);
  // The boss's blow those dailies dealt is taken back from the party, while its quest still runs.
  if (result.bossBlow) await takeBackBossBlow(c.env, db, answered, result.bossBlow);
  if (result.recorded.length > 0) c.executionCtx.waitUntil(announceMemberChanged(c.env, answered));
  return ok<CronAnswer>(c, {
    ...(report ?? { ran: false }),
    yesterDailies: { recorded: result.recorded, hpRestored: result.hpRestored, perfect: result.perfect },
  });
});
