/**
 * The news feed and the FAQ (spec §7). A player has "new stuff" while the newest post is
 * not the one they last read or put off; reading or "tell me later" clears it. Staff with the
 * news privilege write, change and delete posts (the original game's news routes).
 */
import { Hono, type Context } from "hono";
import { faq } from "../../content/data/faq";
import { t } from "../../content/i18n";
import { database } from "../../db/client";
import type { AppEnv } from "../env";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { loadLanguage } from "../lib/catalogues";
import { languageParam, requestLanguage } from "../lib/language";
import type { Faq, NewsPost, NewsRead } from "../api-types/news";
import { requirePrivilege } from "../admin/privileges";
import { authenticateIfSent } from "../middleware/rateLimit";
import { body, query } from "../middleware/validate";
import {
  createNewsPost,
  markNewsRead,
  newNewsPost,
  newsFeed,
  newsPage,
  newsPostChanges,
  newsPostFor,
  removeNewsPost,
  updateNewsPost,
} from "../lib/newsPosts";

function markRead(action: "read" | "later") {
  return async (c: Context<AppEnv>) => {
    const db = database(c.env.DB);
    const user = await markNewsRead(db, c.get("user"), action, new Date());
    c.set("user", user);
    return ok<NewsRead>(c, { newStuff: false });
  };
}

export const newsRoutes = new Hono<AppEnv>()
  .get("/", authenticateIfSent, async (c) => {
    const asked = c.req.query("language");
    const language = asked ? languageParam(asked) : requestLanguage(c);
    const { page } = query(c, newsPage);
    await loadLanguage(language);
    return ok<NewsPost[]>(c, await newsFeed(database(c.env.DB), c.get("user"), language, page, new Date()));
  })
  .post("/", authenticate, requirePrivilege("news"), async (c) => {
    const input = await body(c, newNewsPost);
    return ok<NewsPost>(c, await createNewsPost(database(c.env.DB), c.get("user"), input, new Date()), {
      status: 201,
    });
  })
  .post("/read", authenticate, markRead("read"))
  .post("/tell-me-later", authenticate, markRead("later"))
  .get("/:postId", authenticateIfSent, async (c) =>
    ok<NewsPost>(c, await newsPostFor(database(c.env.DB), c.get("user"), c.req.param("postId"), new Date())),
  )
  .put("/:postId", authenticate, requirePrivilege("news"), async (c) => {
    const input = await body(c, newsPostChanges);
    const db = database(c.env.DB);
    return ok<NewsPost>(c, await updateNewsPost(db, c.get("user"), c.req.param("postId"), input, new Date()));
  })
  .delete("/:postId", authenticate, requirePrivilege("news"), async (c) => {
    await removeNewsPost(database(c.env.DB), c.get("user"), c.req.param("postId"), new Date());
    return ok(c, {});
  });

export const faqRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const asked = c.req.query("language");
  const language = asked ? languageParam(asked) : requestLanguage(c);
  await loadLanguage(language);
  return ok<Faq>(c, {
    stillNeedHelp: { text: t("faqStillNeedHelp", {}, language) },
    questions: faq.map((entry) => ({
      key: entry.key,
      question: t(entry.question, {}, language),
      answer: t(entry.answer, {}, language),
    })),
  });
});
