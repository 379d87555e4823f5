/** Hatching an egg with a potion (spec §4 "Pets", §5). */
import { HATCHED_PET_VALUE } from "../data/constants";
import { dropEggs } from "../data/eggs";
import { hatchingPotions } from "../data/hatchingPotions";
import { badRequest, notAuthorized, notFound } from "./errors";
import { awardAnimalAchievements } from "./achievements";
import { completeOnboardingStep } from "./onboarding";
import type { RuleContext } from "./random";
import type { User } from "./types";
import { own } from "./lookup";

export function hatch(
  user: User,
  params: { egg?: string; hatchingPotion?: string },
  ctx: RuleContext,
): { user: User; data: User["items"]; message: string } {
  const { egg, hatchingPotion } = params;
  if (!egg || !hatchingPotion) throw badRequest("eggAndPotionRequired");
  if (!((own(user.items.eggs, egg) ?? 0) > 0 && (own(user.items.hatchingPotions, hatchingPotion) ?? 0) > 0))
    throw notFound("messageMissingEggPotion");
  const potion = own(hatchingPotions, hatchingPotion);
  // Magic potions colour only the standard drop eggs.
  if ((potion?.premium || potion?.wacky) && !own(dropEggs, egg)) throw badRequest("messageInvalidEggPotionCombo");
  const pet = `${egg}-${hatchingPotion}`;
  if ((own(user.items.pets, pet) ?? 0) > 0) throw notAuthorized("messageAlreadyPet");
  const next = structuredClone(user);
  next.items.pets[pet] = HATCHED_PET_VALUE;
  next.items.eggs[egg] -= 1;
  next.items.hatchingPotions[hatchingPotion] -= 1;
  completeOnboardingStep(next, "hatchedPet", ctx);
  awardAnimalAchievements(next, ctx);
  return { user: next, data: next.items, message: "messageHatched" };
}
