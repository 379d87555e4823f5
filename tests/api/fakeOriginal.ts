/**
 * The original game's public API (https://habitica.com) as the verified import calls it, for
 * the API tests (it runs in Node, in vitest.api.config.ts's stand-in for the internet). It
 * answers GET /api/v3/user and GET /api/v3/tasks/user as the original does: the envelope
 * `{ success, data, notifications, userV, appVersion }`, and 401 NotAuthorized for credentials
 * that name no account.
 *
 * Test controls (never part of the original):
 * - POST /__test/accounts { id, apiToken, user, tasks, mode?, hold? } stores an account. `mode`
 *   makes it fail: "down" (503 page), "error" (500 envelope), "malformed" (200 that is not
 *   JSON), "busy" (429), "redirect" (302 elsewhere), "huge" (an answer over our size cap).
 *   `hold: n` keeps answers to /tasks/user until n of them are waiting (to start a race).
 * - GET /__test/requests?user=<id> lists the requests made for that account, with their headers.
 */
type Json = Record<string, unknown>;

interface FakeAccount {
  apiToken: string;
  user: Json;
  tasks: Json[];
  mode?: "down" | "error" | "malformed" | "busy" | "redirect" | "huge";
  hold?: number;
}

const accounts = new Map<string, FakeAccount>();
const requests: { path: string; user: string | null; key: string | null; client: string | null }[] = [];
const waiting = new Map<string, (() => void)[]>();
/** A held answer is let go after this long even if its partner never comes, so a test fails instead of hanging. */
const HOLD_LIMIT_MS = 15_000;

const envelope = (data: unknown, status = 200) =>
  Response.json(
    status === 200
      ? { success: true, data, notifications: [], userV: 412, appVersion: "5.31.2" }
      : { success: false, ...(data as Json) },
    { status, headers: { "x-ratelimit-limit": "30", "x-ratelimit-remaining": "29" } },
  );

async function hold(id: string, count: number): Promise<void> {
  const queue = waiting.get(id) ?? [];
  waiting.set(id, queue);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, HOLD_LIMIT_MS);
    queue.push(() => {
      clearTimeout(timer);
      resolve();
    });
    if (queue.length >= count) for (const release of queue.splice(0)) release();
  });
}

export async function fakeOriginal(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/__test/accounts" && request.method === "POST") {
    const input = (await request.json()) as FakeAccount & { id: string };
    accounts.set(input.id, input);
    return Response.json({ ok: true });
  }
  if (url.pathname === "/__test/requests")
    return Response.json(requests.filter((entry) => entry.user === url.searchParams.get("user")));

  const userId = request.headers.get("x-api-user");
  const apiToken = request.headers.get("x-api-key");
  requests.push({ path: url.pathname, user: userId, key: apiToken, client: request.headers.get("x-client") });
  if (request.method !== "GET" || (url.pathname !== "/api/v3/user" && url.pathname !== "/api/v3/tasks/user"))
    return envelope({ error: "NotFound", message: "Not found." }, 404);
  if (!userId || !apiToken)
    return envelope({ error: "NotAuthorized", message: "Missing authentication headers." }, 401);
  const account = accounts.get(userId);
  if (!account || account.apiToken !== apiToken)
    return envelope({ error: "NotAuthorized", message: "There is no account that uses those credentials." }, 401);

  switch (account.mode) {
    case "down":
      return new Response("<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>", {
        status: 503,
        headers: { "content-type": "text/html" },
      });
    case "error":
      return envelope({ error: "InternalServerError", message: "An unexpected error occurred." }, 500);
    case "malformed":
      return new Response("<html><body>Maintenance</body></html>", { headers: { "content-type": "text/html" } });
    case "busy":
      return envelope({ error: "TooManyRequests", message: "You've exceeded your rate limit." }, 429);
    case "redirect":
      return new Response(null, { status: 302, headers: { location: "https://elsewhere.example/api/v3/user" } });
    case "huge":
      return new Response(`{"success":true,"data":"${"x".repeat(17 * 1024 * 1024)}"}`, {
        headers: { "content-type": "application/json" },
      });
  }
  if (url.pathname === "/api/v3/user") return envelope(account.user);
  if (account.hold) await hold(userId, account.hold);
  return envelope(account.tasks);
}
