// The size of what GET /content sends (raw and gzip) and how fast it is served against GET /status,
// and the day's shop listings (shared per language and day, marked per player) against the same.
import { get } from "node:http";
import { gzipSync } from "node:zlib";
import { load, loadInTurns, registerBenchUser, report } from "./load.mjs";

// The sections the web client's game screens ask for (web/src/routes/common/game.tsx).
const CLIENT_SECTIONS =
  "gear,eggs,hatchingPotions,food,pets,mounts,quests,questBundles,specialSpells,cards,backgrounds,backgroundSets,appearance,appearanceSets,mysterySets,achievements,timeTravelStable";

/** One GET with no Accept-Encoding at all (as a bare tool sends it): its encoding and its body's first bytes. */
function bareGet(url) {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ encoding: response.headers["content-encoding"], start: Buffer.concat(chunks).subarray(0, 15) }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
}

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
  // The stored gzip goes only to clients that ask for it: a tool naming no encoding reads plain JSON.
  const bare = await bareGet(`${base}/api/v4/content?sections=food`);
  console.log(
    `GET /content with no Accept-Encoding: ${bare.encoding ?? "no Content-Encoding"}, body starts ${JSON.stringify(bare.start.toString("latin1"))}`,
  );
  // Warm every path so that the first build and compile do not count.
  const clientPath = `/api/v4/content?sections=${CLIENT_SECTIONS}`;
  const etag = (await fetch(`${base}${clientPath}`)).headers.get("ETag") ?? "";
  const plain = { headers: { "Accept-Encoding": "identity" } };
  await load(() => fetch(`${base}/api/v4/status`), { count: 20 });
  await load(() => fetch(`${base}/api/v4/content`), { count: 20 });
  await load(() => fetch(`${base}/api/v4/content`, plain), { count: 20 });
  // fetch asks for gzip (as browsers and most tools do): the answer's gzip bytes, made once, are
  // sent, and this process spends its own time decoding them. "identity" gets the plain bytes.
  // In turns, so that each meets the same load of the machine as the baseline.
  const [status, content, contentPlain, client, revalidated] = await loadInTurns(
    [
      () => fetch(`${base}/api/v4/status`),
      () => fetch(`${base}/api/v4/content`),
      () => fetch(`${base}/api/v4/content`, plain),
      () => fetch(`${base}${clientPath}`),
      () => fetch(`${base}${clientPath}`, { headers: { "If-None-Match": etag } }),
    ],
    { count: 300 },
  );
  report("GET /api/v4/status (baseline)", status);
  report("GET /api/v4/content (gzip)", content, status);
  report("GET /api/v4/content (identity)", contentPlain, status);
  report("GET /content?sections= (client)", client, status);
  report("GET /content, If-None-Match (304)", revalidated, status);
  for (const language of ["de", "es", "fr", "pt_BR", "ja"]) {
    const path = `${base}/api/v4/content?language=${language}`;
    await load(() => fetch(path), { count: 10 });
    report(`GET /content?language=${language}`, await load(() => fetch(path), { count: 100 }), status);
  }

  const headers = await registerBenchUser(base, `shops${Date.now().toString(36)}`);
  for (const shop of ["market", "quests", "backgrounds", "seasonal", "time-travelers"]) {
    const path = `${base}/api/v4/shops/${shop}`;
    await load(() => fetch(path, { headers }), { count: 20 });
    report(`GET /shops/${shop}`, await load(() => fetch(path, { headers }), { count: 300 }), status);
  }
  const rewards = `${base}/api/v4/user/in-app-rewards`;
  await load(() => fetch(rewards, { headers }), { count: 20 });
  report("GET /user/in-app-rewards", await load(() => fetch(rewards, { headers }), { count: 300 }), status);
}
