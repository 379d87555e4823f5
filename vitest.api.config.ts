import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { mkdirSync } from "node:fs";
import { defineConfig } from "vitest/config";

// The static client may not be built yet; the Worker's assets binding only needs the folder.
mkdirSync("dist/client", { recursive: true });
const migrations = await readD1Migrations("db/migrations");

// API and room tests run inside workerd with real D1 (SQLite) and real Durable Objects.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: { TEST_MIGRATIONS: migrations, DEBUG_ROUTES: "true", AUTH_RATE_LIMIT_MAX: "5" },
      },
    }),
  ],
  test: {
    include: ["tests/api/**/*.test.ts"],
    setupFiles: ["tests/api/setup.ts"],
    testTimeout: 30_000,
  },
});
