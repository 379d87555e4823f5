import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";

// The static client may not be built yet; the Worker's assets binding only needs the folder.
mkdirSync("dist/client", { recursive: true });
const migrations = await readD1Migrations("db/migrations");

/**
 * Stands in for the internet during API tests: webhook receivers at https://hooks.test/ok/<key>
 * answer 200 and https://hooks.test/fail/<key> answer 500; GET https://hooks.test/count/<key>
 * tells how many deliveries a key received.
 */
const deliveries = new Map<string, number>();
function fakeInternet(request: Request): Response {
  const url = new URL(request.url);
  const [, kind, key = ""] = url.pathname.split("/");
  if (url.hostname !== "hooks.test") return new Response("no network in tests", { status: 502 });
  if (kind === "count") return Response.json({ count: deliveries.get(key) ?? 0 });
  deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
  return new Response(null, { status: kind === "ok" ? 200 : 500 });
}

// API and room tests run inside workerd with real D1 (SQLite) and real Durable Objects.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // The deployed entry plus the development routes the tests set players up with.
      main: "./worker/index.dev.ts",
      miniflare: {
        // Tests fire thousands of requests per player in seconds: the request quota is tested with its own limit.
        bindings: { TEST_MIGRATIONS: migrations, AUTH_RATE_LIMIT_MAX: "5", API_RATE_LIMIT_MAX: "1000000" },
        outboundService: fakeInternet,
      },
    }),
  ],
  test: {
    include: ["tests/api/**/*.test.ts"],
    setupFiles: ["tests/api/setup.ts"],
    testTimeout: 30_000,
  },
});
