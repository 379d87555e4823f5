/** News posts staff write (POST /news): one row each, read newest publish date first. */
import { and, desc, eq, lte } from "drizzle-orm";
import type { Database } from "./client";
import { newsPosts } from "./schema";

export type NewsPostRow = typeof newsPosts.$inferSelect;

export async function loadNewsPost(db: Database, id: string): Promise<NewsPostRow | undefined> {
  return db.select().from(newsPosts).where(eq(newsPosts.id, id)).get();
}

/** The posts a reader sees, newest first: every post for news staff, else the published ones whose date has come. */
export async function listNewsPosts(db: Database, everything: boolean, now: Date): Promise<NewsPostRow[]> {
  const visible = and(eq(newsPosts.published, true), lte(newsPosts.publishDate, now.toISOString()));
  return db
    .select()
    .from(newsPosts)
    .where(everything ? undefined : visible)
    .orderBy(desc(newsPosts.publishDate), desc(newsPosts.createdAt))
    .all();
}

export function insertNewsPostStatement(db: Database, row: NewsPostRow) {
  return db.insert(newsPosts).values(row);
}

/** Writes the post's fields; its returned rows are empty when the post was deleted meanwhile. */
export function updateNewsPostStatement(db: Database, row: NewsPostRow) {
  return db.update(newsPosts).set(row).where(eq(newsPosts.id, row.id)).returning({ id: newsPosts.id });
}

export function deleteNewsPostStatement(db: Database, id: string) {
  return db.delete(newsPosts).where(eq(newsPosts.id, id));
}

/** The newest post players see at `now` (published, its date come), if any: its id, title and date. */
export async function latestPublishedNewsPost(db: Database, now: Date) {
  return db
    .select({ id: newsPosts.id, title: newsPosts.title, publishDate: newsPosts.publishDate })
    .from(newsPosts)
    .where(and(eq(newsPosts.published, true), lte(newsPosts.publishDate, now.toISOString())))
    .orderBy(desc(newsPosts.publishDate), desc(newsPosts.createdAt))
    .limit(1)
    .get();
}
