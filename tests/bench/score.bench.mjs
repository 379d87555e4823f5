// POST /tasks/{id}/score/up against GET /status: the cost of one scored habit end to end.
import { load, registerBenchUser, report } from "./load.mjs";

export default async function ({ base }) {
  const headers = await registerBenchUser(base, `score${Date.now().toString(36)}`);
  const created = await fetch(`${base}/api/v4/tasks/user`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ type: "habit", text: "Bench habit" }),
  });
  const habit = (await created.json()).data;
  const score = () => fetch(`${base}/api/v4/tasks/${habit._id}/score/up`, { method: "POST", headers });
  await load(score, { count: 30, concurrency: 1 });
  const status = await load(() => fetch(`${base}/api/v4/status`), { count: 1000 });
  // One player scoring: requests queue behind each other on that player's version.
  const scores = await load(score, { count: 500, concurrency: 4 });
  report("GET /api/v4/status (baseline)", status);
  report("POST /tasks/{id}/score/up", scores, status);
}
