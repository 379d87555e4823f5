/** What the development-only routes (worker/routes/debug.ts) take. */
import { paramMessage } from "../../content/i18n/params";
import * as v from "valibot";
import { splitPath } from "../lib/paths";

const countMap = v.record(v.string(), v.union([v.number(), v.boolean(), v.null()]), paramMessage("paramKeysToValues"));

export const emptyInput = v.object({});

export const setCronInput = v.object({
  lastCron: v.pipe(v.string(), v.isoTimestamp(paramMessage("paramIsoDateTime"))),
});

export const inventoryInput = v.object({
  gear: v.optional(v.record(v.string(), v.boolean())),
  special: v.optional(countMap),
  pets: v.optional(v.record(v.string(), v.number())),
  mounts: v.optional(v.record(v.string(), v.union([v.boolean(), v.null()]))),
  eggs: v.optional(v.record(v.string(), v.number())),
  hatchingPotions: v.optional(v.record(v.string(), v.number())),
  food: v.optional(v.record(v.string(), v.number())),
  quests: v.optional(v.record(v.string(), v.number())),
});

export const updateUserInput = v.pipe(
  v.record(v.string(), v.unknown(), paramMessage("paramPathsToValues")),
  v.check(
    (input) => Object.keys(input).every((path) => splitPath(path) !== undefined),
    paramMessage("paramContainsUnusablePath"),
  ),
  v.check((input) => !["_id", "id", "_v"].some((path) => path in input), paramMessage("paramIdOrVersion")),
);

const historyEntryInput = v.object({
  date: v.pipe(v.number(), v.integer()),
  value: v.pipe(v.number(), v.finite()),
  scoredUp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  scoredDown: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  isDue: v.optional(v.boolean()),
  completed: v.optional(v.boolean()),
});

export const taskHistoryInput = v.object({ history: v.pipe(v.array(historyEntryInput), v.maxLength(1000)) });

export const seedUsersInput = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000)),
  tasksPerUser: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)),
  daysAgo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30))),
  // Each daily rings at `time`, on a web device at `<endpoint>/<player id>` with these keys.
  reminder: v.optional(
    v.object({
      time: v.pipe(v.string(), v.isoTimestamp()),
      endpoint: v.pipe(v.string(), v.url()),
      p256dh: v.string(),
      auth: v.string(),
    }),
  ),
});

export const rewriteUsersInput = v.object({ limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5000)) });

export type InventoryInput = v.InferOutput<typeof inventoryInput>;
export type TaskHistoryInput = v.InferOutput<typeof taskHistoryInput>;
export type SeedUsersInput = v.InferOutput<typeof seedUsersInput>;
