/** The bodies of the account's own routes in worker/routes/user.ts: the day's start, starting over, deletion. */
import * as v from "valibot";
import { DAY_START_MAX, DAY_START_MIN, PASSWORD_MAX } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { str } from "../middleware/validate";

export const dayStartInput = v.object({
  dayStart: v.optional(
    v.pipe(
      v.number(paramMessage("paramNumber")),
      v.integer(paramMessage("paramWholeHour")),
      v.minValue(DAY_START_MIN, paramMessage("paramRange", { min: DAY_START_MIN, max: DAY_START_MAX })),
      v.maxValue(DAY_START_MAX, paramMessage("paramRange", { min: DAY_START_MIN, max: DAY_START_MAX })),
    ),
    0,
  ),
});
export const resetInput = v.object({ password: v.optional(str(PASSWORD_MAX * 4)) });
export const deleteAccountInput = v.object({ password: str(PASSWORD_MAX * 4, 1), feedback: v.optional(str(10_000)) });

export type DeleteAccountInput = v.InferOutput<typeof deleteAccountInput>;
