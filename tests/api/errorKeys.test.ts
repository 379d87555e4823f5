/**
 * Every error key of spec §5/§8 that the player's routes can reach, each through a real
 * request: the status, the error name and the player-facing text of that key.
 */
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { api, register } from "./helpers";

interface Case {
  key: string;
  /** Dotted paths set on the player before the request (debug route). */
  setup?: Record<string, unknown>;
  method?: string;
  path: string;
  body?: unknown;
  status: number;
  vars?: Record<string, string | number>;
}

const rich = { "stats.gp": 10_000, "stats.lvl": 60, balance: 100 };

const cases: Case[] = [
  { key: "invalidQuantity", setup: rich, path: "/user/purchase/eggs/Wolf", body: { quantity: 0 }, status: 400 },
  { key: "pathRequired", path: "/user/unlock", status: 400 },
  {
    key: "messageNotAbleToBuyInBulk",
    setup: { "purchased.plan.consecutive.trinkets": 5 },
    path: "/user/buy-mystery-set/201402",
    body: { quantity: 2 },
    status: 401,
  },
  { key: "messageNotEnoughGold", path: "/user/buy-gear/weapon_warrior_1", status: 401 },
  { key: "notEnoughGems", path: "/user/purchase/eggs/Wolf", status: 401 },
  { key: "notEnoughHourglasses", path: "/user/purchase-hourglass/pets/Mammoth-Base", status: 401 },
  { key: "cannotBuyItem", setup: rich, path: "/user/buy-gear/weapon_wizard_1", status: 401 },
  { key: "messageHealthAlreadyMax", setup: rich, path: "/user/buy-health-potion", status: 401 },
  {
    key: "equipmentAlreadyOwned",
    setup: { ...rich, "items.gear.owned.weapon_warrior_1": true },
    path: "/user/buy-gear/weapon_warrior_1",
    status: 401,
  },
  { key: "previousGearNotOwned", setup: rich, path: "/user/buy-gear/weapon_warrior_3", status: 401 },
  {
    key: "itemNotFound",
    setup: rich,
    path: "/user/buy-gear/weapon_warrior_99",
    status: 404,
    vars: { key: "weapon_warrior_99" },
  },
  { key: "questNotFound", setup: rich, path: "/user/buy-quest/noSuchQuest", status: 404, vars: { key: "noSuchQuest" } },
  {
    key: "questNotGoldPurchasable",
    setup: rich,
    path: "/user/buy-quest/alligator",
    status: 401,
    vars: { key: "alligator" },
  },
  { key: "questUnlockLostMasterclasser", setup: rich, path: "/user/buy-quest/lostMasterclasser1", status: 401 },
  {
    key: "spellNotFound",
    setup: rich,
    path: "/user/class/cast/noSuchSpell",
    status: 404,
    vars: { spellId: "noSuchSpell" },
  },
  {
    key: "petsAlreadyOwned",
    setup: { "purchased.plan.consecutive.trinkets": 5, "items.pets.Mammoth-Base": 5 },
    path: "/user/purchase-hourglass/pets/Mammoth-Base",
    status: 401,
  },
  {
    key: "mountsAlreadyOwned",
    setup: { "purchased.plan.consecutive.trinkets": 5, "items.mounts.Mammoth-Base": true },
    path: "/user/purchase-hourglass/mounts/Mammoth-Base",
    status: 401,
  },
  { key: "mustSubscribeToPurchaseGems", setup: rich, path: "/user/purchase/gems/gem", status: 401 },
  {
    key: "notAllowedHourglass",
    setup: { "purchased.plan.consecutive.trinkets": 5 },
    path: "/user/purchase-hourglass/pets/Wolf-Base",
    status: 401,
  },
  {
    key: "mysterySetNotFound",
    setup: { "purchased.plan.consecutive.trinkets": 5 },
    path: "/user/buy-mystery-set/209912",
    status: 404,
  },
  {
    key: "positiveAmountRequired",
    setup: { "items.eggs.Wolf": 2 },
    path: "/user/sell/eggs/Wolf?amount=-1",
    status: 400,
  },
  { key: "typeNotSellable", path: "/user/sell/gear/weapon_warrior_0", status: 401 },
  { key: "userItemsKeyNotFound", path: "/user/sell/eggs/Wolf", status: 404, vars: { key: "Wolf" } },
  { key: "userItemsNotEnough", setup: { "items.eggs.Wolf": 1 }, path: "/user/sell/eggs/Wolf?amount=3", status: 404 },
  { key: "invalidUnlockSet", setup: rich, path: "/user/unlock?path=nothing.here", status: 400 },
  {
    key: "incentiveBackgroundsUnlockedWithCheckins",
    setup: rich,
    path: "/user/unlock?path=background.blue",
    status: 401,
  },
  { key: "useUnlockForCosmetics", setup: rich, path: "/user/buy/beach", body: { type: "backgrounds" }, status: 400 },
  { key: "notEnoughPets", setup: rich, path: "/user/release-pets", status: 401 },
  { key: "notEnoughMounts", setup: rich, path: "/user/release-mounts", status: 401 },
  { key: "notEnoughPetsMounts", setup: rich, path: "/user/release-both", status: 401 },
  { key: "mustComplete", setup: rich, path: "/user/buy-quest/dilatoryDistress2", status: 401 },
  {
    key: "maxBuyGems",
    setup: { ...rich, "purchased.plan.customerId": "sub", "purchased.plan.gemsBought": 24 },
    path: "/user/purchase/gems/gem",
    status: 401,
  },
  {
    key: "reachedGoldToGemCapQuantity",
    setup: { ...rich, "purchased.plan.customerId": "sub", "purchased.plan.gemsBought": 20 },
    path: "/user/purchase/gems/gem",
    body: { quantity: 10 },
    status: 401,
  },
  {
    key: "typeNotAllowedHourglass",
    setup: { "purchased.plan.consecutive.trinkets": 5 },
    path: "/user/purchase-hourglass/eggs/Wolf",
    status: 401,
  },
  {
    key: "backgroundAlreadyOwned",
    setup: { "purchased.plan.consecutive.trinkets": 5, "purchased.background.airship": true },
    path: "/user/purchase-hourglass/backgrounds/airship",
    status: 401,
  },
  { key: "notAccteptedType", setup: rich, path: "/user/purchase/spaceship/x", status: 404 },
  {
    key: "alreadyUnlocked",
    setup: { ...rich, "purchased.background.beach": true },
    path: "/user/unlock?path=background.beach",
    status: 401,
  },
  { key: "messageNotAvailable", setup: rich, path: "/user/purchase/hatchingPotions/Cupid", status: 401 },
  { key: "lvl10ChangeClass", path: "/user/change-class?class=rogue", status: 401 },
  { key: "messageFoodNotFound", setup: { "items.pets.Wolf-Base": 5 }, path: "/user/feed/Wolf-Base/Meat", status: 404 },
  { key: "messageMissingEggPotion", path: "/user/hatch/Wolf/Base", status: 404 },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("error keys through the API", () => {
  it.each(cases)("$key", async ({ key, setup, method = "POST", path, body, status, vars }) => {
    const account = await register();
    if (setup) expect((await api("POST", "/debug/update-user", { auth: account, body: setup })).status).toBe(200);
    const before = (await api("GET", "/user", { auth: account })).body;
    const response = await api(method, path, { auth: account, body });
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    // Placeholders not given here may hold any item name.
    const pattern = new RegExp(`^${escapeRegExp(t(key, vars)).replace(/\\\{\w+\\\}/g, ".+")}$`);
    expect(response.body.message).toMatch(pattern);
    // A refusal changes nothing.
    const after = (await api("GET", "/user", { auth: account })).body;
    expect(after.userV).toBe(before.userV);
  });
});
