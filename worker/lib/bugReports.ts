/**
 * Bug reports (POST /bug-report): a player's description of a problem, mailed to the staff's
 * address (STAFF_EMAIL) with who sent it and from which browser. A server without that address
 * or without a way to send mail refuses the report plainly rather than dropping it.
 */
import * as v from "valibot";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Env } from "../env";
import { canSendMail, sendMail } from "../mail/mailer";
import { bugReportMail } from "../mail/messages";
import { validate } from "../middleware/validate";
import { displayName } from "./groupAccess";
import { countInWindow } from "./windowCounter";

export const BUG_REPORT_MAX_CHARS = 5_000;
/** Reports one player may send per hour: enough for a bad day, too few to flood the staff. */
export const BUG_REPORTS_PER_HOUR = 5;
const USER_AGENT_MAX = 500;

const bugReportInput = v.object({
  message: v.pipe(
    v.string(paramMessage("paramString")),
    v.maxLength(BUG_REPORT_MAX_CHARS, paramMessage("paramMaxChars", { max: BUG_REPORT_MAX_CHARS })),
  ),
  /** Where the staff may answer; the account's address by default. */
  email: v.optional(v.pipe(v.string(paramMessage("paramString")), v.email(paramMessage("paramValidEmail")))),
});

/** What the original game answers after sending a report. */
export interface BugReportSent {
  ok: true;
  emailData: { USER_ID: string; USER_USERNAME: string; USER_EMAIL: string; BROWSER_UA: string };
  sendMailResult: boolean;
}

function accountEmail(user: User): string {
  return user.auth.local.email || "";
}

export async function sendBugReport(
  env: Env,
  me: User,
  raw: unknown,
  userAgent: string | undefined,
  now: Date,
): Promise<BugReportSent> {
  const message = (raw as { message?: unknown } | null)?.message;
  if (typeof message !== "string" || message.trim() === "") throw new GameError("BadRequest", "emptyReportBugMessage");
  const input = validate(bugReportInput, raw);
  const staff = env.STAFF_EMAIL?.trim();
  if (!staff || !canSendMail(env)) throw new GameError("BadRequest", "bugReportUnavailable");
  const { count, retryAfter } = await countInWindow(env, [`bug-report:${me._id}`], 3600, now);
  if (count > BUG_REPORTS_PER_HOUR) throw new GameError("TooManyRequests", "tooManyRequests", { seconds: retryAfter });
  const player = {
    id: me._id,
    name: displayName(me),
    username: me.auth.local.username,
    email: input.email ?? accountEmail(me),
    userAgent: (userAgent ?? "").slice(0, USER_AGENT_MAX),
  };
  const sent = await sendMail(env, bugReportMail({ to: staff, message: input.message.trim(), player, at: now }));
  return {
    ok: true,
    emailData: {
      USER_ID: player.id,
      USER_USERNAME: player.username,
      USER_EMAIL: player.email,
      BROWSER_UA: player.userAgent,
    },
    sendMailResult: sent,
  };
}
