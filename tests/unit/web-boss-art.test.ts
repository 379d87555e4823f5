/** Every quest boss is drawn, in its own picture, and its rage shows. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { eggs } from "../../content/data/eggs";
import { gear } from "../../content/data/gear";
import { mounts, pets } from "../../content/data/pets";
import { quests } from "../../content/data/quests";
import BossArt, { pixelScale } from "../../web/src/groups/BossArt";
import { BOSS_DESIGNS } from "../../web/src/art/pixel/bossDesigns";
import { composeBoss, hasBossArt } from "../../web/src/art/pixel/bosses";
import type { PixelPicture } from "../../web/src/art/pixel/raster";

const bossQuests = Object.values(quests).filter((quest) => quest.boss);

const pixelCount = (picture: PixelPicture) =>
  picture.paths.reduce(
    (sum, path) => sum + [...path.d.matchAll(/h(\d+)v(\d+)/g)].reduce((n, m) => n + Number(m[1]) * Number(m[2]), 0),
    0,
  );
const print = (picture: PixelPicture) =>
  picture.paths
    .map((path) => `${path.color}:${path.d}`)
    .sort()
    .join("|");
const colors = (picture: PixelPicture) => new Set(picture.paths.map((path) => path.color));

describe("boss art", () => {
  it("every quest with a boss has a drawing, and only those", () => {
    expect(bossQuests.length).toBeGreaterThanOrEqual(100);
    for (const quest of bossQuests) expect(hasBossArt(quest.key), quest.key).toBe(true);
    for (const key of Object.keys(BOSS_DESIGNS)) expect(quests[key]?.boss, key).toBeDefined();
  });

  it("every boss is a picture of its own, large enough to fill the quest panel", () => {
    const seen = new Map<string, string>();
    for (const quest of bossQuests) {
      const picture = composeBoss(quest.key);
      expect(pixelCount(picture), quest.key).toBeGreaterThan(250);
      expect(Math.max(picture.width, picture.height), quest.key).toBeGreaterThanOrEqual(30);
      // Its eyes glow in the design's colour.
      expect(colors(picture).has(BOSS_DESIGNS[quest.key].eyes ?? "#ffdf4a"), quest.key).toBe(true);
      const printed = print(picture);
      expect(seen.get(printed), `${quest.key} looks like ${seen.get(printed)}`).toBeUndefined();
      seen.set(printed, quest.key);
    }
  });

  it("a boss in a rage glows red, with red eyes, and is drawn the same way every time", () => {
    for (const quest of bossQuests) {
      const calm = composeBoss(quest.key);
      const raging = composeBoss(quest.key, { enraged: true });
      expect(print(raging), quest.key).not.toBe(print(calm));
      expect(colors(raging).has("#ff3a2a"), quest.key).toBe(true);
      expect(colors(raging).has("#ff2a2a"), quest.key).toBe(true);
      expect(print(composeBoss(quest.key, { enraged: true }))).toBe(print(raging));
    }
  });

  it("designs come from the game's data: animals of the stable, figures in real gear", () => {
    for (const [key, design] of Object.entries(BOSS_DESIGNS)) {
      const body = design.body;
      // An egg, or an animal of the stable that hatches from none (a Jack-o'-lantern, a mammoth).
      const animals = [...Object.keys(pets), ...Object.keys(mounts)];
      if (body.form === "beast")
        expect(
          eggs[body.egg] ?? animals.find((animal) => animal.startsWith(`${body.egg}-`)),
          `${key}: ${body.egg}`,
        ).toBeDefined();
      if (body.form === "figure")
        for (const item of Object.values(body.gear)) expect(gear[item as string], `${key}: ${item}`).toBeDefined();
    }
    // A pet quest's boss is the animal its eggs hatch.
    for (const quest of bossQuests.filter((entry) => entry.category === "pet")) {
      const egg = quest.drop.items.find((item) => item.type === "eggs")?.key;
      const body = BOSS_DESIGNS[quest.key].body;
      if (egg && body.form === "beast") expect(body.egg, quest.key).toBe(egg);
    }
  });

  it("is drawn with square pixels at the largest whole scale that fits, with its name", () => {
    expect(pixelScale({ width: 40, height: 30 }, { width: 300, height: 220 })).toBe(7);
    expect(pixelScale({ width: 64, height: 40 }, { width: 300, height: 220 })).toBe(4);
    expect(pixelScale({ width: 400, height: 40 }, { width: 300, height: 220 })).toBe(1);
    const html = renderToStaticMarkup(
      createElement(BossArt, {
        questKey: "rat",
        label: "Rat King, the boss of The Rat King",
        box: { width: 300, height: 220 },
      }),
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Rat King, the boss of The Rat King"');
    expect(html).toContain('shape-rendering="crispEdges"');
  });
});
