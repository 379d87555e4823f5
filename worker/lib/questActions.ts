/**
 * What a party does with a quest: invite with the owner's scroll, accept or reject, force the
 * start, cancel or abort, leave. Each is one write of the group with the players it touches
 * (the scroll moves in the same write as the quest); the quest starts once every invited member
 * still in the party answered. The party hears of each step in its chat and its room.
 */
import type { Context } from "hono";
import { quests, WORLD_BOSS_KEYS } from "../../content/data/quests";
import { t } from "../../content/i18n";
import { GameError } from "../../content/rules/errors";
import { own } from "../../content/rules/lookup";
import { everyoneAnswered, questStartState } from "../../content/rules/quests";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { updateDocuments } from "../../db/documents";
import { loadGroup, updateGroup, type Group } from "../../db/groups";
import { clientName, historyStatements } from "../../db/userHistory";
import { loadUser } from "../../db/users";
import type { AppEnv } from "../env";
import { broadcast, displayName, memberGroup, type GroupAccess } from "./groupAccess";
import {
  announceQuestStart,
  emptyQuestState,
  memberIds,
  participantIds,
  pendingDamage,
  progressView,
  questEnrolWork,
  questInviteWork,
  questReleaseWork,
  questState,
  questText,
  questWorkStatements,
  setQuestState,
  type GroupQuestState,
} from "./partyQuest";
import { startWork } from "./pendingWork";
import { postSystemMessage } from "./systemChat";
import { queueWebhooks } from "./webhooks";

export type QuestAnswer = "accept" | "reject";

/** What a quest action answers: the player as they now are and the party's quest. */
export interface QuestActionResult {
  user: User;
  state: GroupQuestState;
}

/** A party the player belongs to (quests happen in parties only). */
export async function partyOf(db: Database, user: User, rawId: string): Promise<GroupAccess> {
  const access = await memberGroup(db, user, rawId);
  if (access.group.type !== "party") throw new GameError("NotAuthorized", "questsOnlyInParty");
  return access;
}

/** Participants of a quest that is starting (every accepted member still in the party). */
function enrolment(db: Database, groupId: string, state: GroupQuestState, members: string[], workId: string) {
  return questWorkStatements(
    db,
    questEnrolWork,
    workId,
    { groupId, key: state.key as string, participants: participantIds(state) },
    members,
  );
}

/** Only the group's leader or the quest's owner may start, cancel or abort a quest. */
function assertLeaderOrOwner(group: Group, state: GroupQuestState, user: User) {
  if (group.leaderId !== user._id && state.leader !== user._id)
    throw new GameError("NotAuthorized", "questLeaderOrOwnerOnly");
}

/**
 * Invites the party to a quest from the player's scroll: the quest, the scroll and the record
 * of whom to ask are one write; a party of one starts at once.
 */
export async function inviteToQuest(
  c: Context<AppEnv>,
  db: Database,
  me: User,
  rawGroupId: string,
  key: string,
): Promise<QuestActionResult> {
  const quest = own(quests, key);
  if (!quest) throw new GameError("NotFound", "questNotFound", { key: key.slice(0, 100) });
  const access = await partyOf(db, me, rawGroupId);
  if (quest.category === "world" || WORLD_BOSS_KEYS.includes(key))
    throw new GameError("NotAuthorized", "questWorldBossNotInvitable");
  if (!((own(me.items.quests, key) ?? 0) > 0)) throw new GameError("NotAuthorized", "questNotOwned");
  if (quest.lvl && me.stats.lvl < quest.lvl)
    throw new GameError("NotAuthorized", "questLevelTooLow", { level: quest.lvl });
  const now = new Date();
  const workId = crypto.randomUUID();
  // The quest, the owner's scroll and the record of whom to ask are one write.
  const { groups, users, result } = await updateDocuments(
    db,
    { groups: [access.group.id], users: [me._id] },
    async (documents) => {
      const group = documents.groups.get(access.group.id);
      const owner = documents.users.get(me._id);
      if (!group || !owner) throw new GameError("NotFound", "groupNotFound");
      const current = questState(group);
      if (current.key) throw new GameError("NotAuthorized", "questAlreadyUnderway");
      if (!((owner.items.quests[key] ?? 0) > 0)) throw new GameError("NotAuthorized", "questNotOwned");
      const members = await memberIds(db, group.id);
      const state: GroupQuestState = {
        ...emptyQuestState(),
        completed: current.completed,
        key,
        leader: me._id,
        members: Object.fromEntries(members.map((id) => [id, id === me._id ? true : null])),
      };
      const starting = everyoneAnswered(state, members);
      const next = starting ? questStartState(state, members, now) : state;
      setQuestState(group, next);
      owner.items.quests = { ...owner.items.quests, [key]: (owner.items.quests[key] ?? 0) - 1 };
      const others = members.filter((id) => id !== me._id);
      const extra = starting
        ? enrolment(db, group.id, next, members, workId)
        : questWorkStatements(db, questInviteWork, workId, { groupId: group.id, key }, others);
      return { groups: [group], users: [owner], extra, result: { starting } };
    },
  );
  let user = users.get(me._id) ?? me;
  if (!result.starting) await startWork(c.env, questInviteWork, workId, (work) => c.executionCtx.waitUntil(work));
  await postSystemMessage(
    c.env,
    access.group.id,
    t("questInvitedChat", { name: displayName(me), quest: questText(quest) }),
    { type: "quest_invite", quest: key, user: me._id },
  );
  await broadcast(c.env, access.group.id, { type: "quest.invited", key, by: me._id });
  queueWebhooks(c, me, {
    type: "questActivity",
    event: "questInvited",
    extra: { group: { id: access.group.id, name: access.group.name }, quest: { key } },
  });
  const state = questState(groups.get(access.group.id) as Group);
  if (result.starting) {
    await announceQuestStart(c.env, db, access.group.id, key, workId, (work) => c.executionCtx.waitUntil(work));
    user = (await loadUser(db, me._id)) ?? me;
  }
  return { user, state };
}

/** Accepts or rejects the party's quest invitation; the last answer starts the quest. */
export async function answerQuest(
  c: Context<AppEnv>,
  db: Database,
  me: User,
  rawGroupId: string,
  choice: QuestAnswer,
): Promise<QuestActionResult> {
  const access = await partyOf(db, me, rawGroupId);
  const now = new Date();
  const workId = crypto.randomUUID();
  // The answer and the player's own "answer needed" mark change together.
  const { users, groups, result } = await updateDocuments(
    db,
    { groups: [access.group.id], users: [me._id] },
    async (documents) => {
      const group = documents.groups.get(access.group.id);
      const fresh = documents.users.get(me._id);
      if (!group || !fresh) throw new GameError("NotFound", "groupNotFound");
      const members = await memberIds(db, group.id);
      const state = questState(group);
      if (!state.key) throw new GameError("NotFound", "questInvitationNotFound");
      if (state.active) throw new GameError("NotAuthorized", "questAlreadyUnderway");
      // As the original: an accepted invitation can be neither accepted again nor turned down
      // (the quest's owner accepted it by sending it).
      if (state.members[me._id] === true) throw new GameError("BadRequest", "questAlreadyAccepted");
      if (choice === "reject" && state.members[me._id] === false)
        throw new GameError("BadRequest", "questAlreadyRejected");
      state.members[me._id] = choice === "accept";
      const starting = everyoneAnswered(state, members);
      const next = starting ? questStartState(state, members, now) : state;
      setQuestState(group, next);
      fresh.party.quest = { ...fresh.party.quest, RSVPNeeded: false };
      const answered = historyStatements(db, {
        userId: me._id,
        kind: "questInvite",
        client: clientName(c.req.header("x-client")),
        detail: { quest: state.key, response: choice },
        at: now,
      });
      return {
        groups: [group],
        users: [fresh],
        extra: [...answered, ...(starting ? enrolment(db, group.id, next, members, workId) : [])],
        result: { starting },
      };
    },
  );
  let user = users.get(me._id) ?? me;
  const group = groups.get(access.group.id) as Group;
  const state = questState(group);
  if (result.starting) {
    await announceQuestStart(c.env, db, group.id, state.key as string, workId, (work) =>
      c.executionCtx.waitUntil(work),
    );
    user = (await loadUser(db, me._id)) ?? me;
  } else {
    await broadcast(c.env, access.group.id, { type: "quest.progress", progress: progressView(state) });
  }
  return { user, state };
}

/** Starts the party's quest with whoever accepted so far (the group's leader or the quest's owner). */
export async function forceStartQuest(
  c: Context<AppEnv>,
  db: Database,
  me: User,
  rawGroupId: string,
): Promise<QuestActionResult> {
  const access = await partyOf(db, me, rawGroupId);
  const now = new Date();
  const workId = crypto.randomUUID();
  const updated = await updateGroup(db, access.group.id, async (group) => {
    const state = questState(group);
    if (!state.key) throw new GameError("NotFound", "questInvitationNotFound");
    if (state.active) throw new GameError("NotAuthorized", "questAlreadyUnderway");
    assertLeaderOrOwner(group, state, me);
    const members = await memberIds(db, group.id);
    const next = questStartState(state, members, now);
    setQuestState(group, next);
    return { group, result: null, extra: enrolment(db, group.id, next, members, workId) };
  });
  if (!updated) throw new GameError("NotFound", "groupNotFound");
  const state = questState(updated.group);
  await announceQuestStart(c.env, db, access.group.id, state.key as string, workId, (work) =>
    c.executionCtx.waitUntil(work),
  );
  return { user: (await loadUser(db, me._id)) ?? me, state };
}

/**
 * Ends a quest without a win (cancel before it starts, abort after): the group's quest is
 * cleared, the owner's scroll comes back and the members are released, all in one batch, so a
 * second request finds no quest and the scroll is returned once.
 */
export async function endQuest(
  c: Context<AppEnv>,
  db: Database,
  me: User,
  rawGroupId: string,
  mode: "cancel" | "abort",
): Promise<QuestActionResult> {
  const access = await partyOf(db, me, rawGroupId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await endQuestOnce(c, db, me, access.group.id, mode);
    } catch (error) {
      if (!(error instanceof QuestOwnerChanged) || attempt >= 3) throw error;
    }
  }
}

async function endQuestOnce(
  c: Context<AppEnv>,
  db: Database,
  me: User,
  groupId: string,
  mode: "cancel" | "abort",
): Promise<QuestActionResult> {
  const seenGroup = await loadGroup(db, groupId);
  if (!seenGroup) throw new GameError("NotFound", "groupNotFound");
  const seen = questState(seenGroup);
  const access = { group: seenGroup };
  const workId = crypto.randomUUID();
  const { groups, result } = await updateDocuments(
    db,
    { groups: [access.group.id], users: seen.leader ? [seen.leader] : [] },
    async (documents) => {
      const group = documents.groups.get(access.group.id);
      if (!group) throw new GameError("NotFound", "groupNotFound");
      const state = questState(group);
      if (!state.key)
        throw new GameError("NotFound", mode === "cancel" ? "questInvitationNotFound" : "questNotFoundInGroup");
      if (mode === "cancel" && state.active) throw new GameError("NotAuthorized", "questAlreadyStartedUseAbort");
      if (mode === "abort" && !state.active) throw new GameError("NotAuthorized", "questNotStartedUseCancel");
      // The quest changed hands meanwhile: read again with the right owner.
      if (state.leader !== seen.leader) throw new QuestOwnerChanged();
      assertLeaderOrOwner(group, state, me);
      setQuestState(group, { ...emptyQuestState(), completed: state.completed });
      const key = state.key;
      const owner = state.leader ? documents.users.get(state.leader) : undefined;
      // Nobody won: the scroll goes back to whoever brought it, in or out of the party.
      if (owner) owner.items.quests = { ...owner.items.quests, [key]: (owner.items.quests[key] ?? 0) + 1 };
      const members = await memberIds(db, group.id);
      return {
        groups: [group],
        users: owner ? [owner] : [],
        extra: questWorkStatements(db, questReleaseWork, workId, { groupId: group.id, key }, members),
        result: state,
      };
    },
  );
  await startWork(c.env, questReleaseWork, workId, (work) => c.executionCtx.waitUntil(work));
  const user = (await loadUser(db, me._id)) ?? me;
  const key = result.key as string;
  await postSystemMessage(
    c.env,
    access.group.id,
    t(mode === "cancel" ? "questCancelledChat" : "questAbortedChat", {
      name: displayName(me),
      quest: questText(quests[key]),
    }),
    { type: mode === "cancel" ? "quest_cancel" : "quest_abort", quest: key },
  );
  await broadcast(c.env, access.group.id, { type: "quest.aborted", key });
  return { user, state: questState(groups.get(access.group.id) as Group) };
}

class QuestOwnerChanged extends Error {}

/** Leaves a running quest: off the quest's list and off the quest in one write (the owner stays). */
export async function leaveQuest(
  c: Context<AppEnv>,
  db: Database,
  me: User,
  rawGroupId: string,
): Promise<QuestActionResult> {
  const access = await partyOf(db, me, rawGroupId);
  // Off the quest's list and off the quest in one write.
  const { users, result: state } = await updateDocuments(
    db,
    { groups: [access.group.id], users: [me._id] },
    (documents) => {
      const group = documents.groups.get(access.group.id);
      const fresh = documents.users.get(me._id);
      if (!group || !fresh) throw new GameError("NotFound", "questNotFoundInGroup");
      const state = questState(group);
      if (!state.key || !state.active) throw new GameError("NotFound", "questNotFoundInGroup");
      if (state.leader === me._id) throw new GameError("NotAuthorized", "questOwnerCannotLeave");
      if (state.members[me._id] !== true) throw new GameError("NotAuthorized", "questNotParticipating");
      delete state.members[me._id];
      setQuestState(group, state);
      const released = questReleaseWork.apply(db, fresh, { groupId: group.id, key: state.key }) as
        | { user: User }
        | undefined;
      return { groups: [group], users: released ? [released.user] : [], result: state };
    },
  );
  const user = users.get(me._id) ?? me;
  await postSystemMessage(
    c.env,
    access.group.id,
    t("questLeftChat", { name: displayName(me), quest: questText(quests[state.key as string]) }),
    { type: "quest_leave", quest: state.key, user: me._id },
  );
  const boss = Boolean(quests[state.key as string]?.boss);
  await broadcast(c.env, access.group.id, {
    type: "quest.progress",
    progress: progressView(state, boss ? await pendingDamage(db, access.group.id, state.key as string) : undefined),
  });
  return { user, state };
}
