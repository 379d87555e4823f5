/**
 * Ids from the path of the group, party, quest and challenge routes, checked before anything is
 * looked up: a malformed id is the caller's mistake (400), not a missing thing (404).
 */
import * as v from "valibot";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";

const UUID = v.pipe(v.string(), v.uuid());

/** The id as stored (ids are compared case-insensitively), or a BadRequest naming the parameter. */
export function uuidParam(value: string | undefined, param: string): string {
  if (value !== undefined && v.is(UUID, value)) return value.toLowerCase();
  throw new GameError("BadRequest", "invalidRequestParameters", {}, [
    { param, message: paramMessage("paramUuid"), value },
  ]);
}
