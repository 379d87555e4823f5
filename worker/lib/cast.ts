/**
 * Casting (POST /user/class/cast/{spellId}?targetId=): class skills, special items and cards. Everyone a
 * cast touches (the caster, the party, the one player aimed at) is written in one D1 batch,
 * each document guarded by the version it was read at: the cast happens for all of them or
 * for none, and a concurrent change to any of them makes the cast run again on fresh documents.
 */
import { and, eq, ne } from "drizzle-orm";
import { blockedBetween } from "../../content/rules/blocks";
import { GameError } from "../../content/rules/errors";
import { seededRandom } from "../../content/rules/random";
import { castSpell, checkCastCost, findSpell, SEASONAL_SPELLS, type CastParams } from "../../content/rules/spells";
import { cards } from "../../content/data/spells";
import type { Task, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { updateDocuments } from "../../db/documents";
import { groupMembers } from "../../db/schema";
import { loadUserTasks, updateTaskStatement } from "../../db/tasks";
import type { Env } from "../env";
import { t } from "../../content/i18n";
import { postSystemMessage } from "./systemChat";

async function partyMemberIds(db: Database, user: User): Promise<string[]> {
  if (!user.party._id) return [];
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, user.party._id), ne(groupMembers.userId, user._id)))
    .all();
  return rows.map((row) => row.userId);
}

export interface CastRequest {
  spellId: string;
  targetId?: string;
  quantity?: number;
}

export interface CastOutcome {
  /** The caster after the cast. */
  user: User;
  answer: Record<string, unknown>;
  messageKey?: string;
  /** The cast added to the damage waiting for the party's boss: the party should be told. */
  pendingDamage: boolean;
}

/** Casts for `me`: one guarded batch over everyone touched, then the party's chat hears of it. */
export async function castForPlayer(env: Env, db: Database, me: User, request: CastRequest): Promise<CastOutcome> {
  const { spellId, targetId, quantity } = request;
  const spell = findSpell(me, spellId);
  if (!spell) throw new GameError("NotFound", "spellNotFound", { spellId });
  // The dice of one cast, shared by every try of it.
  const seed = crypto.randomUUID();
  const now = new Date();
  const isCard = Object.hasOwn(cards, spell.key);
  const isTransformation = (SEASONAL_SPELLS as readonly string[]).includes(spell.key);
  // The cost comes before the target; a card may be sent to oneself, as the public API allows.
  checkCastCost(me, spell, quantity);

  // Whom the cast may touch: cards reach anyone; class skills and transformation items reach
  // the caster's party only. Blocks are checked on the fresh documents below.
  let otherIds: string[] = [];
  if (spell.target === "party") otherIds = await partyMemberIds(db, me);
  if (spell.target === "user" && targetId && targetId !== me._id) {
    if (targetId.length > 100) throw new GameError("NotFound", "userNotFound");
    if (!isCard && !(await partyMemberIds(db, me)).includes(targetId)) throw new GameError("NotFound", "userNotFound");
    otherIds = [targetId];
  }

  const { users, result } = await updateDocuments(db, { users: [me._id, ...otherIds] }, async (documents) => {
    const caster = documents.users.get(me._id);
    if (!caster) throw new GameError("NotAuthorized", "invalidCredentials");
    const others = otherIds.map((id) => documents.users.get(id)).filter((user): user is User => user !== undefined);
    const params: CastParams = { spellId, quantity, party: spell.target === "party" ? others : undefined };
    if (spell.target === "user" && otherIds.length) {
      const target = others[0];
      if (!target) throw new GameError("NotFound", "userNotFound");
      // Neither a card nor a prank between players where one blocks the other.
      if ((isCard || isTransformation) && blockedBetween(caster, target))
        throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
      params.target = target;
    }
    if (spell.target === "task") {
      if (!targetId) throw new GameError("BadRequest", "targetIdRequired");
      const task = (await loadUserTasks(db, caster._id)).find((entry) => entry._id === targetId);
      if (!task) throw new GameError("NotFound", "taskNotFound");
      params.task = task;
    }
    // Searing Brightness works on all of the caster's own tasks.
    if (spellId === "brightness") params.tasks = await loadUserTasks(db, caster._id);
    // Stealth is already cast once it covers every daily still open today.
    if (spellId === "stealth")
      params.unfinishedDueDailies = (await loadUserTasks(db, caster._id)).filter(
        (task) => task.type === "daily" && !task.completed && task.isDue,
      ).length;
    const outcome = castSpell(caster, params, { now, random: seededRandom(seed) });
    const touched = [...(outcome.party ?? []), ...(outcome.target ? [outcome.target] : [])];
    const tasks: Task[] = [...(outcome.task ? [outcome.task] : []), ...(outcome.tasks ?? [])];
    return {
      users: [outcome.user, ...touched],
      extra: tasks.map((task) => updateTaskStatement(db, task)),
      result: outcome,
    };
  });
  const user = users.get(me._id) ?? me;

  // The party hears of skills cast on it or on one of its members, as in the original game.
  const partyId = user.party._id;
  const aimed = spell.target === "user" && !isCard && otherIds.length === 1 ? users.get(otherIds[0]) : undefined;
  if (partyId && (spell.target === "party" || aimed)) {
    const name = user.profile.name || user.auth.local.username || "";
    const spellName = t(spell.text);
    const text = aimed
      ? t("spellCastUserChat", {
          name,
          spell: spellName,
          target: aimed.profile.name || aimed.auth.local.username || "",
        })
      : t("spellCastPartyChat", { name, spell: spellName });
    await postSystemMessage(env, partyId, text, {
      type: aimed ? "spell_cast_user" : "spell_cast_party",
      user: name,
      class: user.stats.class,
      spell: spell.key,
      ...(aimed ? { target: aimed._id } : {}),
    });
  }

  const answer: Record<string, unknown> = { user, task: result.task, ...result.data };
  // Skills on the party or on one player tell of everyone they touched, caster first for the party.
  if (spell.target === "party" || spell.target === "user") {
    const touched =
      spell.target === "party"
        ? [user, ...otherIds.map((id) => users.get(id))]
        : [otherIds.length ? users.get(otherIds[0]) : user];
    answer.partyMembers = touched.filter((member): member is User => member !== undefined).map(partyMemberView);
  }
  return {
    user,
    answer,
    messageKey: result.message,
    // Burst of Flame and Brutal Smash add to the damage the party sees waiting for the boss.
    pendingDamage: Boolean(result.data.questProgressDelta && user.party.quest.key),
  };
}

/** The fields of a party member a cast reports, as the public API picks them. */
function partyMemberView(member: User) {
  return {
    _id: member._id,
    id: member._id,
    profile: { name: member.profile.name },
    stats: member.stats,
    achievements: member.achievements,
    items: { special: member.items.special },
  };
}
