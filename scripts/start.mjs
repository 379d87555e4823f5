// `npm start`: the whole product at http://localhost:8787 on a local, self-migrating D1.
import { ensureDependencies } from "./lib.mjs";

ensureDependencies();
const dev = process.argv.includes("--dev");
process.argv.splice(
  2,
  process.argv.length,
  "--port",
  "8787",
  "--state",
  ".wrangler/state",
  ...(dev ? [] : ["--build"]),
);
await import("./serve-local.mjs");
