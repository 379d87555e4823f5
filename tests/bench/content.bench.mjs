// The size of what GET /content sends (raw and gzip) and how fast it is served against GET /status.
import { gzipSync } from "node:zlib";
import { load, report } from "./load.mjs";

export default async function ({ base }) {
  const body = Buffer.from(await (await fetch(`${base}/api/v4/content`)).arrayBuffer());
  console.log(`GET /api/v4/content size: ${(body.length / 1024).toFixed(0)} KiB raw, ${(gzipSync(body).length / 1024).toFixed(0)} KiB gzip`);
  const status = await load(() => fetch(`${base}/api/v4/status`), { count: 300 });
  const content = await load(() => fetch(`${base}/api/v4/content`), { count: 300 });
  report("GET /api/v4/status (baseline)", status);
  report("GET /api/v4/content", content, status);
}
