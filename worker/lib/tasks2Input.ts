/** Checks of the task routes' path parameters, made before anything is looked up. */
import { uuidParam } from "./socialInput";

/** A group's id from the path: a UUID, or the aliases of the player's party and the tavern (a 400 otherwise). */
export function groupIdParam(value: string | undefined): string {
  if (value === "party" || value === "habitrpg") return value;
  return uuidParam("groupId", value);
}
