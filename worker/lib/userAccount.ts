/**
 * The account's own routes' work (worker/routes/user.ts): the fields a read asks for, the
 * anonymized copy for bug reports, the day's start hour, starting over and deleting the account.
 */
import { eq } from "drizzle-orm";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import { resetAccount } from "../../content/rules/reset";
import { GIFT_CUSTOMER_ID, GROUP_PLAN_CUSTOMER_ID } from "../../content/rules/subscribe";
import type { Task, User } from "../../content/rules/types";
import { refreshChallengeMemberCount } from "../../db/challenges";
import type { Database } from "../../db/client";
import { deleteUserActionsStatement } from "../../db/clientActions";
import { accountDepartureStatements } from "../../db/groups";
import { deleteInboxOfOwnerStatement } from "../../db/inbox";
import { deletePurchaseHistoryStatement } from "../../db/purchaseHistory";
import { challengeMembers, groupMembers, liveTickets, socialLogins, tasks, users } from "../../db/schema";
import { deleteTasksStatement, loadUserTasks } from "../../db/tasks";
import { deleteHistoryStatement } from "../../db/userHistory";
import { loadUserRow, updateUser, userFromRow } from "../../db/users";
import type { Env } from "../env";
import { afterAccountDeleted, stopRenewalsOfDepartingPlayer } from "../payments/plans";
import type { DeleteAccountInput } from "../schemas/account";
import { deleteUserCodesStatement, requirePasswordIfSet } from "./accounts";
import { challengesLedBy, closeChallenge } from "./challenges";
import { hasPassword } from "./crypto";
import { checkAccountPassword, clearPasswordChecksStatement } from "./passwordChecks";
import { splitPath } from "./paths";
import { disconnectFromGroup } from "./rooms";
import { deleteProfileReportsOfStatement } from "../../db/profileReports";

/** The `userFields` of a read, split; a 400 when one is not a usable path. */
export function requestedUserFields(raw: string | undefined): string[] | undefined {
  const fields = raw
    ?.split(",")
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields?.some((field) => !splitPath(field) || field.length > 200)) {
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "userFields", message: paramMessage("paramUnusablePath"), value: raw },
    ]);
  }
  return fields;
}

/** The player's own tasks, except to-dos already done, with every text replaced. */
export async function anonymizedTasks(db: Database, userId: string): Promise<Task[]> {
  const own = (await loadUserTasks(db, userId)).filter((task) => !(task.type === "todo" && task.completed));
  return own.map((task) => ({
    ...task,
    text: "task text",
    notes: "task notes",
    ...(task.checklist ? { checklist: task.checklist.map((item, index) => ({ ...item, text: `item ${index}` })) } : {}),
  }));
}

/** Every private message of the player, gone. */
export async function deleteAllMessages(db: Database, userId: string): Promise<void> {
  await deleteInboxOfOwnerStatement(db, userId).run();
}

/** The day starts at the new hour from now on: nothing already past is rolled over for it. */
export async function setDayStart(db: Database, current: User, dayStart: number): Promise<User> {
  const { user } = await updateUser(
    db,
    current._id,
    (fresh) => {
      fresh.preferences.dayStart = dayStart;
      fresh.lastCron = new Date().toISOString();
      return { user: fresh, result: null };
    },
    current,
  );
  return user;
}

/** Starting over wipes tasks and progress, so the password is asked as well as the API key. */
export async function startOver(db: Database, current: User, password: string | undefined) {
  await requirePasswordIfSet(db, current._id, password);
  const { user, result } = await updateUser(
    db,
    current._id,
    async (fresh) => {
      const outcome = resetAccount(fresh, await loadUserTasks(db, fresh._id));
      const removed = outcome.data.tasksToRemove;
      return { user: outcome.user, result: outcome, extra: removed.length ? [deleteTasksStatement(db, removed)] : [] };
    },
    current,
  );
  return { user, tasksToRemove: result.data.tasksToRemove, messageKey: result.message };
}

/**
 * Deletes the account after its password (or, without one, the word DELETE). Paid plans stop
 * renewing first: if the provider cannot be reached, nothing is deleted. The challenges the player
 * leads end as deleted (each member keeps their copies, marked so); groups hand leadership on (or
 * go away with their last member); challenges forget the player and recount; inbox copies go too.
 */
function hasRenewingOwnPlan(user: User): boolean {
  const plan = user.purchased?.plan;
  return Boolean(
    plan?.customerId &&
      !plan.dateTerminated &&
      plan.customerId !== GIFT_CUSTOMER_ID &&
      plan.customerId !== GROUP_PLAN_CUSTOMER_ID,
  );
}

export async function deleteAccount(
  env: Env,
  db: Database,
  userId: string,
  input: DeleteAccountInput,
  later: (work: Promise<unknown>) => void,
): Promise<void> {
  const row = await loadUserRow(db, userId);
  if (!row) throw new GameError("NotAuthorized", "wrongPassword");
  if (!hasPassword(row.passwordHash)) {
    if (input.password !== "DELETE") throw new GameError("NotAuthorized", "deleteConfirmationWrong");
  } else if (!(await checkAccountPassword(db, row, input.password)))
    throw new GameError("NotAuthorized", "wrongPassword");
  // As the public API: a plan of one's own that still renews is cancelled first (a cancelled
  // plan running to its end, a gift or a group's plan does not hold the account back).
  if (hasRenewingOwnPlan(userFromRow(row))) throw new GameError("NotAuthorized", "cannotDeleteActiveAccount");
  await stopRenewalsOfDepartingPlayer(env, db, userId);
  const memberships = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
    .all();
  // Nobody is left to take a prize back.
  for (const led of await challengesLedBy(db, userId)) {
    await closeChallenge(env, led, { reason: "CHALLENGE_DELETED", refund: false }, later).catch((error) => {
      if (!(error instanceof GameError)) throw error;
    });
  }
  const joined = await db
    .select({ challengeId: challengeMembers.challengeId })
    .from(challengeMembers)
    .where(eq(challengeMembers.userId, userId))
    .all();
  await db.batch([
    db.delete(challengeMembers).where(eq(challengeMembers.userId, userId)),
    ...joined.map(({ challengeId }) => refreshChallengeMemberCount(db, challengeId)),
    db.delete(tasks).where(eq(tasks.userId, userId)),
    ...(await accountDepartureStatements(db, userId)),
    deleteInboxOfOwnerStatement(db, userId),
    deleteProfileReportsOfStatement(db, userId),
    deletePurchaseHistoryStatement(db, userId),
    db.delete(liveTickets).where(eq(liveTickets.userId, userId)),
    deleteHistoryStatement(db, userId),
    deleteUserActionsStatement(db, userId),
    db.delete(socialLogins).where(eq(socialLogins.userId, userId)),
    deleteUserCodesStatement(db, userId),
    clearPasswordChecksStatement(db, userId),
    db.delete(users).where(eq(users.id, userId)),
  ]);
  // Plan groups bill the seats they have left now, not at the next daily run.
  await afterAccountDeleted(
    env,
    db,
    userId,
    memberships.map(({ groupId }) => groupId),
  );
  for (const { groupId } of memberships) await disconnectFromGroup(env, groupId, [userId]);
}
