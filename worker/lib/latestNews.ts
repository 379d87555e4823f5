/**
 * The newest news post a player may not have read: the game's own latest post or the newest
 * published post staff wrote, whichever came out last. The staff-written one is read from the
 * database at most once a minute per isolate; writing, changing or deleting a post forgets it
 * in the isolate that made the change (others see it within the minute).
 */
import { news } from "../../content/data/news";
import { t } from "../../content/i18n";
import type { Database } from "../../db/client";
import { latestPublishedNewsPost } from "../../db/news";

export interface LatestNews {
  id: string;
  /** When it came out (ISO). */
  publishDate: string;
  /** The game's own post has a catalogue key for a title; staff write theirs as it is shown. */
  title: { key: string } | { text: string };
  /** The game's own posts are dated by day; staff-written ones to the moment. */
  builtIn: boolean;
}

/** How long a read of the newest staff-written post is trusted. */
export const LATEST_NEWS_TTL_MS = 60_000;

const builtIn: LatestNews | undefined = news[0]
  ? { id: news[0].id, publishDate: `${news[0].date}T00:00:00.000Z`, title: { key: news[0].title }, builtIn: true }
  : undefined;

let written: { readAt: number; post: LatestNews | undefined } | undefined;

/** The newest post known in this isolate, without reading the database. */
export function latestKnownNews(): LatestNews | undefined {
  const post = written?.post;
  if (!post) return builtIn;
  if (!builtIn) return post;
  return post.publishDate >= builtIn.publishDate ? post : builtIn;
}

/** The newest post, reading the staff-written ones again when the last read is a minute old. */
export async function latestNews(db: Database, now: Date): Promise<LatestNews | undefined> {
  const at = now.getTime();
  if (!written || at - written.readAt >= LATEST_NEWS_TTL_MS || at < written.readAt) {
    const row = await latestPublishedNewsPost(db, now);
    written = {
      readAt: at,
      post: row ? { id: row.id, publishDate: row.publishDate, title: { text: row.title }, builtIn: false } : undefined,
    };
  }
  return latestKnownNews();
}

/** After a post is written, changed or deleted: the next reader reads the database again. */
export function forgetLatestNews(): void {
  written = undefined;
}

/** Whether the player has a post they have not read or put off (one older than the account is no news to them). */
export function isUnreadNews(post: LatestNews | undefined, lastRead: string | undefined, created: string): boolean {
  if (!post || lastRead === post.id) return false;
  return Date.parse(post.publishDate) >= Date.parse(post.builtIn ? created.slice(0, 10) : created);
}

export function latestNewsTitle(post: LatestNews, language: string): string {
  return "key" in post.title ? t(post.title.key, {}, language) : post.title.text;
}
