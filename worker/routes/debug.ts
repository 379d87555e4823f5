/**
 * Development-only helpers (spec'd by the foundation issue). They exist only when the local
 * development config sets DEBUG_ROUTES = "true"; everywhere else every path here is a 404.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { BALANCE_PER_GEM } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { updateUser } from "../../db/users";
import type { User } from "../../content/rules/types";
import type { AppEnv } from "../env";
import { setPath, splitPath } from "../lib/paths";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body } from "../middleware/validate";
import { ownUserView } from "./user";

const countMap = v.record(v.string(), v.union([v.number(), v.boolean(), v.null()]), "must map keys to values");
const inventorySchema = v.object({
  gear: v.optional(v.record(v.string(), v.boolean())),
  special: v.optional(countMap),
  pets: v.optional(v.record(v.string(), v.number())),
  mounts: v.optional(v.record(v.string(), v.union([v.boolean(), v.null()]))),
  eggs: v.optional(v.record(v.string(), v.number())),
  hatchingPotions: v.optional(v.record(v.string(), v.number())),
  food: v.optional(v.record(v.string(), v.number())),
  quests: v.optional(v.record(v.string(), v.number())),
});

export const debugRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.DEBUG_ROUTES !== "true") throw new GameError("NotFound", "routeNotFound");
    await next();
  })
  .use(authenticate);

/** Registers a debug route that changes the user and answers with the new document. */
function userChange<S extends v.GenericSchema>(path: string, schema: S, change: (user: User, input: v.InferOutput<S>) => void) {
  debugRoutes.post(path, async (c) => {
    const input = await body(c, schema);
    const { user } = await updateUser(database(c.env.DB), c.get("user")._id, (fresh) => {
      change(fresh, input);
      return { user: fresh, result: null };
    });
    c.set("user", user);
    return ok(c, ownUserView(user));
  });
}

const empty = v.object({});

userChange("/add-ten-gems", empty, (user) => {
  user.balance += 10 * BALANCE_PER_GEM;
});
userChange("/add-hourglass", empty, (user) => {
  user.purchased.plan.consecutive.trinkets += 1;
});
userChange("/set-cron", v.object({ lastCron: v.pipe(v.string(), v.isoTimestamp("must be an ISO date-time")) }), (user, input) => {
  user.lastCron = new Date(input.lastCron).toISOString();
});
userChange("/make-admin", empty, (user) => {
  user.permissions = { ...user.permissions, fullAccess: true };
});
userChange("/modify-inventory", inventorySchema, (user, input) => {
  if (input.gear) user.items.gear.owned = input.gear;
  if (input.special) user.items.special = input.special as User["items"]["special"];
  if (input.pets) user.items.pets = input.pets;
  if (input.mounts) user.items.mounts = input.mounts;
  if (input.eggs) user.items.eggs = input.eggs;
  if (input.hatchingPotions) user.items.hatchingPotions = input.hatchingPotions;
  if (input.food) user.items.food = input.food;
  if (input.quests) user.items.quests = input.quests;
});
userChange("/quest-progress", empty, (user) => {
  const progress = user.party.quest.progress;
  progress.up += 1000;
  progress.collectedItems += 300;
});
userChange(
  "/update-user",
  v.pipe(
    v.record(v.string(), v.unknown(), "must be an object of paths to values"),
    v.check((input) => Object.keys(input).every((path) => splitPath(path) !== undefined), "contains an unusable path"),
    v.check((input) => !["_id", "id", "_v"].some((path) => path in input), "may not change the user's id or version"),
  ),
  (user, input) => {
    for (const [path, value] of Object.entries(input)) setPath(user as unknown as Record<string, unknown>, path, value);
  },
);
