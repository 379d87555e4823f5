import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { i18nPrecompile } from "./scripts/i18n-precompile.mjs";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The client lives in web/ and is built into dist/client, which the Worker serves as static
// assets with a single-page-application fallback; /api/* and /parties/* reach the Worker first.
// In `vite` dev mode those two prefixes are proxied to a running `wrangler dev`.
const workerOrigin = process.env.WORKER_ORIGIN ?? "http://localhost:8787";

export default defineConfig({
  root: fromRoot("./web"),
  publicDir: fromRoot("./web/public"),
  plugins: [react(), i18nPrecompile()],
  resolve: {
    // Catalogues arrive parsed (see i18nPrecompile), so the browser never needs the ICU parser.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        // Keep the gear table out of the chunk that the tasks screen's rules share, so the
        // first screen never downloads it (the rules that need it are imported lazily).
        codeSplitting: {
          groups: [
            { name: "constants", test: /[\\/]content[\\/]data[\\/]constants\.ts/, priority: 2 },
            { name: "gear-table", test: /[\\/]content[\\/](data[\\/]gear[\\/]|rules[\\/]gearTable\.ts)/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: workerOrigin, changeOrigin: true },
      "/parties": { target: workerOrigin, changeOrigin: true, ws: true },
    },
  },
});
