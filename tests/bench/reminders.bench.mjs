// Reminders at the minute: 10 000 players, each with one daily whose reminder rings in the same
// minute and one web device, against a push service run here (it takes each message with a 201
// and checks that it is an encrypted aes128gcm body with a VAPID authorization). The server's
// own minute Cron Trigger (scripts/serve-local.mjs) does the work, as a deployment's would.
// Prints how many messages arrived and when the last one did, counted from the minute's start:
// all of them within that minute is the goal.
// BENCH_REMINDERS sets the number of reminders (default 10 000).
import { createServer } from "node:http";
import { webcrypto } from "node:crypto";
import { registerBenchUser } from "./load.mjs";

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000);
const MINUTE = 60_000;

async function call(base, headers, method, path, body) {
  const response = await fetch(`${base}/api/v4${path}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!json.success) throw new Error(`${method} ${path}: ${json.message}`);
  return json.data;
}

const base64url = (bytes) => Buffer.from(bytes).toString("base64url");

/** A push service on a free local port; resolves with its address and what it counted. */
async function pushService() {
  const seen = { messages: 0, refused: 0, players: new Set(), last: 0, arrivals: [] };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const fine =
        request.method === "POST" &&
        request.headers["content-encoding"] === "aes128gcm" &&
        /^vapid t=[^,]+, k=/.test(request.headers.authorization ?? "") &&
        body.length > 86;
      if (fine) {
        seen.messages += 1;
        seen.players.add(request.url);
        seen.last = Date.now();
        seen.arrivals.push(seen.last);
      } else seen.refused += 1;
      response.writeHead(fine ? 201 : 400).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}/push`, seen, close: () => server.close() };
}

export default async function ({ base }) {
  const service = await pushService();
  try {
    const pair = await webcrypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]);
    const p256dh = base64url(new Uint8Array(await webcrypto.subtle.exportKey("raw", pair.publicKey)));
    const auth = base64url(webcrypto.getRandomValues(new Uint8Array(16)));
    const headers = await registerBenchUser(base, `remind${Date.now().toString(36)}`);

    // The minute the reminders ring must come after the seeding: a first page of players
    // without reminders says how long seeding takes here.
    const CHUNK = 500;
    const calibration = performance.now();
    await call(base, headers, "POST", "/debug/seed-users", { count: 100, tasksPerUser: 2 });
    const perChunkMs = ((performance.now() - calibration) * CHUNK) / 100;
    const ringAt = Math.ceil((Date.now() + (COUNT / CHUNK) * perChunkMs * 1.5 + 60_000) / MINUTE) * MINUTE;
    const time = new Date(ringAt).toISOString();
    const seedStarted = performance.now();
    for (let done = 0; done < COUNT; done += CHUNK) {
      await call(base, headers, "POST", "/debug/seed-users", {
        count: Math.min(CHUNK, COUNT - done),
        tasksPerUser: 2,
        reminder: { time, endpoint: service.url, p256dh, auth },
      });
    }
    console.log(
      `seeded ${COUNT} players, each with a daily ringing at ${time}, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    if (Date.now() > ringAt - 5000)
      console.log("warning: the seeding ran into the ringing minute; the figure below is late by that much");

    // Wait for the minute, then for the messages (or for the minute after the next to end).
    while (Date.now() < ringAt) await new Promise((resolve) => setTimeout(resolve, 500));
    const index = await call(base, headers, "GET", "/debug/reminder-index");
    const waiting = index.find((row) => row.nextAt === ringAt)?.count ?? 0;
    const deadline = ringAt + 3 * MINUTE;
    while (service.seen.messages < COUNT && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const lastSeconds = (service.seen.last - ringAt) / 1000;
    // Where the time goes: a late first push is the trigger's and the queue's; the spread after it is throughput.
    const at = (share) =>
      (
        ((service.seen.arrivals[
          Math.min(service.seen.arrivals.length - 1, Math.floor(share * service.seen.arrivals.length))
        ] ?? ringAt) -
          ringAt) /
        1000
      ).toFixed(1);
    console.log(`arrivals after the minute began: first ${at(0)} s, half ${at(0.5)} s, 90% ${at(0.9)} s`);
    console.log(
      `reminders: ${service.seen.messages} of ${COUNT} pushed (${service.seen.players.size} devices, ${service.seen.refused} malformed); ` +
        `${waiting} were indexed for that minute at its start`,
    );
    console.log(
      `the last arrived ${lastSeconds.toFixed(1)} s after the minute began: ${
        service.seen.messages >= COUNT && lastSeconds < 60 ? "all within the minute" : "NOT all within the minute"
      } (${(service.seen.messages / Math.max(0.001, lastSeconds)).toFixed(0)} pushes/s)`,
    );
  } finally {
    service.close();
  }
}
