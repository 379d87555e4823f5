import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { i18nPrecompile, i18nServerCatalogues } from "./scripts/i18n-precompile.mjs";
import { VitePWA } from "vite-plugin-pwa";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The client lives in web/ and is built into dist/client, which the Worker serves as static
// assets with a single-page-application fallback; /api/* and /parties/* reach the Worker first.
// In `vite` dev mode those two prefixes are proxied to a running `wrangler dev`.
const workerOrigin = process.env.WORKER_ORIGIN ?? "http://localhost:8787";

// The installable app (DESIGN "The client offline"): the web app manifest and a service worker
// built from web/src/offline/sw.ts that precaches this build. It waits for the player's word
// before taking over from an older version ("prompt"), so old and new code never mix.
const pwa = VitePWA({
  strategies: "injectManifest",
  srcDir: "src/offline",
  filename: "sw.ts",
  registerType: "prompt",
  // Registered from the client after the page has loaded, never on the first screen's path.
  injectRegister: false,
  injectManifest: {
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    globIgnores: ["**/*.map"],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  manifest: {
    id: "/",
    name: "Habitforge",
    short_name: "Habitforge",
    description: "A habit tracker and to-do list that plays like a role-playing game.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#f1eef8",
    theme_color: "#6133b4",
    categories: ["productivity", "games", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    shortcuts: [
      {
        name: "Add a to-do",
        short_name: "To-do",
        url: "/?add=todo",
        icons: [{ src: "/icons/add-task-96.png", sizes: "96x96", type: "image/png" }],
      },
      {
        name: "Add a daily",
        short_name: "Daily",
        url: "/?add=daily",
        icons: [{ src: "/icons/add-task-96.png", sizes: "96x96", type: "image/png" }],
      },
      {
        name: "Add a habit",
        short_name: "Habit",
        url: "/?add=habit",
        icons: [{ src: "/icons/add-task-96.png", sizes: "96x96", type: "image/png" }],
      },
    ],
  },
});

export default defineConfig({
  root: fromRoot("./web"),
  publicDir: fromRoot("./web/public"),
  plugins: [react(), i18nPrecompile(), i18nServerCatalogues(fromRoot(".")), pwa],
  resolve: {
    // Catalogues arrive parsed (see i18nPrecompile), so the browser never needs the ICU parser.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" },
      // React Router publishes its build without development checks beside the default one;
      // the client ships that one (the default export condition only points at the other).
      ...(process.env.NODE_ENV === "development"
        ? []
        : [{ find: /^react-router$/, replacement: fromRoot("./node_modules/react-router/dist/production/index.mjs") }]),
    ],
  },
  build: {
    outDir: fromRoot("./dist/client"),
    emptyOutDir: true,
    // Maps stay beside the build for reading stack traces, unreferenced by the scripts, and
    // web/public/.assetsignore keeps them out of the assets Workers serves.
    sourcemap: "hidden",
    target: "es2022",
    rolldownOptions: {
      output: {
        // Keep the gear table out of the chunk that the tasks screen's rules share, so the
        // first screen never downloads it (the rules that need it are imported lazily).
        // Everything the entry imports statically is one chunk ("app"): left to itself, the
        // bundler splits the modules the lazy screens share with the entry into many small
        // chunks, depending on the shape of the import graph, which the first screen pays for.
        codeSplitting: {
          groups: [
            { name: "constants", test: /[\\/]content[\\/]data[\\/]constants\.ts/, priority: 2 },
            { name: "gear-table", test: /[\\/]content[\\/](data[\\/]gear[\\/]|rules[\\/]gearTable\.ts)/, priority: 1 },
            { name: "app", tags: ["$initial"] },
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
