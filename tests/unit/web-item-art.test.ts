/** Eggs and hatching potions are our own pixel art: every one drawn, each egg its own, each potion its colour. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { eggs } from "../../content/data/eggs";
import { hatchingPotions, POTION_COLORS } from "../../content/data/hatchingPotions";
import { ItemIcon } from "../../web/src/art";
import { eggPicture, potionPicture } from "../../web/src/art/pixel/itemArt";
import type { PixelPicture } from "../../web/src/art/pixel/raster";

const print = (picture: PixelPicture) =>
  picture.paths
    .map((path) => `${path.color}:${path.d}`)
    .sort()
    .join("|");

describe("egg and potion art", () => {
  it("every egg is drawn, and no two eggs look the same", () => {
    const seen = new Map<string, string>();
    for (const egg of Object.keys(eggs)) {
      const picture = eggPicture(egg);
      expect(picture.paths.length, egg).toBeGreaterThanOrEqual(5);
      const printed = print(picture);
      expect(seen.get(printed), `${egg} looks like ${seen.get(printed)}`).toBeUndefined();
      seen.set(printed, egg);
    }
  });

  it("every hatching potion is a flask of its own colour; the health potion is red with a heart", () => {
    for (const potion of Object.keys(hatchingPotions)) {
      const colors = potionPicture(potion).paths.map((path) => path.color);
      const color = POTION_COLORS[potion];
      // Rainbow and pale potions change their colour; the others hold it as it is.
      if (
        color &&
        !["Rainbow", "Aurora", "Opal", "StainedGlass", "Fairy"].includes(potion) &&
        !/Ghost|Glass|Invisible|Ethereal/.test(potion)
      )
        expect(colors, potion).toContain(color);
      expect(colors.length, potion).toBeGreaterThanOrEqual(6);
    }
    const health = potionPicture("potion").paths.map((path) => path.color);
    expect(health).toContain("#e0364a");
    expect(health).toContain("#ffffff");
  });

  it("the item picture of an egg or a potion is the pixel drawing", () => {
    const egg = renderToStaticMarkup(
      createElement(ItemIcon, { itemKey: "Wolf", kind: "egg", size: 96, label: "Wolf" }),
    );
    expect(egg).toContain('data-art="egg:Wolf"');
    expect(egg).toContain('shape-rendering="crispEdges"');
    const potion = renderToStaticMarkup(createElement(ItemIcon, { itemKey: "Golden", kind: "potion", size: 96 }));
    expect(potion).toContain('data-art="potion:Golden"');
  });
});
