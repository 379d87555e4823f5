// GET /content built once and served from memory or the edge cache: its gzip bytes, made once,
// for a client that takes gzip (by what the client itself sent), the same document and ETag as
// plain JSON for one that does not, 304s for every form of If-None-Match that names it.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "../../worker/lib/edgeCache";

const CONTENT = "https://habitforge.test/api/v4/content";

describe("GET /content from the edge cache", () => {
  it("sends its gzip bytes to a client that takes gzip, the same document and ETag as plain JSON to one that does not", async () => {
    const zipped = await SELF.fetch(`${CONTENT}?sections=eggs,food`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toContain("Accept-Encoding");
    expect(zipped.headers.get("Content-Type")).toContain("application/json");
    const plain = await SELF.fetch(`${CONTENT}?sections=eggs,food`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("ETag")).toBe(zipped.headers.get("ETag"));
    // fetch decodes the gzip: both bodies are the same JSON text.
    const [zippedText, plainText] = await Promise.all([zipped.text(), plain.text()]);
    expect(zippedText).toBe(plainText);
    expect(JSON.parse(plainText).data.eggs.Wolf).toBeDefined();
    // gzip refused by its weight, or only `*` refused with gzip not named: plain JSON.
    for (const header of ["gzip;q=0", "br, *;q=0", "gzip;q=0, *"]) {
      const refused = await SELF.fetch(`${CONTENT}?sections=eggs,food`, { headers: { "Accept-Encoding": header } });
      expect(refused.headers.get("Content-Encoding")).toBeNull();
      expect(await refused.text()).toBe(plainText);
    }
  });

  it("goes by what the client sent (cf.clientAcceptEncoding), not by the platform's normalised header", async () => {
    // Behind Cloudflare and wrangler dev the Worker sees "br, gzip" whatever the client sent.
    const none = await SELF.fetch(`${CONTENT}?sections=food`, {
      headers: { "Accept-Encoding": "br, gzip" },
      cf: { clientAcceptEncoding: "" },
    });
    expect(none.headers.get("Content-Encoding")).toBeNull();
    const text = await none.text();
    expect(JSON.parse(text).data.food).toBeDefined();
    const gzip = await SELF.fetch(`${CONTENT}?sections=food`, {
      headers: { "Accept-Encoding": "br, gzip" },
      cf: { clientAcceptEncoding: "gzip, deflate" },
    });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(text);
  });

  it("tells which Accept-Encoding headers take gzip", () => {
    for (const header of ["gzip", "GZIP", "deflate, gzip;q=0.5", "*", "br;q=1, *;q=0.1", "x-gzip"])
      expect(acceptsGzip(header), header).toBe(true);
    for (const header of [undefined, "", "identity", "br", "gzip;q=0", "gzip;q=0.0, *", "*;q=0", "gzip;q=x"])
      expect(acceptsGzip(header), String(header)).toBe(false);
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
