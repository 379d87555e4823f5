/**
 * Party quests (spec §7 Groups: POST /groups/{id}/quests/invite/{key} and the quest actions):
 * invite with the owner's scroll, accept, reject, force-start, cancel, abort, leave. The quest
 * starts once every invited member answered. Mounted at /groups next to the group routes.
 */
import { Hono, type Context } from "hono";
import { t } from "../../content/i18n";
import { quests, WORLD_BOSS_KEYS } from "../../content/data/quests";
import { startingProgress } from "../../content/rules/quests";
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { updateGroup, type Group } from "../../db/groups";
import { loadUser, updateUser } from "../../db/users";
import { authenticate } from "../middleware/auth";
import type { AppEnv } from "../env";
import {
  emptyQuestState,
  enrolParticipants,
  memberIds,
  pendingDamage,
  progressView,
  questState,
  questText,
  releaseMembers,
  setQuestState,
  type GroupQuestState,
} from "../lib/partyQuest";
import { queueWebhooks } from "../lib/webhooks";
import { ok } from "../middleware/envelope";
import { postSystemMessage } from "../lib/systemChat";
import { broadcast, displayName, memberGroup, type GroupAccess } from "./groupAccess";

type Answer = "accept" | "reject";

/** A party the player belongs to (quests happen in parties only). */
async function partyOf(db: Database, user: User, rawId: string): Promise<GroupAccess> {
  const access = await memberGroup(db, user, rawId);
  if (access.group.type !== "party") throw new GameError("NotAuthorized", "questsOnlyInParty");
  return access;
}

/** Has every invited member who is still in the party answered? */
function everyoneAnswered(state: GroupQuestState, members: string[]): boolean {
  const current = new Set(members);
  return Object.entries(state.members).every(([id, answer]) => answer !== null || !current.has(id));
}

/** Turns an invitation into a running quest: only those who accepted (and are still members) fight. */
function startState(state: GroupQuestState, members: string[], now: Date): GroupQuestState {
  const quest = quests[state.key as string];
  const current = new Set(members);
  const accepted = Object.fromEntries(Object.entries(state.members).filter(([id, answer]) => answer === true && current.has(id)).map(([id]) => [id, true]));
  const progress = startingProgress(quest);
  return {
    ...state,
    active: true,
    members: accepted,
    progress: quest.boss ? { hp: progress.hp, rage: 0, collect: {} } : { collect: progress.collect },
    extra: { startedAt: now.toISOString() },
  };
}

async function answer(c: Context<AppEnv>, choice: Answer) {
  const db = database(c.env.DB);
  const me = c.get("user");
  const access = await partyOf(db, me, c.req.param("groupId") ?? "");
  const members = await memberIds(db, access.group.id);
  const now = new Date();
  const updated = await updateGroup(db, access.group.id, (group) => {
    const state = questState(group);
    if (!state.key) throw new GameError("NotFound", "questInvitationNotFound");
    if (state.active) throw new GameError("NotAuthorized", "questAlreadyUnderway");
    if (choice === "accept" && state.members[me._id] === true) throw new GameError("BadRequest", "questAlreadyAccepted");
    if (choice === "reject" && state.members[me._id] === false) throw new GameError("BadRequest", "questAlreadyRejected");
    if (choice === "reject" && state.leader === me._id) throw new GameError("BadRequest", "questOwnerCannotReject");
    state.members[me._id] = choice === "accept";
    const starting = everyoneAnswered(state, members);
    setQuestState(group, starting ? startState(state, members, now) : state);
    return { group, result: { starting } };
  });
  if (!updated) throw new GameError("NotFound", "groupNotFound");
  const { user } = await updateUser(db, me._id, (fresh) => {
    if (!fresh.party.quest.RSVPNeeded) return { user: fresh, result: null, unchanged: true };
    fresh.party.quest = { ...fresh.party.quest, RSVPNeeded: false };
    return { user: fresh, result: null };
  });
  c.set("user", user);
  const state = questState(updated.group);
  if (updated.result.starting) {
    await enrolParticipants(c.env, db, updated.group, state);
    c.set("user", (await loadUser(db, me._id)) ?? user);
  } else {
    await broadcast(c.env, access.group.id, { type: "quest.progress", progress: progressView(state) });
  }
  return ok(c, state, { messageKey: choice === "accept" ? "questAccepted" : "questRejected" });
}

/** Only the group's leader or the quest's owner may start, cancel or abort a quest. */
function assertLeaderOrOwner(group: Group, state: GroupQuestState, user: User) {
  if (group.leaderId !== user._id && state.leader !== user._id) throw new GameError("NotAuthorized", "questLeaderOrOwnerOnly");
}

export const questRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .post("/:groupId/quests/invite/:questKey", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const key = c.req.param("questKey");
    const quest = quests[key];
    if (!quest) throw new GameError("NotFound", "questNotFound", { key: key.slice(0, 100) });
    const access = await partyOf(db, me, c.req.param("groupId"));
    if (quest.category === "world" || WORLD_BOSS_KEYS.includes(key)) throw new GameError("NotAuthorized", "questWorldBossNotInvitable");
    if (!((me.items.quests[key] ?? 0) > 0)) throw new GameError("NotAuthorized", "questNotOwned");
    if (quest.lvl && me.stats.lvl < quest.lvl) throw new GameError("NotAuthorized", "questLevelTooLow", { level: quest.lvl });
    const members = await memberIds(db, access.group.id);
    const now = new Date();
    const updated = await updateGroup(db, access.group.id, (group) => {
      const current = questState(group);
      if (current.key) throw new GameError("NotAuthorized", "questAlreadyUnderway");
      const state: GroupQuestState = {
        ...emptyQuestState(),
        completed: current.completed,
        key,
        leader: me._id,
        members: Object.fromEntries(members.map((id) => [id, id === me._id ? true : null])),
      };
      const starting = everyoneAnswered(state, members);
      setQuestState(group, starting ? startState(state, members, now) : state);
      return { group, result: { starting } };
    });
    if (!updated) throw new GameError("NotFound", "groupNotFound");
    const others = members.filter((id) => id !== me._id);
    await Promise.all(
      others.map((id) =>
        updateUser(db, id, (fresh) => {
          if (fresh.party._id !== access.group.id) return { user: fresh, result: null, unchanged: true };
          fresh.party.quest = { ...fresh.party.quest, RSVPNeeded: true };
          return { user: fresh, result: null };
        }).catch((error) => console.error("could not invite a member to a quest", id, error)),
      ),
    );
    await postSystemMessage(c.env, access.group.id, t("questInvitedChat", { name: displayName(me), quest: questText(quest) }), { type: "quest_invite", quest: key, user: me._id });
    await broadcast(c.env, access.group.id, { type: "quest.invited", key, by: me._id });
    queueWebhooks(c, me, { type: "questActivity", event: "questInvited", extra: { group: { id: access.group.id, name: access.group.name }, quest: { key } } });
    const state = questState(updated.group);
    if (updated.result.starting) {
      await enrolParticipants(c.env, db, updated.group, state);
      c.set("user", (await loadUser(db, me._id)) ?? me);
    }
    return ok(c, state, { messageKey: "questInvitationSent" });
  })
  .post("/:groupId/quests/accept", (c) => answer(c, "accept"))
  .post("/:groupId/quests/reject", (c) => answer(c, "reject"))
  .post("/:groupId/quests/force-start", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await partyOf(db, me, c.req.param("groupId"));
    const members = await memberIds(db, access.group.id);
    const now = new Date();
    const updated = await updateGroup(db, access.group.id, (group) => {
      const state = questState(group);
      if (!state.key) throw new GameError("NotFound", "questInvitationNotFound");
      if (state.active) throw new GameError("NotAuthorized", "questAlreadyUnderway");
      assertLeaderOrOwner(group, state, me);
      setQuestState(group, startState(state, members, now));
      return { group, result: null };
    });
    if (!updated) throw new GameError("NotFound", "groupNotFound");
    const state = questState(updated.group);
    await enrolParticipants(c.env, db, updated.group, state);
    c.set("user", (await loadUser(db, me._id)) ?? me);
    return ok(c, state, { messageKey: "questStarted" });
  })
  .post("/:groupId/quests/cancel", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await partyOf(db, me, c.req.param("groupId"));
    const updated = await updateGroup(db, access.group.id, (group) => {
      const state = questState(group);
      if (!state.key) throw new GameError("NotFound", "questInvitationNotFound");
      if (state.active) throw new GameError("NotAuthorized", "questAlreadyStartedUseAbort");
      assertLeaderOrOwner(group, state, me);
      setQuestState(group, { ...emptyQuestState(), completed: state.completed });
      return { group, result: state };
    });
    if (!updated) throw new GameError("NotFound", "groupNotFound");
    const previous = updated.result;
    await releaseMembers(db, access.group.id, await memberIds(db, access.group.id), previous.key);
    c.set("user", (await loadUser(db, me._id)) ?? me);
    await postSystemMessage(c.env, access.group.id, t("questCancelledChat", { name: displayName(me), quest: questText(quests[previous.key as string]) }), { type: "quest_cancel", quest: previous.key });
    await broadcast(c.env, access.group.id, { type: "quest.aborted", key: previous.key as string });
    return ok(c, questState(updated.group), { messageKey: "questCancelled" });
  })
  .post("/:groupId/quests/abort", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await partyOf(db, me, c.req.param("groupId"));
    const updated = await updateGroup(db, access.group.id, (group) => {
      const state = questState(group);
      if (!state.key) throw new GameError("NotFound", "questNotFoundInGroup");
      if (!state.active) throw new GameError("NotAuthorized", "questNotStartedUseCancel");
      assertLeaderOrOwner(group, state, me);
      setQuestState(group, { ...emptyQuestState(), completed: state.completed });
      return { group, result: state };
    });
    if (!updated) throw new GameError("NotFound", "groupNotFound");
    const previous = updated.result;
    const key = previous.key as string;
    await releaseMembers(db, access.group.id, await memberIds(db, access.group.id), key);
    // The scroll goes back to its owner: nobody won, so it may be tried again.
    if (previous.leader) {
      await updateUser(db, previous.leader, (fresh) => {
        fresh.items.quests = { ...fresh.items.quests, [key]: (fresh.items.quests[key] ?? 0) + 1 };
        return { user: fresh, result: null };
      }).catch((error) => console.error("could not return a quest scroll", error));
    }
    c.set("user", (await loadUser(db, me._id)) ?? me);
    await postSystemMessage(c.env, access.group.id, t("questAbortedChat", { name: displayName(me), quest: questText(quests[key]) }), { type: "quest_abort", quest: key });
    await broadcast(c.env, access.group.id, { type: "quest.aborted", key });
    return ok(c, questState(updated.group), { messageKey: "questAborted" });
  })
  .post("/:groupId/quests/leave", async (c) => {
    const db = database(c.env.DB);
    const me = c.get("user");
    const access = await partyOf(db, me, c.req.param("groupId"));
    const updated = await updateGroup(db, access.group.id, (group) => {
      const state = questState(group);
      if (!state.key || !state.active) throw new GameError("NotFound", "questNotFoundInGroup");
      if (state.leader === me._id) throw new GameError("BadRequest", "questOwnerCannotLeave");
      if (state.members[me._id] !== true) throw new GameError("BadRequest", "questNotParticipating");
      delete state.members[me._id];
      setQuestState(group, state);
      return { group, result: state };
    });
    if (!updated) throw new GameError("NotFound", "groupNotFound");
    const state = updated.result;
    await releaseMembers(db, access.group.id, [me._id], state.key);
    c.set("user", (await loadUser(db, me._id)) ?? me);
    await postSystemMessage(c.env, access.group.id, t("questLeftChat", { name: displayName(me), quest: questText(quests[state.key as string]) }), { type: "quest_leave", quest: state.key, user: me._id });
    const boss = Boolean(quests[state.key as string]?.boss);
    await broadcast(c.env, access.group.id, { type: "quest.progress", progress: progressView(state, boss ? await pendingDamage(db, access.group.id, state.key as string) : undefined) });
    return ok(c, state, { messageKey: "questLeft" });
  });
