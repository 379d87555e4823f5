// A small, bounded load generator for benchmarks against the local server only.
import { readdirSync, readFileSync } from "node:fs";

// The server's processes (wrangler and its workerd), when the bench runner names them
// (setServerProcess): each measure then also counts the processor time they and this process
// spent, which tells a route's cost apart from the machine's other load far better than
// requests per second on a shared machine.
let serverPid;

export function setServerProcess(pid) {
  serverPid = pid;
}

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Processor time (ms) spent so far by `root` and every process under it; undefined off Linux. */
function processTreeCpuMs(root) {
  let entries;
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const parents = new Map();
  const ticks = new Map();
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The fields after the command name (which may hold spaces) sit past its closing bracket.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(pid), Number(fields[1]));
      ticks.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while being read.
    }
  }
  if (!ticks.has(root)) return undefined;
  let total = 0;
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of tree) total += ticks.get(pid) ?? 0;
  return (total * 1000) / TICKS_PER_SECOND;
}

function clientCpuMs() {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Runs `count` requests with `concurrency` in flight; returns latencies (ms) and throughput. */
export async function load(makeRequest, { count = 1000, concurrency = 8, maxSeconds = 60 } = {}) {
  const latencies = [];
  let issued = 0;
  let failures = 0;
  const deadline = Date.now() + maxSeconds * 1000;
  const serverBefore = serverPid === undefined ? undefined : processTreeCpuMs(serverPid);
  const clientBefore = clientCpuMs();
  const started = performance.now();
  async function worker() {
    while (issued < count && Date.now() < deadline) {
      issued += 1;
      const t0 = performance.now();
      const response = await makeRequest();
      await response.arrayBuffer();
      if (response.status >= 400) failures += 1;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const serverAfter = serverPid === undefined ? undefined : processTreeCpuMs(serverPid);
  const requests = latencies.length;
  return {
    requests,
    failures,
    seconds,
    latencies,
    perSecond: requests / seconds,
    p50: pick(0.5),
    p99: pick(0.99),
    // Processor time per request: the server's processes, and this one sending and reading.
    serverCpuMs:
      serverBefore === undefined || serverAfter === undefined || requests === 0
        ? undefined
        : (serverAfter - serverBefore) / requests,
    clientCpuMs: requests === 0 ? undefined : (clientCpuMs() - clientBefore) / requests,
  };
}

/**
 * Measures several request makers in turns (`rounds` short runs of each, one after the other)
 * and answers one result per maker, as `load` does. On a shared machine the load changes over a
 * run; taking turns puts every maker under the same mix of it, so their ratios are fair.
 */
export async function loadInTurns(makers, { count = 1000, rounds = 6, concurrency = 8 } = {}) {
  const totals = makers.map(() => ({ requests: 0, failures: 0, seconds: 0, latencies: [], server: 0, client: 0 }));
  const perRound = Math.ceil(count / rounds);
  for (let round = 0; round < rounds; round++) {
    for (const [index, makeRequest] of makers.entries()) {
      const result = await load(makeRequest, { count: perRound, concurrency });
      const total = totals[index];
      total.requests += result.requests;
      total.failures += result.failures;
      total.seconds += result.seconds;
      total.latencies.push(...result.latencies);
      total.server = result.serverCpuMs === undefined ? undefined : total.server + result.serverCpuMs * result.requests;
      total.client += result.clientCpuMs * result.requests;
    }
  }
  return totals.map((total) => {
    const latencies = total.latencies.sort((a, b) => a - b);
    const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return {
      requests: total.requests,
      failures: total.failures,
      seconds: total.seconds,
      latencies,
      perSecond: total.requests / total.seconds,
      p50: pick(0.5),
      p99: pick(0.99),
      serverCpuMs: total.server === undefined ? undefined : total.server / total.requests,
      clientCpuMs: total.client / total.requests,
    };
  });
}

export function report(name, result, baseline) {
  const ratio = baseline
    ? ` | ${(baseline.perSecond / result.perSecond).toFixed(2)}x the cost of GET /status (p50 ${(result.p50 / baseline.p50).toFixed(2)}x)`
    : "";
  console.log(
    `${name.padEnd(34)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  failures ${result.failures}${ratio}`,
  );
  if (result.serverCpuMs === undefined) return;
  const cpuRatio =
    baseline?.serverCpuMs > 0
      ? ` | server CPU ${(result.serverCpuMs / baseline.serverCpuMs).toFixed(2)}x GET /status's`
      : "";
  console.log(
    `${"".padEnd(34)} CPU per request: server ${result.serverCpuMs.toFixed(2)} ms, bench client ${result.clientCpuMs.toFixed(2)} ms${cpuRatio}`,
  );
}

export async function registerBenchUser(base, name) {
  const password = "bench-password-1";
  const response = await fetch(`${base}/api/v4/user/auth/local/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: name, email: `${name}@bench.local`, password, confirmPassword: password }),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`could not register ${name}: ${body.message}`);
  return { "x-api-user": body.data.id, "x-api-key": body.data.apiToken, "x-client": "habitforge-bench" };
}
