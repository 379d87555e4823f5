// GET /content built once and served from memory or the edge cache: the same plain JSON and
// ETag whatever encoding a client names (the platform compresses per client), 304s for every
// form of If-None-Match that names it.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const CONTENT = "https://habitforge.test/api/v4/content";

describe("GET /content from the edge cache", () => {
  it("sends the same plain JSON and ETag whatever encoding a client names", async () => {
    const asking = await SELF.fetch(`${CONTENT}?sections=eggs,food`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(asking.status).toBe(200);
    // Never bytes the Worker encoded itself: a client behind a normalised header could not read them.
    expect(asking.headers.get("Content-Encoding")).toBeNull();
    expect(asking.headers.get("Content-Type")).toContain("application/json");
    const plain = await SELF.fetch(`${CONTENT}?sections=eggs,food`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("ETag")).toBe(asking.headers.get("ETag"));
    const [askingText, plainText] = await Promise.all([asking.text(), plain.text()]);
    expect(askingText).toBe(plainText);
    expect(JSON.parse(plainText).data.eggs.Wolf).toBeDefined();
  });

  it("answers 304 without a body to a list or a weak form naming the ETag, and 200 to another", async () => {
    const first = await SELF.fetch(`${CONTENT}?sections=food`);
    const etag = first.headers.get("ETag") ?? "";
    await first.arrayBuffer();
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    for (const header of [etag, `W/${etag}`, `"somethingelse", ${etag}`]) {
      const again = await SELF.fetch(`${CONTENT}?sections=food`, { headers: { "If-None-Match": header } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("ETag")).toBe(etag);
    }
    const stale = await SELF.fetch(`${CONTENT}?sections=food`, { headers: { "If-None-Match": '"0000"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it("keeps each sections choice and language apart, whatever order the sections are named in", async () => {
    const tags = new Set<string>();
    for (const query of ["sections=eggs,food", "sections=food,eggs", "sections=food", "sections=food&language=fr"]) {
      const response = await SELF.fetch(`${CONTENT}?${query}`);
      tags.add(
        `${query.includes("fr") ? "fr" : ""}${query.includes("eggs") ? "both" : "food"}:${response.headers.get("ETag")}`,
      );
      await response.arrayBuffer();
    }
    // The two orders of the same sections share one answer; the other three differ.
    expect(tags.size).toBe(3);
    expect(new Set([...tags].map((tag) => tag.split(":")[1])).size).toBe(3);
  });
});
