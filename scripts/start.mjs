// `npm start`: the whole product at http://localhost:8787 on a local, self-migrating D1.
// Another port: `PORT=8788 npm start` or `npm start -- --port 8788` (the same for `npm run dev`).
import { ensureDependencies, ensureProjectNode, portOrExit } from "./lib.mjs";

const dev = process.argv.includes("--dev");
// Before anything is installed or built: a busy port is said at once.
const command = dev ? "npm run dev" : "npm start";
const port = await portOrExit(command, 8787);
ensureDependencies();
// On the project's Node before the arguments are rewritten, so `--dev` survives the switch.
ensureProjectNode();
process.argv.splice(
  2,
  process.argv.length,
  "--port",
  String(port),
  "--state",
  ".wrangler/state",
  "--command",
  command,
  ...(dev ? [] : ["--build"]),
);
await import("./serve-local.mjs");
