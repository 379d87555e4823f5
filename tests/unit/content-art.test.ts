import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as data from "../../content/data";
import { artFor, Avatar, hasIcon, ItemIcon, type ArtKind } from "../../web/src/art";
import { ICONS } from "../../web/src/art/icons.generated";
import choices from "../../web/src/art/iconChoices.json";

const allKeys: [ArtKind, string[]][] = [
  ["gear", Object.keys(data.gear)],
  ["egg", Object.keys(data.eggs)],
  ["potion", Object.keys(data.hatchingPotions)],
  ["pet", Object.keys(data.pets)],
  ["mount", Object.keys(data.mounts)],
  ["food", Object.keys(data.food)],
  ["quest", Object.keys(data.quests)],
  ["background", Object.keys(data.backgrounds)],
  ["spell", [...Object.values(data.spells).flatMap((s) => Object.keys(s)), ...Object.keys(data.specialSpells), ...Object.keys(data.cards)]],
  ["bundle", Object.keys(data.questBundles)],
  ["achievement", Object.keys(data.achievements)],
];

describe("art", () => {
  it("every item key resolves to a real picture", () => {
    for (const [kind, keys] of allKeys) {
      for (const key of keys) {
        const art = artFor(key, kind);
        expect(hasIcon(art), `${kind} ${key} -> ${art.icon}`).toBe(true);
        expect(art.body).toContain("<path");
        expect(art.color).not.toBe("");
      }
    }
  });
  it("every egg has its own animal and the subset holds exactly the chosen icons", () => {
    for (const egg of Object.keys(data.eggs)) expect((choices.eggs as Record<string, string>)[egg], egg).toBeDefined();
    const chosen = new Set(Object.values(choices).flatMap((group) => Object.values(group)));
    expect(new Set(Object.keys(ICONS))).toEqual(chosen);
  });
  it("pets are tinted by their potion and mounts carry a saddle", () => {
    expect(artFor("Wolf-Red", "pet").color).toBe(data.POTION_COLORS.Red);
    expect(artFor("Wolf-Red", "mount").badge).toBeDefined();
    expect(artFor("Cake_Golden", "food").color).toBe(data.POTION_COLORS.Golden);
  });
  it("renders an item icon and a layered avatar", () => {
    const icon = renderToStaticMarkup(createElement(ItemIcon, { itemKey: "Dragon-Golden", kind: "mount", label: "Golden Dragon" }));
    expect(icon).toContain('aria-label="Golden Dragon"');
    expect(icon).toContain('data-icon="dragon-head"');
    const avatar = renderToStaticMarkup(
      createElement(Avatar, {
        preferences: { size: "broad", skin: "c06534", shirt: "rainbow", hair: { base: 4, color: "red", bangs: 2, beard: 1, mustache: 2, flower: 3 }, chair: "handleless_red", background: "beach" },
        gear: { weapon: "weapon_warrior_3", armor: "armor_warrior_2", head: "head_warrior_1", shield: "shield_warrior_1", eyewear: "eyewear_special_blueTopFrame" },
        currentPet: "Fox-Shade",
        currentMount: "Wolf-Base",
      }),
    );
    for (const icon of ["broadsword", "chest-armor", "visored-helm", "round-shield", "sunglasses", "fox-head", "wolf-head"]) expect(avatar).toContain(`data-icon="${icon}"`);
    expect(avatar).toContain(data.appearance.skin.c06534.swatch);
  });
});
