import { defineConfig } from "vitest/config";

// Pure rules and content tables run in plain Node: they touch no runtime API.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    setupFiles: ["tests/unit/i18n-setup.ts"],
  },
});
