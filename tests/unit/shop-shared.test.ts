// The market, the quest shop and the rewards column's items, split into a part shared by every
// player (per language and day) and the player's marks on it, list exactly what the whole rules
// list, for players who differ in every way those shops look at, on days across two years.
import { describe, expect, it } from "vitest";
import { shopContextAt } from "../../content/rules/availability";
import {
  inAppRewardsForPlayer,
  marketForPlayer,
  marketShared,
  pinnedPathListing,
  questShopForPlayer,
  questShopShared,
  type Translate,
} from "../../content/rules/shopListings";
import type { User } from "../../content/rules/types";
import { makeUser } from "./rules-fixtures";
import { inAppRewards, marketCategories, questShopCategories } from "./support/shopReference";

const say: Translate = (key, vars) => (vars ? `${key} ${JSON.stringify(vars)}` : key);

const players: [string, User][] = [
  ["a new player", makeUser()],
  [
    "a veteran of quests and chains, high level",
    makeUser((user) => {
      user.stats.lvl = 60;
      user.stats.class = "wizard";
      user.achievements.quests = { gryphon: 1, dilatoryDistress1: 1, dilatoryDistress2: 1, atom1: 2, vice1: 1 };
    }),
  ],
  [
    "a player holding scrolls not on sale, with pins of every kind",
    makeUser((user) => {
      user.stats.lvl = 5;
      user.stats.class = "rogue";
      user.items.quests = { atom1: 1, dilatoryDistress3: 2, gryphon: 1 };
      user.items.gear.owned = { ...user.items.gear.owned, weapon_wizard_1: true, weapon_rogue_0: true };
      user.stats.buffs = { ...user.stats.buffs, snowball: true };
      user.pinnedItems = [
        { type: "marketGear", path: "gear.flat.weapon_wizard_2" },
        { type: "marketGear", path: "gear.flat.weapon_rogue_1" },
        { type: "eggs", path: "eggs.Gryphon" },
        { type: "hatchingPotions", path: "hatchingPotions.Golden" },
        { type: "food", path: "food.Meat" },
        { type: "quests", path: "quests.atom1" },
        { type: "bundles", path: "bundles.featheredFriends" },
        { type: "seasonalSpell", path: "spells.special.snowball" },
        { type: "background", path: "backgrounds.backgrounds062014.beach" },
        { type: "gear", path: "gear.flat.no_such_piece" },
      ];
      user.unpinnedItems = [{ type: "armoire", path: "armoire" }];
      user.pinnedItemsOrder = ["eggs.Gryphon", "potion", "gear.flat.weapon_rogue_1"];
    }),
  ],
];

// Every fifteenth day over two years, at two hours of the day.
const days = Array.from({ length: 49 }, (_, index) => new Date(Date.UTC(2025, 0, 1 + index * 15, (index % 2) * 13)));

describe("shops shared per day, marked per player", () => {
  it("list the market exactly as the whole rule does", () => {
    for (const day of days) {
      const shop = shopContextAt(day);
      const shared = marketShared(shop, say);
      for (const [name, user] of players)
        expect(marketForPlayer(shared, user, shop), `${name} on ${day.toISOString()}`).toEqual(
          marketCategories(user, shop, say),
        );
    }
  });

  it("list the quest shop exactly as the whole rule does", () => {
    for (const day of days) {
      const shop = shopContextAt(day);
      const shared = questShopShared(shop, say);
      for (const [name, user] of players)
        expect(questShopForPlayer(shared, user, shop), `${name} on ${day.toISOString()}`).toEqual(
          questShopCategories(user, shop, say),
        );
    }
  });

  it("tell the players apart where the shops do", () => {
    const shop = shopContextAt(days[0]);
    const [newcomer, veteran] = [players[0][1], players[1][1]];
    const egg = (user: User) =>
      marketForPlayer(marketShared(shop, say), user, shop)
        .find((category) => category.identifier === "eggs")
        ?.items.some((item) => item.key === "Gryphon");
    expect(egg(newcomer)).toBe(false);
    expect(egg(veteran)).toBe(true);
    const chain = (user: User) =>
      questShopForPlayer(questShopShared(shop, say), user, shop)
        .find((category) => category.identifier === "gold")
        ?.items.find((item) => item.key === "dilatoryDistress3")?.locked;
    expect(chain(newcomer)).toBe(true);
    expect(chain(veteran)).toBe(false);
  });

  it("list the rewards column exactly as the whole rule does, from listings shared by path", () => {
    const shared = new Map<string, ReturnType<typeof pinnedPathListing>>();
    const listingOf = (path: string) => {
      if (!shared.has(path)) shared.set(path, pinnedPathListing(path, say));
      return shared.get(path);
    };
    // Twice over: the second time every listing comes from what the first made.
    for (const round of [1, 2]) {
      for (const [name, user] of players)
        expect(inAppRewardsForPlayer(user, listingOf), `${name}, round ${round}`).toEqual(inAppRewards(user, say));
    }
    const pinned = inAppRewardsForPlayer(players[2][1], listingOf);
    expect(pinned.find((item) => item.key === "weapon_wizard_2")?.locked).toBe(true);
    expect(pinned.find((item) => item.key === "weapon_rogue_1")?.locked).toBe(false);
    expect(pinned.some((item) => item.key === "armoire")).toBe(false);
  });
});
