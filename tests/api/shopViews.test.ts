/**
 * The day's shop listings are built once per language and day and shared: each player still
 * gets exactly the listing the shop rules make for them (what they own marked or left out,
 * what their class may buy), never another player's marks.
 */
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { shopContextAt } from "../../content/rules/availability";
import {
  backgroundShopSets,
  seasonalCategories,
  timeTravelersCategories,
  type Translate,
} from "../../content/rules/shopListings";
import type { User } from "../../content/rules/types";
import { inAppRewards, marketCategories, questShopCategories } from "../unit/support/shopReference";
import { api, type Credentials, register } from "./helpers";

const say: Translate = (key, vars) => t(key, vars, "en");

async function setUser(account: Credentials, fields: Record<string, unknown>) {
  expect((await api("POST", "/debug/update-user", { auth: account, body: fields })).status).toBe(200);
}

async function userOf(account: Credentials): Promise<User> {
  return (await api("GET", "/user", { auth: account })).body.data as User;
}

describe("the shared shop listings", () => {
  it("give each player the listing made for them, whoever asked first", async () => {
    const first = await register();
    const second = await register();
    const sets = (await api("GET", "/shops/backgrounds", { auth: first })).body.data.sets;
    const background = sets[0].items[0].key as string;
    const pet = "Mammoth-Base";
    await setUser(second, {
      [`purchased.background.${background}`]: true,
      [`items.pets.${pet}`]: 5,
      "stats.class": "wizard",
    });

    for (const account of [first, second, first]) {
      const user = await userOf(account);
      const now = new Date();
      const listed = (await api("GET", "/shops/backgrounds", { auth: account })).body.data.sets;
      expect(listed).toEqual(backgroundShopSets(user, now, say));
      const marked = listed[0].items.find((item: { key: string }) => item.key === background);
      expect(marked.owned).toBe(account === second);

      const time = (await api("GET", "/shops/time-travelers", { auth: account })).body.data.categories;
      expect(time).toEqual(timeTravelersCategories(user, now, say));
      const pets = time.find((category: { identifier: string }) => category.identifier === "pets");
      expect(pets.items.some((item: { key: string }) => item.key === pet)).toBe(account !== second);

      const seasonal = (await api("GET", "/shops/seasonal", { auth: account })).body.data.categories;
      expect(seasonal).toEqual(seasonalCategories(user, shopContextAt(now), say));
    }
  });

  it("give each player the market, quest shop and rewards column made for them, whoever asked first", async () => {
    const first = await register();
    const second = await register();
    // The first player's asking builds the shared parts.
    for (const path of ["/shops/market", "/shops/quests", "/user/in-app-rewards"])
      expect((await api("GET", path, { auth: first })).status).toBe(200);
    await setUser(second, {
      "achievements.quests": { gryphon: 1, dilatoryDistress1: 1 },
      "items.quests.atom1": 1,
      "stats.lvl": 3,
      "stats.class": "wizard",
      pinnedItems: [
        { type: "marketGear", path: "gear.flat.weapon_rogue_2" },
        { type: "eggs", path: "eggs.Gryphon" },
        { type: "quests", path: "quests.atom1" },
      ],
      pinnedItemsOrder: ["quests.atom1"],
    });

    for (const account of [first, second, first, second]) {
      const user = await userOf(account);
      const shop = shopContextAt(new Date());
      const market = (await api("GET", "/shops/market", { auth: account })).body.data.categories;
      expect(market).toEqual(marketCategories(user, shop, say));
      const eggs = market.find((category: { identifier: string }) => category.identifier === "eggs");
      expect(eggs.items.some((item: { key: string }) => item.key === "Gryphon")).toBe(account === second);

      const quests = (await api("GET", "/shops/quests", { auth: account })).body.data.categories;
      expect(quests).toEqual(questShopCategories(user, shop, say));
      const gold = quests.find((category: { identifier: string }) => category.identifier === "gold");
      const chain = gold.items.find((item: { key: string }) => item.key === "dilatoryDistress2");
      expect(chain.locked).toBe(account !== second);

      const rewards = (await api("GET", "/user/in-app-rewards", { auth: account })).body.data;
      expect(rewards).toEqual(inAppRewards(user, say));
      const rogueWeapon = rewards.find((item: { key: string }) => item.key === "weapon_rogue_2");
      if (account === second) {
        expect(rewards[0].key).toBe("atom1");
        expect(rogueWeapon.locked).toBe(true);
      } else expect(rogueWeapon).toBeUndefined();
    }
  });
});
