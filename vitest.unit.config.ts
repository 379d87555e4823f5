import { defineConfig } from "vitest/config";

// Pure rules and content tables run in plain Node: they touch no runtime API.
export default defineConfig({
  test: {
    environment: "node",
    pool: "threads",
    setupFiles: ["tests/unit/i18n-setup.ts"],
    projects: [
      {
        // The rules and tables keep no state between calls: their files share one module graph
        // per thread instead of loading it again for each file.
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          exclude: ["tests/unit/web-*.test.ts"],
          isolate: false,
        },
      },
      {
        // The client's modules keep state of their own (the player's known version, the
        // session, the offline queue): each of these files loads them afresh.
        extends: true,
        test: { name: "unit-web", include: ["tests/unit/web-*.test.ts"] },
      },
    ],
  },
});
