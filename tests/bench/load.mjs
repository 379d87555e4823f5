// A small, bounded load generator for benchmarks against the local server only.

/** Runs `count` requests with `concurrency` in flight; returns latencies (ms) and throughput. */
export async function load(makeRequest, { count = 1000, concurrency = 8, maxSeconds = 60 } = {}) {
  const latencies = [];
  let issued = 0;
  let failures = 0;
  const deadline = Date.now() + maxSeconds * 1000;
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
  return {
    requests: latencies.length,
    failures,
    perSecond: latencies.length / seconds,
    p50: pick(0.5),
    p99: pick(0.99),
  };
}

export function report(name, result, baseline) {
  const ratio = baseline
    ? ` | ${(baseline.perSecond / result.perSecond).toFixed(2)}x the cost of GET /status (p50 ${(result.p50 / baseline.p50).toFixed(2)}x)`
    : "";
  console.log(
    `${name.padEnd(34)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  failures ${result.failures}${ratio}`,
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
