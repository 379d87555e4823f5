/** The user document (spec §3 User) and the user calls of spec §7. */
import type { User } from "../../../content/rules/types";
import type { PlayerClass } from "../../../content/data/constants";
import type { CastAnswer, CronAnswer, YesterDailiesRecorded } from "../../../worker/api-types/user";
import type { WorldBoss, WorldState } from "../../../worker/api-types/world";
import { api, requestEnvelope } from "./client";

export type { CastAnswer, User, WorldState };

export function getUser(): Promise<User> {
  return api.get<User>("/user");
}

/** PUT /user: a map of dotted paths to values. */
export function updateUser(changes: Record<string, unknown>): Promise<User> {
  return api.put<User>("/user", changes);
}

export function changeClass(klass: PlayerClass): Promise<unknown> {
  return api.post("/user/change-class", undefined, { query: { class: klass } });
}

export function disableClasses(): Promise<unknown> {
  return api.post("/user/disable-classes");
}

export function revive(): Promise<unknown> {
  return api.post("/user/revive");
}

export function runCron(): Promise<unknown> {
  return api.post("/cron");
}

/** POST /cron with the dailies done yesterday (an empty list skips the check-in). */
export async function recordYesterdaysActivity(ids: string[]): Promise<YesterDailiesRecorded> {
  const answer = await api.post<CronAnswer>("/cron", { yesterDailies: ids });
  return answer.yesterDailies ?? { recorded: [], hpRestored: 0, perfect: false };
}

/** POST /user/buy/{key}: answers the data and the server's message (what was bought or found). */
export async function buy<T = unknown>(key: string, type?: string): Promise<{ data: T; message?: string }> {
  const envelope = await requestEnvelope<T>("POST", `/user/buy/${encodeURIComponent(key)}`, {
    body: type ? { type } : {},
  });
  return { data: envelope.data, message: envelope.message };
}

export function purchase(type: string, key: string, quantity = 1): Promise<unknown> {
  return api.post(`/user/purchase/${encodeURIComponent(type)}/${encodeURIComponent(key)}`, { quantity });
}

export function getWorldState(): Promise<WorldState> {
  return api.get("/world-state", { quiet: true });
}

/** The world boss of GET /world-state (the tavern's panel); the API answers {} while none is fighting. */
export const getWorldBoss = async (): Promise<WorldBoss> => {
  const boss = (await api.get<WorldState>("/world-state")).worldBoss;
  return boss.active === undefined ? { active: false, key: null, extra: { worldDmg: {} } } : (boss as WorldBoss);
};

/** POST /user/class/cast/{spellId}: a class skill, special item or debuff potion, on a task, a member or oneself. */
export async function castSpell(spellId: string, targetId?: string): Promise<CastAnswer> {
  return api.post<CastAnswer>(`/user/class/cast/${encodeURIComponent(spellId)}`, undefined, {
    query: targetId ? { targetId } : undefined,
  });
}
