/**
 * POST /user/class/cast/{spellId}?targetId=: class skills, special items and cards. The caster
 * is written once; every other player the skill touches is written in their own guarded write,
 * the skill re-applied to their freshest document so nobody's concurrent change is lost.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Context } from "hono";
import { GameError } from "../../content/rules/errors";
import { seededRandom } from "../../content/rules/random";
import { castSpell, findSpell, type CastParams } from "../../content/rules/spells";
import type { Task, User } from "../../content/rules/types";
import { database, type Database } from "../../db/client";
import { groupMembers } from "../../db/schema";
import { loadUserTasks, updateTaskStatement } from "../../db/tasks";
import { loadUser, updateUser, UserGone } from "../../db/users";
import type { AppEnv } from "../env";
import { ok } from "../middleware/envelope";
import { numberParam } from "../middleware/validate";
import { blockedBetween } from "./members";
import { t } from "../../content/i18n";
import { postSystemMessage } from "../lib/systemChat";
import { announcePendingDamage } from "../lib/partyQuest";

async function partyMemberIds(db: Database, user: User): Promise<string[]> {
  if (!user.party._id) return [];
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, user.party._id), ne(groupMembers.userId, user._id)))
    .all();
  return rows.map((row) => row.userId);
}

export async function castRoute(c: Context<AppEnv>) {
  const db = database(c.env.DB);
  const me = c.get("user");
  const spellId = c.req.param("spellId") ?? "";
  const spell = findSpell(me, spellId);
  if (!spell) throw new GameError("NotFound", "spellNotFound", { spellId });
  const targetId = c.req.query("targetId");
  const quantity = numberParam(c.req.query("quantity"));
  // The dice of one cast, shared by every write it makes, so retries and members agree.
  const seed = crypto.randomUUID();
  const now = new Date();

  // A card is a gift: it needs another player who has not blocked the sender (nor been blocked).
  const isCard = spell.key.endsWith("Card");
  if (isCard) {
    if (!targetId || targetId === me._id) throw new GameError("BadRequest", "cardNeedsRecipient");
    const recipient = await loadUser(db, targetId);
    if (!recipient) throw new GameError("NotFound", "userNotFound");
    if (blockedBetween(me, recipient)) throw new GameError("NotAuthorized", "notAuthorizedToSendMessageToThisUser");
  }

  let otherIds: string[] = [];
  if (spell.target === "party") otherIds = await partyMemberIds(db, me);
  if (spell.target === "user" && targetId && targetId !== me._id) {
    const sameParty = (await partyMemberIds(db, me)).includes(targetId);
    // Cards go to anyone; skills and special items only to party members.
    if (!sameParty && spell.klass !== "special") throw new GameError("NotFound", "userNotFound");
    if (!(await loadUser(db, targetId))) throw new GameError("NotFound", "userNotFound");
    otherIds = [targetId];
  }

  const paramsFor = async (caster: User, others: User[]): Promise<CastParams> => {
    const params: CastParams = { spellId, quantity, party: spell.target === "party" ? others : undefined };
    if (spell.target === "user" && others.length) params.target = others[0];
    if (spell.target === "task") {
      if (!targetId) throw new GameError("BadRequest", "targetIdRequired");
      const task = (await loadUserTasks(db, caster._id)).find((entry) => entry._id === targetId);
      if (!task) throw new GameError("NotFound", "taskNotFound");
      params.task = task;
    }
    // Searing Brightness works on all of the caster's own tasks.
    if (spellId === "brightness") params.tasks = await loadUserTasks(db, caster._id);
    return params;
  };

  const snapshots = (await Promise.all(otherIds.map((id) => loadUser(db, id)))).filter((user): user is User => Boolean(user));
  const { user, result } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      const outcome = castSpell(fresh, await paramsFor(fresh, snapshots), { now, random: seededRandom(seed) });
      const tasks: Task[] = [...(outcome.task ? [outcome.task] : []), ...(outcome.tasks ?? [])];
      return { user: outcome.user, result: outcome, extra: tasks.map((task) => updateTaskStatement(db, task)) };
    },
    me,
  );
  c.set("user", user);

  for (const other of snapshots) {
    try {
      await updateUser(db, other._id, async (fresh) => {
        const params = await paramsFor(me, [fresh]);
        const outcome = castSpell(me, params, { now, random: seededRandom(seed) });
        const changed = spell.target === "party" ? outcome.party?.find((member) => member._id === fresh._id) : outcome.target;
        return changed ? { user: changed, result: null } : { user: fresh, result: null, unchanged: true };
      });
    } catch (error) {
      // A member who left the game meanwhile simply is not touched.
      if (!(error instanceof UserGone)) throw error;
    }
  }

  // The party hears of skills cast on it or on one of its members, as in the original game.
  const partyId = user.party._id;
  const aimedAtMember = spell.target === "user" && !isCard && snapshots.length === 1;
  if (partyId && (spell.target === "party" || aimedAtMember)) {
    const name = user.profile.name || user.auth.local.username || "";
    const spellName = t(spell.text);
    const text = aimedAtMember
      ? t("spellCastUserChat", { name, spell: spellName, target: snapshots[0].profile.name || snapshots[0].auth.local.username || "" })
      : t("spellCastPartyChat", { name, spell: spellName });
    await postSystemMessage(c.env, partyId, text, { type: aimedAtMember ? "spell_cast_user" : "spell_cast_party", user: name, class: user.stats.class, spell: spell.key, ...(aimedAtMember ? { target: snapshots[0]._id } : {}) });
  }

  // Burst of Flame and Brutal Smash add to the damage the party sees waiting for the boss.
  if (result.data.questProgressDelta && user.party.quest.key) c.executionCtx.waitUntil(announcePendingDamage(c.env, db, user));

  return ok(c, { user: user, task: result.task, ...result.data }, { messageKey: result.message });
}
