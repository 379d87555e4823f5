/** Shared steps of the quest API tests: scrolls, rollover reports, the party's quest. */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { CronReport } from "../../content/rules/cron";
import { database } from "../../db/client";
import { loadUser } from "../../db/users";
import { applyRolloverToParty } from "../../worker/lib/partyQuest";
import { debugSet } from "./groups.helpers";
import { api, type Credentials } from "./helpers";

export async function giveScroll(account: Credentials, key: string, count = 1) {
  await debugSet(account, { [`items.quests.${key}`]: count });
}

export async function partyQuest(account: Credentials, groupId: string) {
  const response = await api("GET", `/groups/${groupId}`, { auth: account });
  expect(response.status).toBe(200);
  return response.body.data.quest;
}

/** What one player's day rollover reports about their quest progress. */
export function rolloverReport(up: number, down = 0, collectedItems = 0): CronReport {
  return {
    ran: true,
    daysMissed: 1,
    sleeping: false,
    perfect: false,
    questProgress: { up, down, collectedItems },
    dailiesMissed: 0,
    hpChange: 0,
    mpChange: 0,
    died: false,
    todoIdsToDelete: [],
  };
}

/** Runs the rollover hook for a player as the day rollover does after committing their rollover. */
export async function rollOverQuest(account: Credentials, up: number, down = 0, collectedItems = 0) {
  const db = database(env.DB);
  const user = await loadUser(db, account.id);
  if (!user) throw new Error("no such user");
  await applyRolloverToParty(env, db, user, rolloverReport(up, down, collectedItems));
}

export async function inviteAndStart(owner: Credentials, groupId: string, key: string, others: Credentials[]) {
  await giveScroll(owner, key);
  const invite = await api("POST", `/groups/${groupId}/quests/invite/${key}`, { auth: owner });
  expect(invite.status, JSON.stringify(invite.body)).toBe(200);
  for (const member of others) {
    const accept = await api("POST", `/groups/${groupId}/quests/accept`, { auth: member });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
  }
  return partyQuest(owner, groupId);
}
