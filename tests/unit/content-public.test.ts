import { describe, expect, it } from "vitest";
import { publicContent } from "../../content/public";

type Content = Record<string, Record<string, Record<string, unknown>>>;

describe("publicContent", () => {
  const content = publicContent("en") as Content;
  it("resolves texts and derived pet names", () => {
    expect(content.gear.weapon_warrior_1.text).toBe("Steel Longsword");
    expect(content.pets["Wolf-Red"].text).toBe("Red Wolf");
    expect(content.mounts["TigerCub-Golden"].text).toBe("Golden Tiger");
    expect(content.quests.atom1.text).toMatch(/Dish Disaster/);
    expect((content.quests.atom2.boss as { name: string }).name).toBe("Snackless Monster");
    expect(content.gearTree.weapon.warrior).toEqual(["weapon_warrior_0", "weapon_warrior_1", "weapon_warrior_2", "weapon_warrior_3", "weapon_warrior_4", "weapon_warrior_5", "weapon_warrior_6"]);
  });
  it("leaves no message key unresolved", () => {
    expect(JSON.stringify(content)).not.toContain("string not found");
  });
  it("is deterministic and falls back to English", () => {
    expect(JSON.stringify(publicContent("en"))).toBe(JSON.stringify(content));
    expect(JSON.stringify({ ...(publicContent("xx") as object), language: "en" })).toBe(JSON.stringify(content));
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
