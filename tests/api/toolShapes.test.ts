/**
 * The shapes the public API's tools read, compared with the fields the original game's API
 * documents for each route (its controllers' apidoc and models): every documented field is
 * there, with the documented type.
 */
import { describe, expect, it } from "vitest";
import { api, register, type Credentials } from "./helpers";
import { uniqueNamePart } from "../names";

type Kind = "string" | "number" | "boolean" | "object" | "array" | "string|null" | "any";

/** Paths (dot-separated) that must exist with their kind. */
function missingFields(doc: unknown, shape: Record<string, Kind>): string[] {
  const problems: string[] = [];
  for (const [path, kind] of Object.entries(shape)) {
    let node: unknown = doc;
    for (const part of path.split("."))
      node =
        node !== null && typeof node === "object" && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined;
    const actual = node === null ? "null" : Array.isArray(node) ? "array" : typeof node;
    const allowed = kind === "any" ? actual !== "undefined" : kind.split("|").includes(actual);
    if (!allowed) problems.push(`${path}: expected ${kind}, got ${actual}`);
  }
  return problems;
}

const TUTORIAL_COMMON = [
  "habits",
  "dailies",
  "todos",
  "rewards",
  "party",
  "pets",
  "gems",
  "skills",
  "classes",
  "tavern",
  "equipment",
  "items",
  "mounts",
  "inbox",
  "stats",
];
const TUTORIAL_IOS = ["addTask", "editTask", "deleteTask", "filterTask", "groupPets", "inviteParty", "reorderTask"];
const TOUR = [
  "intro",
  "classes",
  "stats",
  "tavern",
  "party",
  "guilds",
  "challenges",
  "market",
  "pets",
  "mounts",
  "hall",
  "equipment",
  "groupPlans",
];

/** The user document's fields (models/user/schema.js and GET /user's computed additions). */
const USER_SHAPE: Record<string, Kind> = {
  _id: "string",
  id: "string",
  _v: "number",
  balance: "number",
  lastCron: "string",
  needsCron: "boolean",
  loginIncentives: "number",
  "auth.local.username": "string",
  "auth.local.email": "string",
  "auth.local.has_password": "boolean",
  "auth.timestamps.created": "string",
  "auth.timestamps.loggedin": "string",
  "auth.timestamps.updated": "string",
  "achievements.ultimateGearSets.warrior": "boolean",
  "achievements.streak": "number",
  "achievements.perfect": "number",
  "achievements.quests": "object",
  "flags.classSelected": "boolean",
  "flags.itemsEnabled": "boolean",
  "flags.dropsEnabled": "boolean",
  "flags.armoireEnabled": "boolean",
  "flags.armoireOpened": "boolean",
  "flags.armoireEmpty": "boolean",
  "flags.cardReceived": "boolean",
  "flags.communityGuidelinesAccepted": "boolean",
  "flags.welcomed": "boolean",
  "flags.warnedLowHealth": "boolean",
  "flags.rebirthEnabled": "boolean",
  "flags.newStuff": "boolean",
  "flags.verifiedUsername": "boolean",
  "flags.customizationsNotification": "boolean",
  "flags.showTour": "boolean",
  "flags.levelDrops": "object",
  "flags.lastNewStuffRead": "string",
  "flags.cronCount": "number",
  ...Object.fromEntries(TUTORIAL_COMMON.map((key) => [`flags.tutorial.common.${key}`, "boolean" as const])),
  ...Object.fromEntries(TUTORIAL_IOS.map((key) => [`flags.tutorial.ios.${key}`, "boolean" as const])),
  ...Object.fromEntries(TOUR.map((key) => [`flags.tour.${key}`, "number" as const])),
  "history.exp": "array",
  "history.todos": "array",
  "inbox.newMessages": "number",
  "inbox.optOut": "boolean",
  "invitations.guilds": "array",
  "invitations.party": "object",
  "invitations.parties": "array",
  "items.gear.owned": "object",
  "items.gear.equipped.armor": "string",
  "items.gear.costume.armor": "string",
  "items.pets": "object",
  "items.mounts": "object",
  "items.eggs": "object",
  "items.hatchingPotions": "object",
  "items.food": "object",
  "items.quests": "object",
  "items.special.snowball": "number",
  "items.special.spookySparkles": "number",
  "items.special.shinySeed": "number",
  "items.special.seafoam": "number",
  "items.currentPet": "string",
  "items.currentMount": "string",
  "items.lastDrop.date": "string",
  "items.lastDrop.count": "number",
  "party.order": "string",
  "party.orderAscending": "string",
  "party.quest.progress.up": "number",
  "party.quest.progress.down": "number",
  "party.quest.RSVPNeeded": "boolean",
  "preferences.dayStart": "number",
  "preferences.timezoneOffset": "number",
  "preferences.language": "string",
  "preferences.sleep": "boolean",
  "preferences.disableClasses": "boolean",
  "preferences.allocationMode": "string",
  "preferences.automaticAllocation": "boolean",
  "preferences.costume": "boolean",
  "preferences.hair.color": "string",
  "preferences.skin": "string",
  "preferences.shirt": "string",
  "preferences.size": "string",
  "preferences.background": "string",
  "preferences.emailNotifications": "object",
  "preferences.pushNotifications": "object",
  "preferences.suppressModals": "object",
  "preferences.tasks.activeFilter": "object",
  "profile.name": "string",
  "purchased.plan.consecutive.trinkets": "number",
  "purchased.plan.mysteryItems": "array",
  "purchased.background": "object",
  "purchased.txnCount": "number",
  "stats.hp": "number",
  "stats.mp": "number",
  "stats.exp": "number",
  "stats.gp": "number",
  "stats.lvl": "number",
  "stats.class": "string",
  "stats.points": "number",
  "stats.str": "number",
  "stats.int": "number",
  "stats.con": "number",
  "stats.per": "number",
  "stats.buffs.str": "number",
  "stats.buffs.stealth": "number",
  "stats.buffs.streaks": "boolean",
  "stats.training.str": "number",
  "stats.toNextLevel": "number",
  "stats.maxHealth": "number",
  "stats.maxMP": "number",
  "tasksOrder.habits": "array",
  "tasksOrder.dailys": "array",
  "tasksOrder.todos": "array",
  "tasksOrder.rewards": "array",
  tags: "array",
  notifications: "array",
  guilds: "array",
  challenges: "array",
  webhooks: "array",
  pinnedItems: "array",
  unpinnedItems: "array",
  pinnedItemsOrder: "array",
};

const TASK_SHAPE: Record<string, Kind> = {
  _id: "string",
  id: "string",
  userId: "string",
  type: "string",
  text: "string",
  notes: "string",
  tags: "array",
  value: "number",
  priority: "number",
  attribute: "string",
  challenge: "object",
  group: "object",
  reminders: "array",
  createdAt: "string",
  updatedAt: "string",
  byHabitica: "boolean",
};
const TASK_TYPE_SHAPES: Record<string, Record<string, Kind>> = {
  habit: {
    up: "boolean",
    down: "boolean",
    counterUp: "number",
    counterDown: "number",
    frequency: "string",
    history: "array",
  },
  daily: {
    completed: "boolean",
    everyX: "number",
    frequency: "string",
    streak: "number",
    startDate: "string",
    daysOfMonth: "array",
    weeksOfMonth: "array",
    isDue: "boolean",
    nextDue: "array",
    yesterDaily: "boolean",
    checklist: "array",
    collapseChecklist: "boolean",
    history: "array",
    "repeat.su": "boolean",
    "repeat.m": "boolean",
    "repeat.t": "boolean",
    "repeat.w": "boolean",
    "repeat.th": "boolean",
    "repeat.f": "boolean",
    "repeat.s": "boolean",
  },
  todo: {
    completed: "boolean",
    checklist: "array",
    collapseChecklist: "boolean",
    date: "string|null",
    dateCompleted: "string|null",
  },
  reward: {},
};

const SHOP_ITEM_SHAPE: Record<string, Kind> = {
  key: "string",
  text: "string",
  notes: "string",
  value: "number",
  currency: "string",
  purchaseType: "string",
  locked: "boolean",
  class: "string",
};

let account: Credentials;
async function player() {
  account ??= await register();
  return account;
}

describe("the shapes tools read", () => {
  it("GET /user (v3 and v4) has every field the user model documents, computed stats included", async () => {
    const me = await player();
    for (const base of ["https://habitforge.test/api/v3", "https://habitforge.test/api/v4"]) {
      const response = await api("GET", "/user", { auth: me, base });
      expect(missingFields(response.body.data, USER_SHAPE), base).toEqual([]);
      expect(response.body.data.apiToken).toBeUndefined();
      expect(response.body.data.stats).toMatchObject({ toNextLevel: 25, maxHealth: 50 });
      expect(response.body.data.stats.totals).toMatchObject({
        str: expect.any(Number),
        int: expect.any(Number),
        con: expect.any(Number),
        per: expect.any(Number),
      });
      expect(response.body.data.auth.local.has_password).toBe(true);
    }
  });

  it("GET /user?userFields= adds what the public API always adds", async () => {
    const me = await player();
    const response = await api("GET", "/user?userFields=stats,items.mounts", { auth: me });
    const data = response.body.data;
    expect(Object.keys(data).sort()).toEqual([
      "_id",
      "auth",
      "flags",
      "id",
      "items",
      "notifications",
      "permissions",
      "preferences",
      "stats",
    ]);
    expect(Object.keys(data.items)).toEqual(["mounts"]);
    expect(data.stats.maxMP).toBeGreaterThan(0);
    expect(data.needsCron).toBeUndefined();
  });

  it("registration answers the whole account with its credentials", async () => {
    const username = `shape${uniqueNamePart()}`;
    const response = await api("POST", "/user/auth/local/register", {
      body: {
        username,
        email: `${username}@example.com`,
        password: "correct-horse-battery",
        confirmPassword: "correct-horse-battery",
      },
    });
    expect(response.status).toBe(201);
    expect(missingFields(response.body.data, { ...USER_SHAPE, apiToken: "string", newUser: "boolean" })).toEqual([]);
    expect(response.body.data.newUser).toBe(true);
    const login = await api("POST", "/user/auth/local/login", {
      body: { username, password: "correct-horse-battery" },
    });
    expect(
      missingFields(login.body.data, { id: "string", apiToken: "string", newUser: "boolean", username: "string" }),
    ).toEqual([]);
  });

  it("GET /members/{id} has the computed stats", async () => {
    const me = await player();
    const other = await register();
    const member = (await api("GET", `/members/${other.id}`, { auth: me })).body.data;
    expect(
      missingFields(member, {
        _id: "string",
        "profile.name": "string",
        "stats.lvl": "number",
        "stats.toNextLevel": "number",
        "stats.maxHealth": "number",
        "stats.maxMP": "number",
        "preferences.hair": "object",
        "items.gear.equipped": "object",
        "auth.timestamps.created": "string",
        "party.quest": "any",
      }),
    ).toEqual([]);
  });

  it("tasks have every field of their type, byHabitica for the ones the game made", async () => {
    const me = await player();
    const tasks = (await api("GET", "/tasks/user", { auth: me })).body.data as { type: string; byHabitica: boolean }[];
    for (const type of ["habit", "daily", "todo", "reward"]) {
      const task = tasks.find((candidate) => candidate.type === type);
      expect(missingFields(task, { ...TASK_SHAPE, ...TASK_TYPE_SHAPES[type] }), type).toEqual([]);
    }
    // The starter tasks are the game's own.
    expect(tasks.every((task) => task.byHabitica)).toBe(true);
    const mine = (await api("POST", "/tasks/user", { auth: me, body: { type: "todo", text: "Mine" } })).body.data;
    expect(mine.byHabitica).toBe(false);
  });

  it("a score answers the stats, the delta and _tmp, a drop with its texts and dialog", async () => {
    const me = await register();
    await api("POST", "/debug/update-user", { auth: me, body: { "flags.dropsEnabled": true, "stats.per": 1000 } });
    const habit = (
      await api("POST", "/tasks/user", { auth: me, body: { type: "habit", text: "Lucky", priority: 2, value: -40 } })
    ).body.data;
    let drop: Record<string, unknown> | undefined;
    for (let attempt = 0; attempt < 25 && !drop; attempt++) {
      const score = await api("POST", `/tasks/${habit._id}/score/up`, { auth: me });
      expect(
        missingFields(score.body.data, {
          delta: "number",
          _tmp: "object",
          hp: "number",
          mp: "number",
          exp: "number",
          gp: "number",
          lvl: "number",
          class: "string",
          points: "number",
          str: "number",
          con: "number",
          int: "number",
          per: "number",
          buffs: "object",
        }),
      ).toEqual([]);
      drop = score.body.data._tmp.drop;
      await api("PUT", `/tasks/${habit._id}`, { auth: me, body: { value: -40 } });
    }
    expect(
      missingFields(drop, {
        key: "string",
        type: "string",
        text: "string",
        notes: "string",
        dialog: "string",
        value: "number",
      }),
    ).toEqual([]);
    expect(drop!.dialog).toContain(drop!.text as string);
  });

  it("a party skill answers { partyMembers, user }", async () => {
    const me = await register();
    await api("POST", "/debug/update-user", {
      auth: me,
      body: { "stats.class": "wizard", "stats.lvl": 20, "stats.mp": 200, "flags.classSelected": true },
    });
    const cast = await api("POST", "/user/class/cast/earth", { auth: me });
    expect(cast.status).toBe(200);
    expect(missingFields(cast.body.data, { user: "object", partyMembers: "array" })).toEqual([]);
    expect(
      missingFields(cast.body.data.partyMembers[0], {
        _id: "string",
        "profile.name": "string",
        stats: "object",
        achievements: "object",
        "items.special": "object",
      }),
    ).toEqual([]);
    expect(cast.body.data.partyMembers[0]._id).toBe(me.id);
  });

  it("GET /groups/party with no quest has the empty quest shape", async () => {
    const me = await register();
    expect(
      (await api("POST", "/groups", { auth: me, body: { type: "party", name: "Shapes", privacy: "private" } })).status,
    ).toBe(201);
    const party = (await api("GET", "/groups/party", { auth: me })).body.data;
    expect(party.quest).toMatchObject({ active: false, progress: { collect: {} }, members: {}, extra: {} });
  });

  it("GET /content has the public API's structure where tools read it", async () => {
    const content = (await api("GET", "/content")).body.data;
    expect(
      missingFields(content, {
        "gear.flat.weapon_warrior_1.key": "string",
        "gear.tree.weapon.warrior.1.key": "string",
        "potion.value": "number",
        "armoire.value": "number",
        "special.snowball.key": "string",
        classes: "array",
        gearTypes: "array",
        "petInfo.Wolf-Base.egg": "string",
        "mountInfo.Wolf-Base.potion": "string",
        "dropEggs.Wolf.key": "string",
        "questEggs.Gryphon.key": "string",
        "spells.special.snowball.mana": "number",
        "spells.wizard.fireball.mana": "number",
        "spells.healer.heal.target": "string",
        "eggs.Wolf.text": "string",
        "hatchingPotions.Base.value": "number",
        "food.Meat.value": "number",
        "quests.atom1.text": "string",
      }),
    ).toEqual([]);
  });

  it("the shops answer the original's envelope of categories and items", async () => {
    const me = await player();
    for (const path of ["/shops/market", "/shops/quests", "/shops/time-travelers", "/shops/seasonal"]) {
      const shop = (await api("GET", path, { auth: me })).body.data;
      expect(
        missingFields(shop, {
          identifier: "string",
          text: "string",
          notes: "string",
          imageName: "string",
          categories: "array",
        }),
        path,
      ).toEqual([]);
      for (const category of shop.categories) {
        expect(
          missingFields(category, { identifier: "string", text: "string", items: "array" }),
          `${path} ${category.identifier}`,
        ).toEqual([]);
        for (const item of category.items.slice(0, 3))
          expect(missingFields(item, SHOP_ITEM_SHAPE), `${path} ${category.identifier} ${item.key}`).toEqual([]);
      }
    }
    const backgrounds = (await api("GET", "/shops/backgrounds", { auth: me })).body.data;
    expect(
      missingFields(backgrounds, {
        identifier: "string",
        text: "string",
        notes: "string",
        imageName: "string",
        sets: "array",
      }),
    ).toEqual([]);
    expect(missingFields(backgrounds.sets[0].items[0], SHOP_ITEM_SHAPE)).toEqual([]);
    for (const item of (await api("GET", "/user/in-app-rewards", { auth: me })).body.data)
      expect(missingFields(item, { ...SHOP_ITEM_SHAPE, path: "string", pinType: "string" })).toEqual([]);
    for (const item of (await api("GET", "/user/inventory/buy", { auth: me })).body.data) {
      expect(
        missingFields(item, {
          text: "string",
          notes: "string",
          value: "number",
          type: "string",
          key: "string",
          klass: "string",
          index: "string",
          str: "number",
          int: "number",
          per: "number",
          con: "number",
        }),
      ).toEqual([]);
    }
  });

  it("GET /user/anonymized answers { user, tasks } with the computed stats", async () => {
    const me = await player();
    const data = (await api("GET", "/user/anonymized", { auth: me })).body.data;
    expect(
      missingFields(data, {
        user: "object",
        tasks: "array",
        "user.stats.toNextLevel": "number",
        "user.stats.maxHealth": "number",
        "user.stats.maxMP": "number",
        "user.tasksOrder": "object",
      }),
    ).toEqual([]);
  });

  it("POST /user/reset answers { user, tasksToRemove }; custom-day-start answers { message }", async () => {
    const me = await register();
    expect(
      missingFields((await api("POST", "/user/custom-day-start", { auth: me, body: { dayStart: 1 } })).body.data, {
        message: "string",
      }),
    ).toEqual([]);
    const reset = await api("POST", "/user/reset", { auth: me, body: { password: me.password } });
    expect(
      missingFields(reset.body.data, { user: "object", tasksToRemove: "array", "user.stats.lvl": "number" }),
    ).toEqual([]);
    expect(typeof reset.body.message).toBe("string");
  });
});
