/** Feeding a pet until it becomes a mount (spec §4 "Pets", §9 "Feeding"). */
import { FEED_LIKED, FEED_OTHER, FEED_PREMIUM, MOUNT_AT } from "../data/constants";
import { food as foods } from "../data/food";
import { pets } from "../data/pets";
import { badRequest, notAuthorized, notFound } from "./errors";
import { awardAnimalAchievements } from "./achievements";
import { completeOnboardingStep } from "./onboarding";
import type { RuleContext } from "./random";
import type { User } from "./types";
import { own } from "./lookup";
import { isWholeAmount } from "./currency";

export const SADDLE_KEY = "Saddle";

/** Mutates a working copy: the pet grows into its mount. */
function evolve(user: User, petKey: string): void {
  user.items.pets[petKey] = -1;
  user.items.mounts[petKey] = true;
  if (user.items.currentPet === petKey) user.items.currentPet = "";
}

export function feedStrength(petKey: string, foodKey: string): number {
  const pet = own(pets, petKey);
  const item = own(foods, foodKey);
  if (pet?.type === "premium") return FEED_PREMIUM;
  return item?.target === pet?.potion ? FEED_LIKED : FEED_OTHER;
}

export function feed(
  user: User,
  params: { pet?: string; food?: string; amount?: number },
  ctx: RuleContext,
): { user: User; data: number; message: string } {
  const { pet: petKey, food: foodKey } = params;
  if (!petKey || !foodKey) throw badRequest("petAndFoodRequired");
  const pet = own(pets, petKey);
  if (!pet) throw badRequest("invalidPetName");
  const item = own(foods, foodKey);
  if (!item) throw notFound("messageFoodNotFound");
  const amount = params.amount === undefined ? 1 : params.amount;
  // A raised pet (-1) is still known: it is refused below as already a mount.
  if (!own(user.items.pets, petKey)) throw notFound("petNotFound");
  if (!((own(user.items.food, foodKey) ?? 0) > 0)) throw notFound("messageFoodNotFound");
  if (pet.type === "special" || pet.type === "wacky") throw notAuthorized("messageCannotFeedPet");
  if (own(user.items.mounts, petKey) || own(user.items.pets, petKey) === -1) throw notAuthorized("messageAlreadyMount");
  if (!isWholeAmount(amount, 0)) throw badRequest("invalidAmount");
  if (amount > (user.items.food[foodKey] ?? 0)) throw notAuthorized("notEnoughFood");

  const next = structuredClone(user);
  let message: string;
  if (foodKey === SADDLE_KEY) {
    evolve(next, petKey);
    next.items.food[foodKey] -= 1;
    message = "messageEvolve";
  } else {
    const strength = feedStrength(petKey, foodKey);
    // Feeding past the mount threshold would waste food: refuse the extra.
    const needed = Math.ceil((MOUNT_AT - next.items.pets[petKey]) / strength);
    if (amount > needed) throw notAuthorized("tooMuchFood");
    next.items.pets[petKey] += strength * amount;
    next.items.food[foodKey] -= amount;
    message = strength === FEED_OTHER ? "messageDontEnjoyFood" : "messageLikesFood";
    if (next.items.pets[petKey] >= MOUNT_AT) {
      evolve(next, petKey);
      message = "messageEvolve";
    }
  }
  completeOnboardingStep(next, "fedPet", ctx);
  awardAnimalAchievements(next, ctx);
  return { user: next, data: next.items.pets[petKey], message };
}
