/** Checks of path parameters for the social routes, made before anything is looked up. */
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A player or message id from the path: a UUID, else a 400 naming the parameter. */
export function uuidParam(param: string, value: string | undefined): string {
  const id = value ?? "";
  if (!UUID.test(id))
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param, message: paramMessage("paramUuid"), value: id.slice(0, 100) },
    ]);
  return id.toLowerCase();
}
