/**
 * Pets and mounts, keyed "Egg-Potion" and derived from eggs x potions (content spec §3):
 * drop (9 drop eggs x 10 colours = 90), quest (quest eggs x 10 colours), premium (drop eggs x
 * premium potions), wacky (drop eggs x wacky potions; pets only), plus named special ones.
 */
import { DROP_EGGS, QUEST_EGGS } from "./eggs";
import { DROP_POTIONS, premiumPotions, WACKY_POTIONS } from "./hatchingPotions";
import type { Mount, MountType, Pet, PetType } from "./types";

/** Gem price of the Jubilant Gryphatrice, sold only during the tenth-birthday event. */
export const JUBILANT_GRYPHATRICE_VALUE = 60;

function derived<T extends PetType>(type: T, eggs: readonly string[], potions: readonly string[]): Pet[] {
  return eggs.flatMap((egg) => potions.map((potion) => ({ key: `${egg}-${potion}`, type, egg, potion })));
}

const specialMessageKey = (key: string): string => `pet${key.replace("-", "")}`;

type SpecialEntry = [key: string, canFind: NonNullable<Pet["canFind"]>];

export const SPECIAL_PETS: SpecialEntry[] = [
  ["Wolf-Veteran", "veteran"],
  ["Wolf-Cerberus", "event"],
  ["Dragon-Hydra", "contributor"],
  ["Turkey-Base", "event"],
  ["BearCub-Polar", "achievement"],
  ["MantisShrimp-Base", "worldBoss"],
  ["JackOLantern-Base", "event"],
  ["Mammoth-Base", "worldBoss"],
  ["Tiger-Veteran", "veteran"],
  ["Phoenix-Base", "worldBoss"],
  ["Turkey-Gilded", "event"],
  ["MagicalBee-Base", "worldBoss"],
  ["Lion-Veteran", "veteran"],
  ["Gryphon-RoyalPurple", "contributor"],
  ["JackOLantern-Ghost", "event"],
  ["Jackalope-RoyalPurple", "event"],
  ["Orca-Base", "event"],
  ["Bear-Veteran", "veteran"],
  ["Hippogriff-Hopeful", "worldBoss"],
  ["Fox-Veteran", "veteran"],
  ["JackOLantern-Glow", "event"],
  ["Gryphatrice-Jubilant", "gems"],
  ["JackOLantern-RoyalPurple", "event"],
  ["Dragon-Veteran", "veteran"],
  ["Cactus-Veteran", "veteran"],
  ["Gryphon-Gryphatrice", "contributor"],
];

export const SPECIAL_MOUNTS: SpecialEntry[] = [
  ["BearCub-Polar", "achievement"],
  ["LionCub-Ethereal", "contributor"],
  ["MantisShrimp-Base", "worldBoss"],
  ["Turkey-Base", "event"],
  ["Mammoth-Base", "worldBoss"],
  ["Orca-Base", "event"],
  ["Gryphon-RoyalPurple", "contributor"],
  ["Phoenix-Base", "worldBoss"],
  ["JackOLantern-Base", "event"],
  ["MagicalBee-Base", "worldBoss"],
  ["Turkey-Gilded", "event"],
  ["Jackalope-RoyalPurple", "event"],
  ["Aether-Invisible", "achievement"],
  ["JackOLantern-Ghost", "event"],
  ["Hippogriff-Hopeful", "worldBoss"],
  ["JackOLantern-Glow", "event"],
  ["JackOLantern-RoyalPurple", "event"],
  ["Dragon-Hydra", "contributor"],
  ["Gryphon-Gryphatrice", "contributor"],
];

function special(key: string, canFind: NonNullable<Pet["canFind"]>): Pet {
  const [egg, potion] = key.split("-");
  const pet: Pet = { key, type: "special", egg, potion, text: specialMessageKey(key), canFind };
  if (key === "Gryphatrice-Jubilant") {
    pet.value = JUBILANT_GRYPHATRICE_VALUE;
    pet.event = "birthday10";
  }
  return pet;
}

const premiumPotionKeys = Object.keys(premiumPotions);

export const dropPets = derived("drop", DROP_EGGS, DROP_POTIONS);
export const questPets = derived("quest", QUEST_EGGS, DROP_POTIONS);
export const premiumPets = derived("premium", DROP_EGGS, premiumPotionKeys);
export const wackyPets = derived("wacky", DROP_EGGS, WACKY_POTIONS);
export const specialPets = SPECIAL_PETS.map(([key, canFind]) => special(key, canFind));

export const pets: Record<string, Pet> = Object.fromEntries(
  [...dropPets, ...questPets, ...premiumPets, ...wackyPets, ...specialPets].map((pet) => [pet.key, pet]),
);

function toMount(pet: Pet, type: MountType): Mount {
  return { key: pet.key, type, egg: pet.egg, potion: pet.potion };
}

export const mounts: Record<string, Mount> = Object.fromEntries(
  [
    ...dropPets.map((pet) => toMount(pet, "drop")),
    ...questPets.map((pet) => toMount(pet, "quest")),
    ...premiumPets.map((pet) => toMount(pet, "premium")),
    ...SPECIAL_MOUNTS.map(([key, canFind]): Mount => {
      const [egg, potion] = key.split("-");
      return { key, type: "special", egg, potion, text: `mount${key.replace("-", "")}`, canFind };
    }),
  ].map((mount) => [mount.key, mount]),
);

/** The 90 standard pets/mounts counted by the release rules and master achievements. */
export const STANDARD_PET_KEYS: string[] = dropPets.map((pet) => pet.key);

/** Pets and mounts the time travellers sell for hourglasses (one each): the world bosses' (website/common/script/content/stable.js). */
export const timeTravelStable: { pets: string[]; mounts: string[] } = {
  pets: ["Mammoth-Base", "MantisShrimp-Base", "Phoenix-Base", "MagicalBee-Base", "Hippogriff-Hopeful"],
  mounts: ["Mammoth-Base", "MantisShrimp-Base", "Phoenix-Base", "MagicalBee-Base", "Hippogriff-Hopeful"],
};
