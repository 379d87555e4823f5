/**
 * Casting class skills, seasonal special spells, their debuff potions and cards (content spec
 * §9 "Skills"). Party skills affect the caster and the other members passed in.
 */
import { CARD_SENDERS_KEPT_MAX, CARD_TYPES, DEBUFF_MAP, MAX_HEALTH } from "../data/constants";
import { allSpells, cards, specialSpells, spells as classSpells } from "../data/spells";
import type { Spell } from "../data/types";
import { badRequest, notAuthorized, notFound } from "./errors";
import { diminishingReturns } from "./levels";
import { applyStatChanges } from "./levelUp";
import { addNotification } from "./notifications";
import type { RuleContext } from "./random";
import { criticalMultiplier } from "./score";
import { computeStats } from "./stats";
import { defaultGear } from "./gearTable";
import type { Task, User } from "./types";
import { own } from "./lookup";
import { validQuantity } from "./currency";

export const SEASONAL_SPELLS = Object.keys(DEBUFF_MAP) as (keyof typeof DEBUFF_MAP)[];
type SeasonalSpell = (typeof SEASONAL_SPELLS)[number];
const DEBUFF_TO_SPELL: Record<string, SeasonalSpell> = Object.fromEntries(
  SEASONAL_SPELLS.map((spell) => [DEBUFF_MAP[spell], spell]),
);

/** Card spells are keyed by their type ("nye"); "<type>Card" is accepted too. */
function cardType(spellId: string): (typeof CARD_TYPES)[number] | undefined {
  const type = spellId.endsWith("Card") ? spellId.slice(0, -4) : spellId;
  return (CARD_TYPES as readonly string[]).includes(type) ? (type as (typeof CARD_TYPES)[number]) : undefined;
}

/** The spell a player may cast by that key: their class's skills, special spells or cards. */
export function findSpell(user: User, spellId: string): Spell | undefined {
  const type = cardType(spellId);
  if (type) return own(cards, type);
  return own(specialSpells, spellId) ?? own(own(classSpells, user.stats.class), spellId);
}

/**
 * What a cast costs, checked before anything about its target: mana, then gold (cards), then
 * level, as the public API orders them. A player of a class casts its skills without having
 * confirmed the class first (the public API asks only for the mana and the level); a player
 * who turned classes off casts none.
 */
export function checkCastCost(user: User, spell: Spell, quantity?: number): void {
  const isClassSkill = spell.klass !== "special";
  if (!isClassSkill) {
    if (cardType(spell.key) && user.stats.gp < (spell.value ?? 0)) throw notAuthorized("messageNotEnoughGold");
    return;
  }
  if (user.preferences.disableClasses) throw notAuthorized("classNotSelected");
  // Special items were paid for in gold when bought: only class skills cost mana.
  const times = spell.target === "party" ? 1 : validQuantity(quantity);
  if (user.stats.mp < spell.mana * times) throw notAuthorized("notEnoughMana");
  if (user.stats.lvl < spell.lvl) throw notAuthorized("spellLevelTooHigh", { level: spell.lvl });
}

export interface CastParams {
  spellId: string;
  /** The task of task-targeted skills. */
  task?: Task;
  /** All of the caster's tasks (Searing Brightness). */
  tasks?: readonly Task[];
  /** The other party members (not the caster). */
  party?: readonly User[];
  /** The member a special spell or card is aimed at (absent: the caster). */
  target?: User;
  quantity?: number;
  /** Stealth: the caster's dailies due today and not done yet. */
  unfinishedDueDailies?: number;
}

export interface CastResult {
  user: User;
  task?: Task;
  tasks?: Task[];
  party?: User[];
  target?: User;
  data: { spellId: string; crit?: number; questProgressDelta?: number };
  message?: string;
}

function calculateBonus(taskValue: number, stat: number, crit = 1, statScale = 0.5): number {
  return (taskValue < 0 ? 1 : taskValue + 1) + stat * statScale * crit;
}

function capMana(member: User): void {
  const max = computeStats(member, defaultGear()).maxMP;
  member.stats.mp = Math.max(0, Math.min(max, member.stats.mp));
}

export function castSpell(user: User, params: CastParams, ctx: RuleContext): CastResult {
  const spell = findSpell(user, params.spellId);
  if (!spell) throw notFound("spellNotFound", { spellId: params.spellId });
  // A party skill works once however many are asked for (server/libs/spells.js casts it in bulk).
  const asked = validQuantity(params.quantity);
  const quantity = spell.target === "party" ? 1 : asked;
  const isClassSkill = spell.klass !== "special";
  checkCastCost(user, spell, params.quantity);
  if (spell.target === "task") {
    if (!params.task) throw badRequest("targetIdRequired");
    if (params.task.challenge?.id) throw badRequest("challengeTasksNoCast");
    if (params.task.group?.id) throw badRequest("groupTasksNoCast");
  }

  let next = structuredClone(user);
  const task = params.task ? structuredClone(params.task) : undefined;
  const tasks = params.tasks ? params.tasks.map((t) => structuredClone(t)) : undefined;
  const party = (params.party ?? [])
    .filter((member) => member._id !== user._id)
    .map((member) => structuredClone(member));
  const targetIsSelf = !params.target || params.target._id === user._id;
  const target = targetIsSelf ? undefined : structuredClone(params.target as User);
  const result: CastResult = { user: next, data: { spellId: spell.key } };
  const everyone = () => [next, ...party];
  const computed = () => computeStats(next, defaultGear());

  for (let i = 0; i < quantity; i++) {
    const caster = computed();
    switch (spell.key) {
      case "fireball": {
        const crit = criticalMultiplier(next, caster.per);
        const t = task as Task;
        const bonus = caster.int * crit * Math.ceil((t.value < 0 ? 1 : t.value + 1) * 0.075);
        const progress = Math.ceil(caster.int * 0.1);
        next.party.quest.progress.up = (next.party.quest.progress.up ?? 0) + progress;
        applyStatChanges(next, {
          hp: next.stats.hp,
          gp: next.stats.gp,
          exp: next.stats.exp + diminishingReturns(bonus, 75),
        });
        result.data = { ...result.data, crit: crit > 1 ? crit : undefined, questProgressDelta: progress };
        break;
      }
      case "mpheal":
        // Every party member who is not a wizard (the caster included is one): content/spells.js.
        for (const member of party) {
          if (member.stats.class === "wizard") continue;
          member.stats.mp += Math.ceil(diminishingReturns(caster.int, 25, 125));
          capMana(member);
        }
        break;
      case "earth": {
        // One increment for everyone, computed before anyone's buff grows.
        const gain = Math.ceil(diminishingReturns(caster.int - next.stats.buffs.int, 30, 200));
        for (const member of everyone()) member.stats.buffs.int += gain;
        break;
      }
      case "frost":
        if (next.stats.buffs.streaks) throw notAuthorized("spellAlreadyCast");
        next.stats.buffs.streaks = true;
        break;
      case "smash": {
        const crit = criticalMultiplier(next, caster.con);
        const bonus = caster.str * crit;
        const t = task as Task;
        t.value += diminishingReturns(bonus, 2.5, 35);
        const progress = diminishingReturns(bonus, 55, 70);
        next.party.quest.progress.up = (next.party.quest.progress.up ?? 0) + progress;
        result.data = { ...result.data, crit: crit > 1 ? crit : undefined, questProgressDelta: progress };
        break;
      }
      case "defensiveStance":
        next.stats.buffs.con += Math.ceil(diminishingReturns(caster.con - next.stats.buffs.con, 40, 200));
        break;
      case "valorousPresence": {
        const gain = Math.ceil(diminishingReturns(caster.str - next.stats.buffs.str, 20, 200));
        for (const member of everyone()) member.stats.buffs.str += gain;
        break;
      }
      case "intimidate": {
        const gain = Math.ceil(diminishingReturns(caster.con - next.stats.buffs.con, 24, 200));
        for (const member of everyone()) member.stats.buffs.con += gain;
        break;
      }
      case "pickPocket": {
        const bonus = calculateBonus((task as Task).value, caster.per);
        next.stats.gp += diminishingReturns(bonus, 25, 75);
        break;
      }
      case "backStab": {
        const crit = criticalMultiplier(next, caster.str, 0.3);
        const bonus = calculateBonus((task as Task).value, caster.str, crit);
        applyStatChanges(next, {
          hp: next.stats.hp,
          gp: next.stats.gp + diminishingReturns(bonus, 18, 75),
          exp: next.stats.exp + diminishingReturns(bonus, 75, 50),
        });
        result.data = { ...result.data, crit: crit > 1 ? crit : undefined };
        break;
      }
      case "toolsOfTrade": {
        const gain = Math.ceil(diminishingReturns(caster.per - next.stats.buffs.per, 100, 50));
        for (const member of everyone()) member.stats.buffs.per += gain;
        break;
      }
      case "stealth": {
        // Already cast once it covers the dailies still open today (server/libs/spells.js).
        const open = params.unfinishedDueDailies ?? next.tasksOrder.dailys.length;
        if (next.stats.buffs.stealth >= open) throw notAuthorized("spellAlreadyCast");
        next.stats.buffs.stealth += Math.ceil(diminishingReturns(caster.per, next.tasksOrder.dailys.length * 0.64, 55));
        break;
      }
      case "heal":
        if (next.stats.hp >= MAX_HEALTH) throw notAuthorized("messageHealthAlreadyMax");
        next.stats.hp = Math.min(MAX_HEALTH, next.stats.hp + (caster.con + caster.int + 5) * 0.075);
        break;
      case "brightness":
        for (const t of tasks ?? []) {
          if (t.type !== "reward" && !t.challenge?.id && !t.group?.id) t.value += 4 * (caster.int / (caster.int + 40));
        }
        break;
      case "protectAura": {
        const gain = Math.ceil(diminishingReturns(caster.con - next.stats.buffs.con, 200, 200));
        for (const member of everyone()) member.stats.buffs.con += gain;
        break;
      }
      case "healAll":
        for (const member of everyone())
          member.stats.hp = Math.min(MAX_HEALTH, member.stats.hp + (caster.con + caster.int + 5) * 0.04);
        break;
      default:
        next = castSpecial(next, spell, target, ctx);
    }
    // The mana goes after the cast, so a critical roll sees the mana the caster had.
    if (isClassSkill) next.stats.mp -= spell.mana;
    if (next.stats.mp < 0) next.stats.mp = 0;
  }
  capMana(next);
  result.user = next;
  if (task) result.task = task;
  if (tasks) result.tasks = tasks;
  if (party.length > 0) result.party = party;
  if (target) result.target = target;
  return result;
}

/** Mutates working copies (`target` absent: aimed at the caster). */
function castSpecial(user: User, spell: Spell, target: User | undefined, ctx: RuleContext): User {
  const aimed = target ?? user;
  const type = cardType(spell.key);
  if (type) {
    if (user.stats.gp < (spell.value ?? 0)) throw notAuthorized("messageNotEnoughGold");
    user.stats.gp -= spell.value ?? 0;
    for (const member of target ? [user, target] : [user])
      member.achievements[type] = Number(member.achievements[type] ?? 0) + 1;
    const receivedKey = `${type}Received`;
    const received = Array.isArray(aimed.items.special[receivedKey])
      ? (aimed.items.special[receivedKey] as string[])
      : [];
    aimed.items.special[receivedKey] = [...received, user.profile.name].slice(-CARD_SENDERS_KEPT_MAX);
    aimed.flags.cardReceived = true;
    addNotification(aimed, "CARD_RECEIVED", { card: type, from: { id: user._id, name: user.profile.name } }, ctx);
    return user;
  }
  if ((SEASONAL_SPELLS as readonly string[]).includes(spell.key)) {
    const key = spell.key as SeasonalSpell;
    if (!(Number(user.items.special[key] ?? 0) > 0)) throw notAuthorized("spellNotOwned");
    for (const other of SEASONAL_SPELLS) aimed.stats.buffs[other] = other === key;
    // The one hit counts it: the spell's achievement is how often you were hit (content/spells.js).
    aimed.achievements[key] = Number(aimed.achievements[key] ?? 0) + 1;
    user.items.special[key] = Number(user.items.special[key]) - 1;
    return user;
  }
  const removes = DEBUFF_TO_SPELL[spell.key];
  if (removes) {
    if (user.stats.gp < (spell.value ?? 0)) throw notAuthorized("messageNotEnoughGold");
    user.stats.buffs[removes] = false;
    user.stats.gp -= spell.value ?? 0;
    return user;
  }
  throw notFound("spellNotFound", { spellId: spell.key });
}

/** Every spell key the content knows (for validation at the boundary). */
export const SPELL_KEYS = Object.keys(allSpells);
