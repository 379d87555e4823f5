/** What a score may say: a task, a direction, when it was made and the client's name for it. */
import * as v from "valibot";
import { paramMessage } from "../../content/i18n/params";
import { str } from "../middleware/validate";

export const directionParam = v.picklist(
  ["up", "down"],
  paramMessage("paramEither", { first: '"up"', second: '"down"' }),
);
export const actionIdInput = v.pipe(
  v.string(paramMessage("paramId")),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, paramMessage("paramRange", { min: 1, max: "64 letters, digits, - or _" })),
);
const scoreInput = v.object({
  id: str(100, 1),
  direction: directionParam,
  /** When the player scored (a score kept offline arrives later): decides the game day it belongs to. */
  scoredAt: v.optional(
    v.pipe(
      v.string(paramMessage("paramDate")),
      v.maxLength(40, paramMessage("paramDate")),
      v.check((value) => !Number.isNaN(Date.parse(value)), paramMessage("paramDate")),
    ),
  ),
  /** The client's name for this score, so sending it twice applies it once. */
  actionId: v.optional(actionIdInput),
});
export const scoreList = v.pipe(
  v.array(scoreInput, paramMessage("paramListOfScores")),
  v.minLength(1, paramMessage("paramListAtLeastOneScore")),
  v.maxLength(100, paramMessage("paramListAtMostScores", { max: 100 })),
);
export const scoreBatchInput = v.object({ scores: scoreList });

export type ScoreRequest = v.InferOutput<typeof scoreInput>;
