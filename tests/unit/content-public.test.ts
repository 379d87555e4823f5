import { describe, expect, it } from "vitest";
import { publicContent } from "../../content/public";

type Content = Record<string, Record<string, Record<string, unknown>>>;

describe("publicContent", () => {
  const content = publicContent("en") as Content;
  it("resolves texts and derived pet names", () => {
    expect((content.gear.flat as Record<string, { text: string }>).weapon_warrior_1.text).toBe("Steel Longsword");
    expect((publicContent("en", ["gear"]) as Content).gear.weapon_warrior_1.text).toBe("Steel Longsword");
    expect(content.pets["Wolf-Red"].text).toBe("Red Wolf");
    expect(content.mounts["TigerCub-Golden"].text).toBe("Golden Tiger");
    expect(content.quests.atom1.text).toMatch(/Dish Disaster/);
    expect((content.quests.atom2.boss as { name: string }).name).toBe("Snackless Monster");
    expect(content.gearTree.weapon.warrior).toEqual([
      "weapon_warrior_0",
      "weapon_warrior_1",
      "weapon_warrior_2",
      "weapon_warrior_3",
      "weapon_warrior_4",
      "weapon_warrior_5",
      "weapon_warrior_6",
    ]);
  });
  it("leaves no message key unresolved", () => {
    expect(JSON.stringify(content)).not.toContain("string not found");
  });
  it("is deterministic and falls back to English", () => {
    expect(JSON.stringify(publicContent("en"))).toBe(JSON.stringify(content));
    expect(JSON.stringify({ ...(publicContent("xx") as object), language: "en" })).toBe(JSON.stringify(content));
  });
});

describe("the whole document, as the public API's tools read it", () => {
  const content = publicContent("en") as Record<string, any>;
  it("has gear as flat and tree, the tree by slot, class and tier", () => {
    expect(content.gear.tree.weapon.warrior["1"]).toEqual(content.gear.flat.weapon_warrior_1);
    expect(content.gear.tree.armor.rogue["2"].key).toBe("armor_rogue_2");
    expect(Object.keys(content.gear.flat).length).toBeGreaterThan(500);
  });
  it("has the potion, the Armoire, the classes, the slots and the special skills", () => {
    expect(content.potion).toMatchObject({ key: "potion", type: "potion", value: 25, text: "Health Potion" });
    expect(content.armoire).toMatchObject({ key: "armoire", type: "armoire", value: 100, text: "Enchanted Armoire" });
    expect(content.classes).toEqual(["warrior", "rogue", "wizard", "healer"]);
    expect(content.gearTypes).toEqual([
      "weapon",
      "armor",
      "head",
      "shield",
      "body",
      "back",
      "headAccessory",
      "eyewear",
    ]);
    expect(content.spells.special.snowball).toMatchObject({ key: "snowball", target: "user" });
    expect(content.special).toEqual(content.spells.special);
    expect(content.spells.wizard.fireball).toMatchObject({ mana: 10, lvl: 11, target: "task" });
  });
  it("has pets and mounts by key, and eggs split into drop and quest eggs", () => {
    expect(content.petInfo["Wolf-Base"]).toMatchObject({
      key: "Wolf-Base",
      egg: "Wolf",
      potion: "Base",
      text: "Base Wolf",
    });
    expect(content.mountInfo["Wolf-Base"].egg).toBe("Wolf");
    expect(Object.keys(content.dropEggs)).toContain("Wolf");
    expect(Object.keys(content.dropEggs)).not.toContain("Gryphon");
    expect(Object.keys(content.questEggs)).toContain("Gryphon");
  });
});

describe("publicContent sections", () => {
  it("returns only the parts asked for", () => {
    const part = publicContent("en", ["eggs", "food"]) as Record<string, unknown>;
    expect(Object.keys(part).sort()).toEqual(["eggs", "food", "language"]);
  });
  it("every section name is a part of the full content", async () => {
    const { CONTENT_SECTIONS } = await import("../../content/public");
    const full = publicContent("en") as Record<string, unknown>;
    for (const section of CONTENT_SECTIONS) expect(full[section], section).toBeDefined();
  });
});
