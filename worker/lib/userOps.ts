/**
 * The player's game actions under /user: one pure rule from content/rules runs on the freshest
 * user inside the guarded write; what it changed (tasks, the Armoire's history, the purchase
 * record) is persisted in the same batch.
 */
import type { BatchItem } from "drizzle-orm/batch";
import { hasMessage, t } from "../../content/i18n";
import { seededRandom, type RuleContext } from "../../content/rules/random";
import type { Task, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { changedTasks, loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { clientName, historyStatements } from "../../db/userHistory";
import { updateUser } from "../../db/users";
import { flagsView } from "./userView";

/** Everything a request says, flattened for the rules (which validate it themselves). */
export interface OpInput {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

export interface OpOutcome {
  user: User;
  data?: unknown;
  message?: string;
  messageVars?: Record<string, string | number>;
  /** Tasks the rule changed (rebirth, reroll, task skills). */
  tasks?: Task[];
}

export interface OpContext extends RuleContext {
  db: Database;
  /** The player's tasks, loaded on first use. */
  tasks: () => Promise<Task[]>;
}

export type OpHandler = (user: User, input: OpInput, ctx: OpContext) => OpOutcome | Promise<OpOutcome>;

/** What the request says about itself: its client header and the action its path names. */
export interface OpRequest {
  client: string | undefined;
  action: string;
}

export interface OpResult {
  user: User;
  data: unknown;
  messageKey?: string;
  messageVars?: Record<string, string | number>;
}

/** Runs one rule as a guarded write of the player and gives back its outcome, ready to answer. */
export async function runUserOp(
  db: Database,
  me: User,
  input: OpInput,
  request: OpRequest,
  run: OpHandler,
): Promise<OpResult> {
  const now = new Date();
  const { user, result } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      let loaded: Task[] | undefined;
      const tasks = async () => (loaded ??= await loadUserTasks(db, fresh._id));
      const outcome = await run(fresh, input, { now, random: seededRandom(crypto.randomUUID()), db, tasks });
      const extra: BatchItem<"sqlite">[] = loaded
        ? changedTasks(loaded, outcome.tasks).map((task) => updateTaskStatement(db, task))
        : [];
      const armoire = (outcome.data as { armoire?: { type?: string; dropKey?: string; value?: number } } | undefined)
        ?.armoire;
      if (armoire) {
        const reward =
          armoire.type === "experience"
            ? `experience:${armoire.value ?? 0}`
            : `${armoire.type}:${armoire.dropKey ?? ""}`;
        extra.push(
          ...historyStatements(db, {
            userId: fresh._id,
            kind: "armoire",
            client: clientName(request.client),
            detail: { reward },
            at: now,
          }),
        );
      }
      return {
        user: outcome.user,
        result: outcome,
        extra,
        purchase: {
          transactionType: input.params.type === "gems" ? "buy_gold" : request.action,
          reference: input.params.key,
        },
      };
    },
    me,
  );
  return {
    user,
    data: namedDrops(result.data ?? {}, user.preferences.language),
    messageKey: result.message,
    messageVars: result.messageVars,
  };
}

/** The Armoire's drop travels as a text key; the player sees the item's name. */
function namedDrops(data: unknown, language: string): unknown {
  const armoire = (data as { armoire?: { dropText?: string } }).armoire;
  if (!armoire?.dropText || !hasMessage(armoire.dropText)) return data;
  return { ...(data as object), armoire: { ...armoire, dropText: t(armoire.dropText, {}, language) } };
}

/** An outcome whose data carries `flags` shows them whole, as GET /user has them. */
export function withFlagsView<T extends { user: User; data: { flags: unknown } }>(outcome: T): T {
  return { ...outcome, data: { ...outcome.data, flags: flagsView(outcome.user) } };
}
