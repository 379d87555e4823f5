/**
 * Runs a request, a scheduled run or a queue batch inside a change scope (db/liveChanges.ts)
 * and then tells each player's room what it changed for them, after the answer and without
 * making anyone wait for it.
 */
import { newChangeScope, takeChanges, withChangeScope } from "../../db/liveChanges";
import { LIVE_CONNECTION_HEADER } from "../../party/playerProtocol";
import type { Env } from "../env";
import { publishPlayerChanges } from "./playerRooms";

/** How long changes made after the answer are gathered before they are told. */
const LATE_GATHER_MS = 100;

/** A device names its live connection with letters, digits, `-` and `_`; anything else names none. */
const CONNECTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The live connection of the device that sent a request, when it names a well-formed one. */
export function originConnection(request: Request): string | undefined {
  const id = request.headers.get(LIVE_CONNECTION_HEADER);
  return id && CONNECTION_ID.test(id) ? id : undefined;
}

/**
 * Runs `work`, then hands the changes it made to the players' rooms through `waitUntil`. The
 * changes known only from statements (tasks, messages) are told when `succeeded` says the work
 * as a whole went through; committed user writes always are. Changes made later by work the
 * answer left running are told as they come.
 */
export async function withLiveChanges<T>(
  env: Env,
  waitUntil: (promise: Promise<unknown>) => void,
  work: () => Promise<T>,
  options: { origin?: string; succeeded?: (result: T) => boolean } = {},
): Promise<T> {
  const scope = newChangeScope();
  const tell = (succeeded: boolean) => {
    const changes = takeChanges(scope, succeeded);
    if (changes.size > 0) waitUntil(publishPlayerChanges(env, changes, options.origin));
  };
  let result: T;
  try {
    result = await withChangeScope(scope, work);
  } catch (error) {
    tell(false);
    throw error;
  }
  tell(options.succeeded ? options.succeeded(result) : true);
  let queued = false;
  scope.late = () => {
    if (queued) return;
    queued = true;
    // Gathered for a moment, so a write's statements and its commit (and a burst of late
    // writes) make one message per player.
    waitUntil(
      new Promise((resolve) => setTimeout(resolve, LATE_GATHER_MS)).then(() => {
        queued = false;
        tell(true);
      }),
    );
  };
  return result;
}
