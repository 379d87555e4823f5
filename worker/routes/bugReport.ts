/** POST /bug-report: a player tells the staff about a problem (mailed to STAFF_EMAIL). */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { type BugReportSent, sendBugReport } from "../lib/bugReports";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { rateLimit } from "../middleware/rateLimit";
import { readJson } from "../middleware/validate";

export const bugReportRoutes = new Hono<AppEnv>().post(
  "/",
  authenticate,
  rateLimit("bug-report", { perAccount: true }),
  async (c) => {
    const input = await readJson(c);
    const sent = await sendBugReport(c.env, c.get("user"), input, c.req.header("user-agent"), new Date());
    return ok<BugReportSent>(c, sent);
  },
);
