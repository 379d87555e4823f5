import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "./helpers";

describe("GET /content", () => {
  it("serves the game's tables with texts, an ETag and a long cache", async () => {
    const response = await SELF.fetch("https://habitforge.test/api/v4/content");
    expect(response.status).toBe(200);
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get("Cache-Control")).toContain("max-age=86400");
    const body = (await response.json()) as {
      success: boolean;
      data: Record<string, Record<string, { text?: string; value?: number }>> & {
        gear: { flat: Record<string, { value: number }> };
      };
    };
    expect(body.success).toBe(true);
    for (const table of ["eggs", "hatchingPotions", "food", "quests", "backgrounds"])
      expect(Object.keys(body.data[table]).length).toBeGreaterThan(0);
    // The whole document has the public API's structure; the client's lean tables come by section.
    expect(body.data.gear.flat.weapon_warrior_1.value).toBe(20);
    const lean = await api("GET", "/content?sections=gear");
    expect(lean.body.data.gear.weapon_warrior_1.value).toBe(20);
    expect(typeof body.data.eggs.Wolf.text).toBe("string");
    expect(body.data.eggs.Wolf.text).not.toMatch(/Text$/);

    const again = await SELF.fetch("https://habitforge.test/api/v4/content", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    const other = await SELF.fetch("https://habitforge.test/api/v4/content?language=zz");
    expect(other.headers.get("ETag")).toBe(etag);
  });

  it("serves only the asked sections, and refuses unknown ones", async () => {
    const response = await api("GET", "/content?sections=eggs,food");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data).sort()).toEqual(["eggs", "food", "language"]);
    const bad = await api("GET", "/content?sections=eggs,secrets");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].param).toBe("sections");
  });
});

describe("GET /world-state", () => {
  it("lists the events running now", async () => {
    const response = await api("GET", "/world-state");
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body.data.currentEventList)).toBe(true);
    for (const event of response.body.data.currentEventList) {
      expect(Date.parse(event.start)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(event.end)).toBeGreaterThanOrEqual(Date.now());
    }
  });
});

describe("GET /content in another language", () => {
  it("answers German names for ?language=de, with its own ETag and cache, and English for a language it does not speak", async () => {
    const english = await SELF.fetch("https://habitforge.test/api/v4/content?language=en&sections=eggs,quests");
    const german = await SELF.fetch("https://habitforge.test/api/v4/content?language=de&sections=eggs,quests");
    expect(german.status).toBe(200);
    const englishBody = (await english.json()) as {
      data: { language: string; eggs: Record<string, { text: string }>; quests: Record<string, { text: string }> };
    };
    const germanBody = (await german.json()) as typeof englishBody;
    expect(germanBody.data.language).toBe("de");
    expect(englishBody.data.language).toBe("en");
    // Every egg and quest is named, and named differently from English for most of them.
    const eggs = Object.keys(englishBody.data.eggs);
    expect(Object.keys(germanBody.data.eggs)).toEqual(eggs);
    const renamed = eggs.filter((key) => germanBody.data.eggs[key].text !== englishBody.data.eggs[key].text);
    expect(renamed.length).toBeGreaterThan(eggs.length / 2);
    expect(germanBody.data.eggs.Wolf.text).not.toBe("Wolf Egg");
    expect(germanBody.data.quests.atom1.text).not.toBe(englishBody.data.quests.atom1.text);

    const etag = german.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(etag).not.toBe(english.headers.get("ETag"));
    expect(german.headers.get("Cache-Control")).toContain("max-age=86400");
    const again = await SELF.fetch("https://habitforge.test/api/v4/content?language=de&sections=eggs,quests", {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);

    const japanese = await api("GET", "/content?language=ja&sections=eggs");
    expect(japanese.body.data.language).toBe("ja");
    expect(japanese.body.data.eggs.Wolf.text).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
  });
});
