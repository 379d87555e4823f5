// GET /content built once and served from memory or the edge cache: the stored gzip bytes
// for clients that take gzip, the same document and ETag for those that do not, 304s for
// every form of If-None-Match that names it.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const CONTENT = "https://habitforge.test/api/v4/content";

describe("GET /content from the edge cache", () => {
  it("sends gzip to a client that takes it, the same document and ETag to one that does not", async () => {
    const zipped = await SELF.fetch(`${CONTENT}?sections=eggs,food`, { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toContain("Accept-Encoding");
    const plain = await SELF.fetch(`${CONTENT}?sections=eggs,food`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("ETag")).toBe(zipped.headers.get("ETag"));
    // fetch decodes the gzip: both bodies are the same JSON text.
    const [zippedText, plainText] = await Promise.all([zipped.text(), plain.text()]);
    expect(zippedText).toBe(plainText);
    expect(JSON.parse(plainText).data.eggs.Wolf).toBeDefined();
    // gzip refused by q=0 is not sent.
    const refused = await SELF.fetch(`${CONTENT}?sections=eggs,food`, { headers: { "Accept-Encoding": "gzip;q=0" } });
    expect(refused.headers.get("Content-Encoding")).toBeNull();
    await refused.arrayBuffer();
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
