// GET /user against GET /status: the cost of authentication plus one user read.
import { load, loadInTurns, registerBenchUser, report } from "./load.mjs";

export default async function ({ base }) {
  const headers = await registerBenchUser(base, `bench${Date.now().toString(36)}`);
  // Warm both paths so that the first compile does not count.
  await load(() => fetch(`${base}/api/v4/status`), { count: 50 });
  await load(() => fetch(`${base}/api/v4/user`, { headers }), { count: 50 });
  // In turns, so that both meet the same load of the machine; many short turns, since the two
  // differ by a few tenths of a millisecond of processor time and the machine's load drifts.
  const [status, user] = await loadInTurns(
    [() => fetch(`${base}/api/v4/status`), () => fetch(`${base}/api/v4/user`, { headers })],
    { count: 4000, rounds: 12 },
  );
  report("GET /api/v4/status (baseline)", status);
  report("GET /api/v4/user", user, status);
}
