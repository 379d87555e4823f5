import { describe, expect, it } from "vitest";
import { faq } from "../../content/data/faq";
import { news } from "../../content/data/news";
import { api, register } from "./helpers";

describe("news", () => {
  it("lists the posts newest first with their texts", async () => {
    const response = await api("GET", "/news");
    expect(response.status).toBe(200);
    expect(response.body.data.map((post: { id: string }) => post.id)).toEqual(news.map((post) => post.id));
    for (const post of response.body.data) {
      expect(post.title.length).toBeGreaterThan(3);
      expect(post.text).not.toBe("string not found");
    }
  });

  it("flags new stuff for a player who joined before the newest post, until read or put off", async () => {
    const reader = await register();
    const postponer = await register();
    for (const account of [reader, postponer])
      await api("POST", "/debug/update-user", {
        auth: account,
        body: { "auth.timestamps.created": "2020-01-01T00:00:00.000Z" },
      });
    expect((await api("GET", "/user", { auth: reader })).body.data.flags.newStuff).toBe(true);

    expect((await api("POST", "/news/read", { auth: reader })).status).toBe(200);
    const read = (await api("GET", "/user", { auth: reader })).body.data;
    expect(read.flags.newStuff).toBe(false);
    expect(read.notifications.some((notification: { type: string }) => notification.type === "NEW_STUFF")).toBe(false);

    await api("POST", "/news/tell-me-later", { auth: postponer });
    const later = (await api("GET", "/user", { auth: postponer })).body.data;
    expect(later.flags.newStuff).toBe(false);
    expect(
      later.notifications.filter((notification: { type: string }) => notification.type === "NEW_STUFF"),
    ).toHaveLength(1);
    expect((await api("POST", "/news/read")).status).toBe(401);
  });

  it("does not flag posts older than the account", async () => {
    const account = await register();
    expect((await api("GET", "/user", { auth: account })).body.data.flags.newStuff).toBe(false);
  });
});

describe("FAQ", () => {
  it("answers every heading for the web", async () => {
    const response = await api("GET", "/faq?platform=web&language=en");
    expect(response.status).toBe(200);
    expect(response.body.data.questions).toHaveLength(faq.length);
    expect(faq.length).toBeGreaterThanOrEqual(44);
    for (const entry of response.body.data.questions) {
      expect(entry.question.endsWith("?") || entry.question.length > 5).toBe(true);
      expect(entry.answer).not.toBe("string not found");
    }
    expect(response.body.data.stillNeedHelp.text.length).toBeGreaterThan(10);
  });
});
