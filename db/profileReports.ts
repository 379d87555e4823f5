/** Reports on players' profiles: one row per reporter and reported player, for staff. */
import { and, eq, or } from "drizzle-orm";
import type { Database } from "./client";
import { profileReports } from "./schema";

export type ProfileReportRow = typeof profileReports.$inferSelect;

/**
 * Records a report. A reporter who already reported this profile is refused (undefined) unless
 * `again` (a moderator), whose newer report replaces their older one.
 */
export async function recordProfileReport(
  db: Database,
  report: ProfileReportRow,
  again: boolean,
): Promise<ProfileReportRow | undefined> {
  const insert = db.insert(profileReports).values(report);
  const stored = again
    ? await insert
        .onConflictDoUpdate({
          target: [profileReports.memberId, profileReports.reporterId],
          set: { reportedAt: report.reportedAt, comment: report.comment, source: report.source },
        })
        .returning()
        .get()
    : await insert.onConflictDoNothing().returning().get();
  return stored;
}

export async function listProfileReports(db: Database, memberId: string): Promise<ProfileReportRow[]> {
  return db.select().from(profileReports).where(eq(profileReports.memberId, memberId)).all();
}

export async function clearProfileReports(db: Database, memberId: string): Promise<void> {
  await db.delete(profileReports).where(eq(profileReports.memberId, memberId)).run();
}

export async function loadProfileReport(db: Database, memberId: string, reporterId: string) {
  return db
    .select()
    .from(profileReports)
    .where(and(eq(profileReports.memberId, memberId), eq(profileReports.reporterId, reporterId)))
    .get();
}

/** A departing player's reports, both those they made and those about them. */
export function deleteProfileReportsOfStatement(db: Database, userId: string) {
  return db
    .delete(profileReports)
    .where(or(eq(profileReports.memberId, userId), eq(profileReports.reporterId, userId)));
}
