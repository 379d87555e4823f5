// Day rollover of a 30-member party on a boss quest (issue 9): how long each member's
// POST /cron takes while the quest is on, and the time from a member's rollover until every
// connected member's socket has seen the boss's new health (quest.progress). Seeded through
// the development routes; loopback only, bounded loops; prints figures and asserts nothing.
import { call, formParty, openSocket, pool, printSummary, registerPlayers } from "./groups-fanout.bench.mjs";

const QUEST = "lostMasterclasser4";
const BOSS_HP = 3000;
/** Damage each member brings to their rollover: 30 × 50 leaves the boss alive. */
const DAMAGE_PER_MEMBER = 50;
const WAIT_MS = 15_000;

export default async function ({ base }) {
  const players = await registerPlayers(base, "qrb", 30);
  const [owner, ...others] = players;
  const partyId = await formParty(base, players, "Rollover bench party");
  await call(base, owner, "POST", "/debug/modify-inventory", { quests: { [QUEST]: 1 } });
  await call(base, owner, "POST", `/groups/${partyId}/quests/invite/${QUEST}`);
  await pool(others, 6, (player) => call(base, player, "POST", `/groups/${partyId}/quests/accept`));

  // Every socket remembers when it first saw each boss health.
  const seen = players.map(() => new Map());
  const sockets = await pool(players, 10, (player, index) =>
    openSocket(base, player, partyId, (message) => {
      if (
        (message.type === "quest.progress" || message.type === "quest.started") &&
        message.progress.hp !== undefined &&
        !seen[index].has(message.progress.hp)
      ) {
        seen[index].set(message.progress.hp, performance.now());
      }
    }),
  );
  const everyoneSaw = (hp) =>
    new Promise((resolve) => {
      const deadline = Date.now() + WAIT_MS;
      const check = () => {
        const open = sockets
          .map((socket, index) => [socket, index])
          .filter(([socket]) => socket.readyState === WebSocket.OPEN);
        if (open.every(([, index]) => seen[index].has(hp)) || Date.now() > deadline)
          resolve(open.map(([, index]) => seen[index].get(hp)));
        else setTimeout(check, 2);
      };
      check();
    });

  await pool(players, 6, (player) =>
    call(base, player, "POST", "/debug/update-user", { "party.quest.progress.up": DAMAGE_PER_MEMBER }),
  );
  const dayAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
  await pool(players, 6, (player) => call(base, player, "POST", "/debug/set-cron", { lastCron: dayAgo }));

  const cronTimes = [];
  const untilAllSaw = [];
  const deliveries = [];
  let missed = 0;
  let lastRollover = 0;
  for (const [round, player] of players.entries()) {
    const hp = BOSS_HP - DAMAGE_PER_MEMBER * (round + 1);
    const t0 = performance.now();
    await call(base, player, "POST", "/cron");
    cronTimes.push(performance.now() - t0);
    const times = await everyoneSaw(hp);
    const arrived = times.filter((at) => at !== undefined).map((at) => at - t0);
    missed += times.length - arrived.length;
    deliveries.push(...arrived);
    untilAllSaw.push(Math.max(...arrived));
    if (round === players.length - 1) lastRollover = Math.max(...arrived);
  }
  printSummary("quest rollover: POST /cron of a party member", cronTimes);
  printSummary("quest rollover: rollover → a client sees the boss hp", deliveries);
  printSummary("quest rollover: rollover → all 30 clients see it", untilAllSaw);
  console.log(
    `quest rollover: last member's rollover → every client saw the new boss hp: ${lastRollover.toFixed(1)} ms${missed ? ` (${missed} deliveries missed)` : ""}`,
  );
  for (const socket of sockets) socket.close();
}
