// The size of what GET /content sends (raw and gzip) and how fast it is served against GET /status.
import { gzipSync } from "node:zlib";
import { load, report } from "./load.mjs";

// The sections the web client's game screens ask for (web/src/routes/common/game.tsx).
const CLIENT_SECTIONS =
  "gear,eggs,hatchingPotions,food,pets,mounts,quests,questBundles,specialSpells,cards,backgrounds,backgroundSets,appearance,appearanceSets,mysterySets,achievements,timeTravelStable";

export default async function ({ base }) {
  for (const [name, path] of [
    ["whole document (tools)", "/api/v4/content"],
    ["client sections", `/api/v4/content?sections=${CLIENT_SECTIONS}`],
  ]) {
    const body = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer());
    console.log(
      `GET /content, ${name}: ${(body.length / 1024).toFixed(0)} KiB raw, ${(gzipSync(body).length / 1024).toFixed(0)} KiB gzip`,
    );
  }
  // Warm every path so that the first build and compile do not count.
  const clientPath = `/api/v4/content?sections=${CLIENT_SECTIONS}`;
  const etag = (await fetch(`${base}${clientPath}`)).headers.get("ETag") ?? "";
  await load(() => fetch(`${base}/api/v4/status`), { count: 20 });
  await load(() => fetch(`${base}/api/v4/content`), { count: 20 });
  // The stored JSON text is sent as it is (on Cloudflare the platform compresses it per client).
  const status = await load(() => fetch(`${base}/api/v4/status`), { count: 300 });
  const content = await load(() => fetch(`${base}/api/v4/content`), { count: 300 });
  const client = await load(() => fetch(`${base}${clientPath}`), { count: 300 });
  const revalidated = await load(() => fetch(`${base}${clientPath}`, { headers: { "If-None-Match": etag } }), {
    count: 300,
  });
  report("GET /api/v4/status (baseline)", status);
  report("GET /api/v4/content", content, status);
  report("GET /content?sections= (client)", client, status);
  report("GET /content, If-None-Match (304)", revalidated, status);
}
