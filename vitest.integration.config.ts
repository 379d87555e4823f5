import { defineConfig } from "vitest/config";

// The project's commands and tools as a user runs them, in plain Node: each file starts
// processes (wrangler, `wrangler dev`, the scripts behind `npm start`, `npm run admin` and
// `npm run deploy`), opens ports or writes a local D1. They take seconds each, so every test has
// a minute unless it names more itself, and a file's setup may take three.
export default defineConfig({
  test: {
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
