// Live fan-out of group chat (issue 8): how long one chat message takes to reach every
// connected member — 30 party members, then 1 000 clients in the tavern. Each latency runs
// from just before POST /groups/{id}/chat until a socket receives the message's chat.new.
// Loopback only, bounded loops; prints figures and asserts nothing.

export const TAVERN_ID = "00000000-0000-4000-a000-000000000000";
const PASSWORD = "bench-password-1";
/** The local server allows 120 registrations a minute per address; beyond that we wait. */
const REGISTER_RETRIES = 8;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

export function printSummary(name, values) {
  const s = summary(values);
  console.log(
    `${name.padEnd(52)} n ${String(s.count).padStart(6)}  p50 ${s.p50.toFixed(1).padStart(7)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms  max ${s.max.toFixed(1).padStart(7)} ms`,
  );
}

/** Attempts per call: `wrangler dev` restarts its worker when sources change and drops the request. */
const CALL_ATTEMPTS = 3;

export async function call(base, player, method, path, body) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(`${base}/api/v4${path}`, {
      method,
      headers: { ...player.headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let payload;
    try {
      payload = JSON.parse(text);
    } catch {
      if (attempt < CALL_ATTEMPTS) {
        await sleep(1000);
        continue;
      }
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 120)}`);
    }
    if (!payload.success) throw new Error(`${method} ${path}: ${response.status} ${payload.message}`);
    return payload.data;
  }
}

export async function registerPlayer(base, username) {
  for (let attempt = 0; attempt <= REGISTER_RETRIES; attempt += 1) {
    const response = await fetch(`${base}/api/v4/user/auth/local/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username,
        email: `${username}@bench.local`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    });
    const payload = await response.json();
    if (payload.success) {
      return {
        id: payload.data.id,
        username,
        headers: { "x-api-user": payload.data.id, "x-api-key": payload.data.apiToken, "x-client": "habitforge-bench" },
      };
    }
    if (response.status !== 429) throw new Error(`could not register ${username}: ${payload.message}`);
    await sleep(8000);
  }
  throw new Error(`could not register ${username}: still rate limited`);
}

/** Runs `task` over `items` with at most `concurrency` in flight. */
export async function pool(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export async function registerPlayers(base, prefix, count) {
  const stamp = Date.now().toString(36).slice(-6);
  return pool(
    Array.from({ length: count }, (_, i) => `${prefix}${stamp}${i}`),
    6,
    (name) => registerPlayer(base, name),
  );
}

/** A party led by players[0] with everyone else invited and joined. */
export async function formParty(base, players, name) {
  const [leader, ...others] = players;
  const party = await call(base, leader, "POST", "/groups", { name, type: "party" });
  await call(base, leader, "POST", `/groups/${party._id}/invite`, { uuids: others.map((player) => player.id) });
  await pool(others, 6, (player) => call(base, player, "POST", `/groups/${party._id}/join`));
  return party._id;
}

/**
 * One WebSocket to a group's room with a fresh ticket. `onMessage` sees every parsed message;
 * resolves once open.
 */
export async function openSocket(base, player, groupId, onMessage) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openSocketOnce(base, player, groupId, onMessage);
    } catch (error) {
      // A refused upgrade (the dev server under load, or restarting) gets a fresh ticket.
      socketRetries += 1;
      if (attempt >= CALL_ATTEMPTS) throw error;
      await sleep(500);
    }
  }
}

/** Connections that needed another ticket, reported with the figures. */
export let socketRetries = 0;

async function openSocketOnce(base, player, groupId, onMessage) {
  const ticket = await call(base, player, "POST", `/groups/${groupId}/live-ticket`);
  const url = `${base.replace(/^http/, "ws")}${ticket.url}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error("socket did not open in 15 s")), 15_000);
    socket.addEventListener("open", () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.addEventListener("error", () => {
      clearTimeout(timer);
      reject(new Error("socket failed"));
    });
    socket.addEventListener("message", (event) => {
      try {
        onMessage(JSON.parse(String(event.data)));
      } catch {
        // Not ours to judge here.
      }
    });
  });
}

/**
 * Sockets that note when they see a chat message with a given text. `arrivals(text, sockets)`
 * resolves once every socket still open saw it (or after the timeout), with each open socket's
 * arrival time (performance.now()) or undefined. A socket the dev server dropped (it restarts
 * its worker when sources change) is not waited for; the figures say how many were open.
 */
export function chatWatchers(count, timeoutMs = 10_000) {
  const times = new Map();
  const onMessage = (index) => (message) => {
    if (message.type !== "chat.new") return;
    const entry = times.get(message.message.text);
    if (entry && entry[index] === undefined) entry[index] = performance.now();
  };
  const watch = (text) => times.set(text, new Array(count));
  const arrivals = (text, sockets) =>
    new Promise((resolve) => {
      const deadline = Date.now() + timeoutMs;
      const check = () => {
        const entry = times.get(text);
        const open = sockets
          .map((socket, index) => index)
          .filter((index) => sockets[index].readyState === WebSocket.OPEN);
        if (open.every((index) => entry[index] !== undefined) || Date.now() > deadline) {
          times.delete(text);
          resolve(open.map((index) => entry[index]));
        } else setTimeout(check, 2);
      };
      check();
    });
  return { onMessage, watch, arrivals };
}

async function measureChat(base, posters, groupId, watchers, sockets, rounds, label) {
  const latencies = [];
  const slowest = [];
  const apiTimes = [];
  let missed = 0;
  let open = 0;
  for (let round = 0; round < rounds; round += 1) {
    const text = `${label} message ${round} ${Math.random().toString(36).slice(2)}`;
    watchers.watch(text);
    const t0 = performance.now();
    await call(base, posters[round % posters.length], "POST", `/groups/${groupId}/chat`, { message: text });
    apiTimes.push(performance.now() - t0);
    const times = await watchers.arrivals(text, sockets);
    open = times.length;
    let worst = 0;
    for (const at of times) {
      if (at === undefined) {
        missed += 1;
        continue;
      }
      latencies.push(at - t0);
      worst = Math.max(worst, at - t0);
    }
    slowest.push(worst);
  }
  return { latencies, slowest, apiTimes, missed, open };
}

function closeAll(sockets) {
  for (const socket of sockets) socket.close();
}

export default async function ({ base }) {
  const players = await registerPlayers(base, "fan", 30);
  const partyId = await formParty(base, players, "Fan-out bench party");

  // 30 party members, one socket each.
  const party = chatWatchers(players.length);
  const partySockets = await pool(players, 10, (player, index) =>
    openSocket(base, player, partyId, party.onMessage(index)),
  );
  await measureChat(base, players, partyId, party, partySockets, 3, "warm-up");
  const partyRun = await measureChat(base, players, partyId, party, partySockets, 40, "party");
  printSummary("party chat: POST /chat answered", partyRun.apiTimes);
  printSummary("party chat: fan-out to 30 members (each delivery)", partyRun.latencies);
  printSummary("party chat: fan-out to 30 members (last member)", partyRun.slowest);
  if (partyRun.missed || partyRun.open < players.length)
    console.log(
      `party chat: ${partyRun.open} sockets open at the end, ${partyRun.missed} deliveries missed within 10 s`,
    );
  closeAll(partySockets);

  // The tavern with 1 000 connected clients. One player may hold ROOM_CONNECTIONS_PER_PLAYER
  // (content/data/constants.ts) connections to a room, so 200 players open 5 each.
  const CLIENTS = 1000;
  const CONNECTIONS_PER_PLAYER = 5;
  const tavernPlayers = [
    ...players,
    ...(await registerPlayers(base, "tav", CLIENTS / CONNECTIONS_PER_PLAYER - players.length)),
  ];
  const tavern = chatWatchers(CLIENTS);
  const connectStarted = performance.now();
  const tavernSockets = await pool(
    Array.from({ length: CLIENTS }, (_, i) => i),
    10,
    (index) =>
      openSocket(base, tavernPlayers[Math.floor(index / CONNECTIONS_PER_PLAYER)], TAVERN_ID, tavern.onMessage(index)),
  );
  console.log(
    `tavern: ${tavernSockets.length} clients connected in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s (${socketRetries} connections retried with a new ticket)`,
  );
  // Let the presence broadcasts of the connections settle before timing.
  await sleep(2000);
  await measureChat(base, players, TAVERN_ID, tavern, tavernSockets, 2, "tavern warm-up");
  const tavernRun = await measureChat(base, players, TAVERN_ID, tavern, tavernSockets, 10, "tavern");
  printSummary("tavern chat: POST /chat answered", tavernRun.apiTimes);
  printSummary("tavern chat: fan-out to 1 000 clients (each)", tavernRun.latencies);
  printSummary("tavern chat: fan-out to 1 000 clients (last)", tavernRun.slowest);
  console.log(
    `tavern chat: ${tavernRun.open} of ${CLIENTS} sockets open at the end, ${tavernRun.missed} deliveries missed within 10 s`,
  );
  closeAll(tavernSockets);
  await sleep(1000);
}
