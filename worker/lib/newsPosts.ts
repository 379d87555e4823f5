/**
 * The news feed: the game's own posts (content/data/news.ts, worded in the reader's language)
 * and the posts staff with the news privilege write, edit and delete (POST/PUT/DELETE /news).
 * Players see published posts whose publish date has come; news staff see every post.
 */
import * as v from "valibot";
import { news } from "../../content/data/news";
import { t } from "../../content/i18n";
import type { Language } from "../../content/i18n/languages";
import { paramMessage } from "../../content/i18n/params";
import { GameError } from "../../content/rules/errors";
import { addNotification, removeNotificationsOfType } from "../../content/rules/notifications";
import { seededRandom } from "../../content/rules/random";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import {
  deleteNewsPostStatement,
  insertNewsPostStatement,
  listNewsPosts,
  loadNewsPost,
  type NewsPostRow,
  updateNewsPostStatement,
} from "../../db/news";
import { updateUser } from "../../db/users";
import { actorOf, auditStatement } from "../admin/audit";
import { hasPrivilege } from "../admin/privileges";
import type { NewsPost } from "../api-types/news";
import { str } from "../middleware/validate";
import { uuidParam } from "./groupsInput";
import { forgetLatestNews, latestNews, latestNewsTitle } from "./latestNews";

/** Posts on one page of GET /news, as the original pages them. */
export const NEWS_PER_PAGE = 10;
export const NEWS_TITLE_MAX = 200;
export const NEWS_CREDITS_MAX = 200;
export const NEWS_TEXT_MAX = 20_000;

/** A date as an ISO text or milliseconds since the epoch, read as a Date. */
const publishDate = v.pipe(
  v.union([v.string(), v.number()], paramMessage("paramDateTime")),
  v.transform((value) => new Date(value)),
  v.check(
    (date) => !Number.isNaN(date.getTime()) && Math.abs(date.getFullYear()) < 10_000,
    paramMessage("paramDateTime"),
  ),
);
const published = v.boolean(paramMessage("paramTrueFalse"));

export const newNewsPost = v.object({
  title: str(NEWS_TITLE_MAX, 1),
  text: str(NEWS_TEXT_MAX, 1),
  credits: str(NEWS_CREDITS_MAX, 1),
  published: v.optional(published, false),
  publishDate: v.optional(publishDate),
});

export const newsPostChanges = v.object({
  title: v.optional(str(NEWS_TITLE_MAX, 1)),
  text: v.optional(str(NEWS_TEXT_MAX, 1)),
  credits: v.optional(str(NEWS_CREDITS_MAX, 1)),
  published: v.optional(published),
  publishDate: v.optional(publishDate),
});

export const newsPage = v.object({
  page: v.optional(
    v.pipe(
      v.string(paramMessage("paramWholeNumber")),
      v.regex(/^\d{1,6}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
    ),
    "0",
  ),
});

function viewOfRow(row: NewsPostRow): NewsPost {
  return {
    _id: row.id,
    id: row.id,
    date: row.publishDate.slice(0, 10),
    title: row.title,
    text: row.text,
    credits: row.credits,
    published: row.published,
    publishDate: row.publishDate,
    author: row.author,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The game's own posts, in the reader's language. */
function builtInPosts(language: Language): NewsPost[] {
  return news.map((post) => {
    const at = `${post.date}T00:00:00.000Z`;
    return {
      _id: post.id,
      id: post.id,
      date: post.date,
      title: t(post.title, {}, language),
      text: t(post.text, {}, language),
      credits: "",
      published: true,
      publishDate: at,
      author: null,
      createdAt: at,
      updatedAt: at,
    };
  });
}

export function isNewsStaff(user: User | undefined): boolean {
  return hasPrivilege(user, "news");
}

/** One page of the feed for this reader (signed in or not), newest first. */
export async function newsFeed(
  db: Database,
  reader: User | undefined,
  language: Language,
  page: number,
  now: Date,
): Promise<NewsPost[]> {
  const written = (await listNewsPosts(db, isNewsStaff(reader), now)).map(viewOfRow);
  const all = [...written, ...builtInPosts(language)].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  return all.slice(page * NEWS_PER_PAGE, (page + 1) * NEWS_PER_PAGE);
}

/** One staff-written post; a draft or a future post is found by news staff only. */
export async function newsPostFor(
  db: Database,
  reader: User | undefined,
  rawId: string | undefined,
  now: Date,
): Promise<NewsPost> {
  const id = uuidParam(rawId, "postId");
  const row = await loadNewsPost(db, id);
  const visible = row && (isNewsStaff(reader) || (row.published && row.publishDate <= now.toISOString()));
  if (!row || !visible) throw new GameError("NotFound", "newsPostNotFound");
  return viewOfRow(row);
}

function changesOf(before: NewsPostRow | undefined, after: NewsPostRow) {
  const fields = ["title", "text", "credits", "published", "publishDate"] as const;
  return fields
    .filter((field) => before?.[field] !== after[field])
    .map((field) => ({ path: field, old: before?.[field] ?? null, new: after[field] }));
}

/** Writes a new post; the post and its audit entry in one batch. */
export async function createNewsPost(
  db: Database,
  staff: User,
  input: v.InferOutput<typeof newNewsPost>,
  now: Date,
): Promise<NewsPost> {
  const row: NewsPostRow = {
    id: crypto.randomUUID(),
    title: input.title,
    text: input.text,
    credits: input.credits,
    published: input.published,
    publishDate: (input.publishDate ?? now).toISOString(),
    author: staff._id,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await db.batch([
    insertNewsPostStatement(db, row),
    auditStatement(db, {
      actor: actorOf(staff),
      targetType: "news",
      targetId: row.id,
      action: "createNews",
      changes: changesOf(undefined, row),
      at: now,
    }),
  ]);
  forgetLatestNews();
  return viewOfRow(row);
}

/** Changes the fields sent; the rest stay. */
export async function updateNewsPost(
  db: Database,
  staff: User,
  rawId: string | undefined,
  input: v.InferOutput<typeof newsPostChanges>,
  now: Date,
): Promise<NewsPost> {
  const id = uuidParam(rawId, "postId");
  const before = await loadNewsPost(db, id);
  if (!before) throw new GameError("NotFound", "newsPostNotFound");
  const after: NewsPostRow = {
    ...before,
    ...(input.title !== undefined && { title: input.title }),
    ...(input.text !== undefined && { text: input.text }),
    ...(input.credits !== undefined && { credits: input.credits }),
    ...(input.published !== undefined && { published: input.published }),
    ...(input.publishDate !== undefined && { publishDate: input.publishDate.toISOString() }),
    updatedAt: now.toISOString(),
  };
  const [written] = await db.batch([
    updateNewsPostStatement(db, after),
    auditStatement(db, {
      actor: actorOf(staff),
      targetType: "news",
      targetId: id,
      action: "updateNews",
      changes: changesOf(before, after),
      at: now,
    }),
  ]);
  forgetLatestNews();
  if (written.length === 0) throw new GameError("NotFound", "newsPostNotFound");
  return viewOfRow(after);
}

export async function removeNewsPost(db: Database, staff: User, rawId: string | undefined, now: Date): Promise<void> {
  const id = uuidParam(rawId, "postId");
  const before = await loadNewsPost(db, id);
  if (!before) throw new GameError("NotFound", "newsPostNotFound");
  await db.batch([
    deleteNewsPostStatement(db, id),
    auditStatement(db, {
      actor: actorOf(staff),
      targetType: "news",
      targetId: id,
      action: "deleteNews",
      changes: [{ path: "title", old: before.title, new: null }],
      at: now,
    }),
  ]);
  forgetLatestNews();
}

/**
 * Marks the newest post read ("read") or put off ("later": it waits among the player's
 * notifications instead); either way the player has no new stuff until the next post.
 */
export async function markNewsRead(db: Database, me: User, action: "read" | "later", now: Date): Promise<User> {
  const latest = await latestNews(db, now);
  const { user } = await updateUser(
    db,
    me._id,
    (fresh) => {
      fresh.flags.newStuff = false;
      if (latest) fresh.flags.lastNewStuffRead = latest.id;
      removeNotificationsOfType(fresh, "NEW_STUFF");
      if (action === "later" && latest)
        addNotification(
          fresh,
          "NEW_STUFF",
          { id: latest.id, title: latestNewsTitle(latest, fresh.preferences.language) },
          { now, random: seededRandom(`${fresh._id}:${fresh._v}`) },
        );
      return { user: fresh, result: null };
    },
    me,
  );
  return user;
}
