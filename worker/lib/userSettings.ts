/**
 * PUT /user: which of the requested paths a player may set, checked before anything is
 * written. A protected path, or a look not owned, refuses the whole request as not
 * authorised (as the public API does); a bad value refuses it with one error per path.
 */
import { paramMessage } from "../../content/i18n/params";
import * as v from "valibot";
import { GameError } from "../../content/rules/errors";
import { mayWear } from "../../content/rules/unlock";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { updateUser } from "../../db/users";
import { writableSchema } from "../schemas/userSettings";
import { setPath } from "./paths";

export const userChangesSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (input) => typeof input === "object" && input !== null && !Array.isArray(input),
    paramMessage("paramPathsToValues"),
  ),
  v.check((input) => Object.keys(input).length > 0, paramMessage("paramNameAtLeastOnePath")),
  v.check((input) => Object.keys(input).length <= 100, paramMessage("paramNameAtMostPaths", { max: 100 })),
);

/** The unlock path of a look set through PUT /user, or undefined for other settings. */
function wearablePath(path: string, value: unknown): string | undefined {
  const hair = /^preferences\.hair\.(color|base|bangs|beard|mustache|flower)$/.exec(path);
  if (hair) return `hair.${hair[1]}.${String(value)}`;
  const other = /^preferences\.(skin|shirt|size|chair|background)$/.exec(path);
  return other ? `${other[1]}.${String(value)}` : undefined;
}

/** The checked [path, value] pairs of a PUT /user body, or the error that refuses it. */
export function checkUserChanges(user: User, changes: Record<string, unknown>): [string, unknown][] {
  const errors: { param: string; message: string; value?: unknown }[] = [];
  const values: [string, unknown][] = [];
  for (const [path, value] of Object.entries(changes)) {
    const schema = writableSchema(path);
    // Anything but the player's own settings (contributor, backer, notifications, the
    // webhooks, resting at the inn...) has its own route, or none.
    if (!schema) throw new GameError("NotAuthorized", "notAllowedPath", { path });
    const result = v.safeParse(schema, value);
    if (result.success) values.push([path, result.output]);
    else errors.push({ param: path, message: result.issues[0].message, value });
  }
  if (errors.length) throw new GameError("BadRequest", "invalidRequestParameters", {}, errors);
  // Looks bought with gems are worn only once unlocked (the shop's unlock route sells them);
  // a look the game does not have cannot be owned either.
  for (const [path, value] of values) {
    const look = wearablePath(path, value);
    if (look && !mayWear(user, look)) throw new GameError("NotAuthorized", "customizationNotOwned");
  }
  return values;
}

/** Writes checked changes to the freshest document of the player. */
export async function applyUserChanges(db: Database, me: User, values: [string, unknown][]): Promise<User> {
  const { user } = await updateUser(
    db,
    me._id,
    (fresh) => {
      for (const [path, value] of values) setPath(fresh as unknown as Record<string, unknown>, path, value);
      fresh.auth.timestamps.updated = new Date().toISOString();
      return { user: fresh, result: null };
    },
    me,
  );
  return user;
}
