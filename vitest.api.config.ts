import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { fakeInternet, TEST_PROVIDER_BINDINGS } from "./tests/api/fakeInternet";

// The static client may not be built yet; the Worker's assets binding only needs the folder.
mkdirSync("dist/client", { recursive: true });
const migrations = await readD1Migrations("db/migrations");

// API and room tests run inside workerd with real D1 (SQLite) and real Durable Objects.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // The deployed entry plus the development routes the tests set players up with.
      main: "./worker/index.dev.ts",
      miniflare: {
        // Mail goes to the outbox; Google and Apple sign-in run against the fake internet.
        bindings: { TEST_MIGRATIONS: migrations, AUTH_RATE_LIMIT_MAX: "5", MAIL_OUTBOX: "true", ...TEST_PROVIDER_BINDINGS },
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
