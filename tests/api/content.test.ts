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
    const body = (await response.json()) as { success: boolean; data: Record<string, Record<string, { text?: string; value?: number }>> & { gear: { flat: Record<string, { value: number }> } } };
    expect(body.success).toBe(true);
    for (const table of ["eggs", "hatchingPotions", "food", "quests", "backgrounds"]) expect(Object.keys(body.data[table]).length).toBeGreaterThan(0);
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
