/**
 * Source maps stay on the machine that built the client: the build keeps them beside the
 * scripts for reading stack traces, but no script points at one and none is served.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "./fixtures";

const assets = join("dist", "client", "assets");

test("the client's source maps are not served, and no script names one", async ({ request }) => {
  const maps = readdirSync(assets).filter((file) => file.endsWith(".js.map"));
  expect(maps.length).toBeGreaterThan(0);
  for (const map of maps.slice(0, 3)) {
    const script = map.replace(/\.map$/, "");
    const served = await request.get(`/assets/${script}`);
    expect(served.status()).toBe(200);
    expect(await served.text()).not.toContain("sourceMappingURL");
    expect(readFileSync(join(assets, script), "utf8")).not.toContain("sourceMappingURL");
    const answer = await request.get(`/assets/${map}`);
    const body = await answer.text();
    expect(body).not.toContain('"mappings"');
  }
});
