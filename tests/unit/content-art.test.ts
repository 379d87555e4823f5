import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as data from "../../content/data";
import { artFor, Avatar, hasIcon, ItemIcon, type ArtKind } from "../../web/src/art";
import { ICONS } from "../../web/src/art/icons.generated";
import choices from "../../web/src/art/iconChoices.json";
import {
  animalPicture,
  backgroundPicture,
  composeHero,
  itemPicture,
  lookPicture,
} from "../../web/src/art/pixel/compose";
import { gearDesign, factsFromKey } from "../../web/src/art/pixel/gearArt";
import type { PixelPicture } from "../../web/src/art/pixel/raster";

const iconKinds: [ArtKind, string[]][] = [
  ["egg", Object.keys(data.eggs)],
  ["potion", Object.keys(data.hatchingPotions)],
  ["food", Object.keys(data.food)],
  ["quest", Object.keys(data.quests)],
  [
    "spell",
    [
      ...Object.values(data.spells).flatMap((s) => Object.keys(s)),
      ...Object.keys(data.specialSpells),
      ...Object.keys(data.cards),
    ],
  ],
  ["bundle", Object.keys(data.questBundles)],
  ["achievement", Object.keys(data.achievements)],
];

const print = (picture: PixelPicture) =>
  picture.paths
    .map((path) => `${path.color}:${path.d}`)
    .sort()
    .join("|");
const pixelCount = (picture: PixelPicture) =>
  picture.paths.reduce(
    (sum, path) => sum + [...path.d.matchAll(/h(\d+)v(\d+)/g)].reduce((n, m) => n + Number(m[1]) * Number(m[2]), 0),
    0,
  );

const FULL_GEAR = {
  weapon: "weapon_warrior_6",
  armor: "armor_warrior_5",
  head: "head_warrior_5",
  shield: "shield_warrior_5",
  back: "back_special_aetherCloak",
  body: "body_special_aetherAmulet",
  headAccessory: "headAccessory_special_foxEars",
  eyewear: "eyewear_special_blackTopFrame",
} as const;

describe("icons", () => {
  it("every egg, potion, food, quest, spell, bundle and achievement resolves to a real icon", () => {
    for (const [kind, keys] of iconKinds) {
      for (const key of keys) {
        const art = artFor(key, kind);
        expect(hasIcon(art), `${kind} ${key} -> ${art.icon}`).toBe(true);
        expect(art.body).toContain("<path");
      }
    }
  });

  it("every egg has its own animal and the subset holds exactly the chosen icons", () => {
    for (const egg of Object.keys(data.eggs)) expect((choices.eggs as Record<string, string>)[egg], egg).toBeDefined();
    const chosen = new Set(Object.values(choices).flatMap((group) => Object.values(group)));
    expect(new Set(Object.keys(ICONS))).toEqual(chosen);
  });
});

describe("pixel art of items", () => {
  // Draws every item, pet, mount and background: CPU-heavy, so these have their own time limit.
  it("every piece of gear has a picture, and no two items of one slot look the same", { timeout: 30_000 }, () => {
    const seen = new Map<string, string>();
    for (const key of Object.keys(data.gear)) {
      if (key.includes("_base_")) continue;
      const picture = itemPicture(key);
      expect(pixelCount(picture), key).toBeGreaterThan(8);
      const print_ = `${data.gear[key].type}/${print(picture)}`;
      expect(seen.get(print_), `${key} looks like ${seen.get(print_)}`).toBeUndefined();
      seen.set(print_, key);
    }
  });

  it("the seasonal staffs of one class are all different pictures", () => {
    const staves = Object.values(data.gear).filter((item) => item.type === "weapon" && item.specialClass === "wizard");
    expect(staves.length).toBeGreaterThan(12);
    expect(new Set(staves.map((item) => print(itemPicture(item.key)))).size).toBe(staves.length);
  });

  it("designs follow the data, not a list of keys: slot, class and words of the name", () => {
    expect(gearDesign(factsFromKey("weapon_wizard_3")).design).toBe("staff");
    expect(gearDesign(factsFromKey("weapon_rogue_2")).design).toBe("dagger");
    expect(gearDesign(factsFromKey("head_warrior_2")).design).toBe("helm");
    expect(gearDesign(factsFromKey("weapon_armoire_someNewLongbow")).design).toBe("bow");
    expect(gearDesign(factsFromKey("head_armoire_anotherCrown")).design).toBe("crown");
    expect(gearDesign({ ...factsFromKey("headAccessory_special_renamedThing"), gearSet: "animal" }).design).toBe(
      "ears",
    );
  });

  it("every pet and mount is drawn, and a potion changes the colour", { timeout: 30_000 }, () => {
    for (const key of Object.keys(data.pets)) expect(pixelCount(animalPicture(key, false)), key).toBeGreaterThan(20);
    for (const key of Object.keys(data.mounts)) expect(pixelCount(animalPicture(key, true)), key).toBeGreaterThan(40);
    expect(print(animalPicture("Wolf-Red", false))).not.toBe(print(animalPicture("Wolf-Base", false)));
  });

  it("every background is its own picture, and colour backgrounds are that colour", { timeout: 30_000 }, () => {
    const prints = new Set<string>();
    for (const key of Object.keys(data.backgrounds)) prints.add(print(backgroundPicture(key)));
    expect(prints.size).toBe(Object.keys(data.backgrounds).length);
    const red = backgroundPicture("red");
    const reddest = red.paths.reduce((best, path) => (path.d.length > best.d.length ? path : best));
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(reddest.color.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b + 40);
  });

  it("every hair style, fringe, beard, moustache, flower, skin and shirt has a distinct preview", () => {
    for (const kind of ["base", "bangs", "beard", "mustache", "flower", "color", "skin", "shirt"] as const) {
      const keys = Object.keys(data.appearance[kind]);
      const prints = keys.map((key) => {
        const hair =
          kind === "skin" || kind === "shirt"
            ? { base: 1 }
            : { base: kind === "base" ? Number(key) : 1, [kind]: kind === "color" ? key : Number(key) };
        return print(
          lookPicture({ hair, skin: kind === "skin" ? key : undefined, shirt: kind === "shirt" ? key : undefined }),
        );
      });
      expect(new Set(prints).size, kind).toBe(keys.length);
    }
  });
});

describe("the hero", () => {
  it("wears every slot on the body: each worn item changes the picture", () => {
    const look = { skin: "c06534", shirt: "blue", hair: { base: 4, color: "red", bangs: 2 } };
    const bare = print(composeHero({ look }));
    for (const [slot, key] of Object.entries(FULL_GEAR)) {
      expect(print(composeHero({ look, gear: { [slot]: key } })), slot).not.toBe(bare);
    }
  });

  it("rides the mount: the figure is lifted above the ground", () => {
    const look = { skin: "f5a76e", shirt: "blue" };
    const topRow = (picture: PixelPicture) =>
      Math.min(...picture.paths.flatMap((path) => [...path.d.matchAll(/M\d+ (\d+)/g)].map((m) => Number(m[1]))));
    expect(topRow(composeHero({ look, mount: "Wolf-Red" }))).toBeLessThan(topRow(composeHero({ look })) - 4);
  });

  it("renders as one SVG with a label", () => {
    const avatar = renderToStaticMarkup(
      createElement(Avatar, {
        preferences: {
          size: "broad",
          skin: "c06534",
          shirt: "rainbow",
          hair: { base: 4, color: "red", bangs: 2, beard: 1, mustache: 2, flower: 3 },
          chair: "handleless_red",
          background: "beach",
        },
        gear: FULL_GEAR,
        currentPet: "Fox-Shade",
        currentMount: "Wolf-Base",
        label: "Hero",
      }),
    );
    expect(avatar.match(/<svg/g)).toHaveLength(1);
    expect(avatar).toContain('aria-label="Hero"');
    expect(avatar).toContain(data.appearance.skin.c06534.swatch);
    const icon = renderToStaticMarkup(
      createElement(ItemIcon, { itemKey: "Dragon-Golden", kind: "mount", label: "Golden Dragon" }),
    );
    expect(icon).toContain('aria-label="Golden Dragon"');
  });
});
