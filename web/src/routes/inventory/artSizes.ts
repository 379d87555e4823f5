/**
 * How large the inventory and the stable draw their pictures, in CSS pixels: two to three times
 * a shop icon, as the original shows pets, mounts, eggs, potions and food.
 */
export const ANIMAL_ART_SIZE = 112;
export const ITEM_ART_SIZE = 96;
export const FOOD_ART_SIZE = 80;
/** The small pictures in a choice list (which potion, which pet to feed). */
export const PARTNER_ART_SIZE = 56;
