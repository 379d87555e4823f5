// The Worker's cold start, offline, as `wrangler check startup` measures it on this machine: the
// deployed bundle's size (raw and gzip, as uploaded) and the active CPU time of its startup
// phase (the median of a few runs; the profile of the last one is left in
// .wrangler/startup.cpuprofile for a flame graph). The machine's load moves the time; compare
// runs made under the same load.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { offlineEnv } from "../../scripts/lib.mjs";

const RUNS = 3;

export default async function ({ root }) {
  const profile = join(root, ".wrangler", "startup.cpuprofile");
  const active = [];
  let bundle = "?";
  for (let run = 0; run < RUNS; run++) {
    const result = spawnSync(
      join(root, "node_modules", ".bin", "wrangler"),
      ["check", "startup", "--outfile", profile],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...offlineEnv, CI: "true" },
      },
    );
    const output = `${result.stdout}${result.stderr}`;
    if (result.status !== 0) throw new Error(`wrangler check startup failed:\n${output}`);
    bundle = /Bundle: ([^\n│]+)/.exec(output)?.[1]?.trim() ?? bundle;
    const time = /Active: ([\d.]+) ms/.exec(output)?.[1];
    if (time) active.push(Number(time));
  }
  active.sort((a, b) => a - b);
  console.log(`Worker bundle (deployed entry, as uploaded): ${bundle}`);
  console.log(
    `Worker startup CPU (wrangler check startup, active): ${active.length ? active[Math.floor(active.length / 2)].toFixed(1) : "?"} ms median of ${active.length} (${active.map((time) => time.toFixed(0)).join(", ")} ms)`,
  );
}
