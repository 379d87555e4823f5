/**
 * The user document: read (whole, by fields, anonymized), player-settable paths, the day's
 * start hour, starting over, account deletion.
 */
import { paramMessage } from "../../content/i18n/params";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { DAY_START_MAX, DAY_START_MIN, PASSWORD_MAX } from "../../content/data/constants";
import { t } from "../../content/i18n";
import { resetAccount } from "../../content/rules/reset";
import { GameError } from "../../content/rules/errors";
import { deleteUserActionsStatement } from "../../db/clientActions";
import { database } from "../../db/client";
import { refreshChallengeMemberCount } from "../../db/challenges";
import { accountDepartureStatements } from "../../db/groups";
import { deleteInboxOfOwnerStatement } from "../../db/inbox";
import { deletePurchaseHistoryStatement } from "../../db/purchaseHistory";
import { deleteHistoryStatement } from "../../db/userHistory";
import { challengeMembers, groupMembers, liveTickets, socialLogins, tasks, users } from "../../db/schema";
import { deleteTasksStatement, loadUserTasks } from "../../db/tasks";
import { loadUserRow, updateUser } from "../../db/users";
import type { AppEnv } from "../env";
import { challengesLedBy, closeChallenge } from "../lib/challenges";
import { deleteUserCodesStatement, requirePasswordIfSet } from "../lib/accounts";
import { hasPassword } from "../lib/crypto";
import { checkAccountPassword, clearPasswordChecksStatement } from "../lib/passwordChecks";
import { disconnectFromGroup } from "../lib/rooms";
import { afterAccountDeleted, stopRenewalsOfDepartingPlayer } from "../payments/plans";
import { splitPath } from "../lib/paths";
import { anonymizedUserView, ownUserView } from "../lib/userView";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { passwordAttemptLimit } from "../middleware/rateLimit";
import { body, readJson, str, validate } from "../middleware/validate";
import { applyUserChanges, checkUserChanges, userChangesSchema } from "../lib/userSettings";
import type { AccountReset } from "../api-types/account";

export const userRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/", (c) => {
    const raw = c.req.query("userFields");
    const fields = raw
      ?.split(",")
      .map((field) => field.trim())
      .filter(Boolean);
    if (fields?.some((field) => !splitPath(field) || field.length > 200)) {
      throw new GameError("BadRequest", "invalidRequestParameters", {}, [
        { param: "userFields", message: paramMessage("paramUnusablePath"), value: raw },
      ]);
    }
    return ok(c, ownUserView(c.get("user"), { fields, hasPassword: c.get("hasPassword") }));
  })
  .put("/", async (c) => {
    const changes = validate(userChangesSchema, await readJson(c));
    const values = checkUserChanges(c.get("user"), changes);
    const user = await applyUserChanges(database(c.env.DB), c.get("user"), values);
    c.set("user", user);
    return ok(c, ownUserView(user, { hasPassword: c.get("hasPassword") }));
  })
  .get("/anonymized", async (c) => {
    // The player's own tasks, except to-dos already done; every text replaced.
    const own = (await loadUserTasks(database(c.env.DB), c.get("user")._id)).filter(
      (task) => !(task.type === "todo" && task.completed),
    );
    const anonymous = own.map((task) => ({
      ...task,
      text: "task text",
      notes: "task notes",
      ...(task.checklist
        ? { checklist: task.checklist.map((item, index) => ({ ...item, text: `item ${index}` })) }
        : {}),
    }));
    return ok(c, { user: anonymizedUserView(c.get("user")), tasks: anonymous });
  })
  // Every private message of the player goes; the inbox answers empty, as the public API has it.
  .delete("/messages", async (c) => {
    await deleteInboxOfOwnerStatement(database(c.env.DB), c.get("user")._id).run();
    return ok(c, {});
  })
  .post("/custom-day-start", async (c) => {
    const input = await body(
      c,
      v.object({
        dayStart: v.optional(
          v.pipe(
            v.number(paramMessage("paramNumber")),
            v.integer(paramMessage("paramWholeHour")),
            v.minValue(DAY_START_MIN, paramMessage("paramRange", { min: DAY_START_MIN, max: DAY_START_MAX })),
            v.maxValue(DAY_START_MAX, paramMessage("paramRange", { min: DAY_START_MIN, max: DAY_START_MAX })),
          ),
          0,
        ),
      }),
    );
    const { user } = await updateUser(
      database(c.env.DB),
      c.get("user")._id,
      (fresh) => {
        fresh.preferences.dayStart = input.dayStart;
        // The day starts at the new hour from now on: nothing already past is rolled over for it.
        fresh.lastCron = new Date().toISOString();
        return { user: fresh, result: null };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok(c, { message: t("customDayStartHasChanged", {}, user.preferences.language) });
  })
  // Starting over wipes tasks and progress: the API key alone is not enough, the password is asked too.
  .post("/reset", passwordAttemptLimit("reset-account"), async (c) => {
    const input = await body(c, v.object({ password: v.optional(str(PASSWORD_MAX * 4)) }));
    const db = database(c.env.DB);
    await requirePasswordIfSet(db, c.get("user")._id, input.password);
    const { user, result } = await updateUser(
      db,
      c.get("user")._id,
      async (fresh) => {
        const outcome = resetAccount(fresh, await loadUserTasks(db, fresh._id));
        const removed = outcome.data.tasksToRemove;
        return {
          user: outcome.user,
          result: outcome,
          extra: removed.length ? [deleteTasksStatement(db, removed)] : [],
        };
      },
      c.get("user"),
    );
    c.set("user", user);
    return ok<AccountReset>(
      c,
      { user: ownUserView(user, { hasPassword: c.get("hasPassword") }), tasksToRemove: result.data.tasksToRemove },
      { messageKey: result.message },
    );
  })
  .delete("/", passwordAttemptLimit("delete-account"), async (c) => {
    const input = await body(c, v.object({ password: str(PASSWORD_MAX * 4, 1), feedback: v.optional(str(10_000)) }));
    const db = database(c.env.DB);
    const me = c.get("user");
    const row = await loadUserRow(db, me._id);
    if (!row) throw new GameError("NotAuthorized", "wrongPassword");
    // An account made through a sign-in provider has no password: typing DELETE confirms instead.
    if (!hasPassword(row.passwordHash)) {
      if (input.password !== "DELETE") throw new GameError("NotAuthorized", "deleteConfirmationWrong");
    } else if (!(await checkAccountPassword(db, row, input.password)))
      throw new GameError("NotAuthorized", "wrongPassword");
    // Paid plans stop renewing first: if the provider cannot be reached, nothing is deleted.
    await stopRenewalsOfDepartingPlayer(c.env, db, me._id);
    const memberships = await db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .where(eq(groupMembers.userId, me._id))
      .all();
    // The challenges the player leads end as deleted (each member keeps their copies, marked so);
    // nobody is left to take the prize back.
    for (const led of await challengesLedBy(db, me._id)) {
      await closeChallenge(c.env, led, { reason: "CHALLENGE_DELETED", refund: false }, (work) =>
        c.executionCtx.waitUntil(work),
      ).catch((error) => {
        if (!(error instanceof GameError)) throw error;
      });
    }
    const joined = await db
      .select({ challengeId: challengeMembers.challengeId })
      .from(challengeMembers)
      .where(eq(challengeMembers.userId, me._id))
      .all();
    // Groups hand leadership on (or go away with their last member); challenges forget the
    // player and recount; inbox copies go too.
    await db.batch([
      db.delete(challengeMembers).where(eq(challengeMembers.userId, me._id)),
      ...joined.map(({ challengeId }) => refreshChallengeMemberCount(db, challengeId)),
      db.delete(tasks).where(eq(tasks.userId, me._id)),
      ...(await accountDepartureStatements(db, me._id)),
      deleteInboxOfOwnerStatement(db, me._id),
      deletePurchaseHistoryStatement(db, me._id),
      db.delete(liveTickets).where(eq(liveTickets.userId, me._id)),
      deleteHistoryStatement(db, me._id),
      deleteUserActionsStatement(db, me._id),
      db.delete(socialLogins).where(eq(socialLogins.userId, me._id)),
      deleteUserCodesStatement(db, me._id),
      clearPasswordChecksStatement(db, me._id),
      db.delete(users).where(eq(users.id, me._id)),
    ]);
    // Plan groups bill the seats they have left now, not at the next daily run.
    await afterAccountDeleted(
      c.env,
      db,
      me._id,
      memberships.map(({ groupId }) => groupId),
    );
    for (const { groupId } of memberships) await disconnectFromGroup(c.env, groupId, [me._id]);
    return ok(c, {}, { messageKey: "accountDeleted" });
  });
