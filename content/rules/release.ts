/** Setting pets and/or mounts free to collect them again (spec §5: 1 balance each, all 90 needed). */
import { PETS_FOR_RELEASE, RELEASE_GEMS } from "../data/constants";
import { STANDARD_PET_KEYS } from "../data/pets";
import { payBalance } from "./currency";
import { notAuthorized } from "./errors";
import type { User } from "./types";

/** Standard pets hatched (raised ones count too). */
export function beastMasterProgress(pets: User["items"]["pets"]): number {
  return STANDARD_PET_KEYS.filter((key) => (pets[key] ?? 0) > 0 || pets[key] === -1).length;
}

export function mountMasterProgress(mounts: User["items"]["mounts"]): number {
  return STANDARD_PET_KEYS.filter((key) => mounts[key] === true).length;
}

/** Mutates a working copy. Counts a Beast Master when all 90 were pets at release. */
function freePets(user: User): void {
  const allPets = STANDARD_PET_KEYS.every((key) => (user.items.pets[key] ?? 0) > 0);
  const pets = { ...user.items.pets };
  for (const key of STANDARD_PET_KEYS) pets[key] = 0;
  user.items.pets = pets;
  user.items.currentPet = "";
  if (allPets) user.achievements.beastMasterCount = (user.achievements.beastMasterCount ?? 0) + 1;
}

function freeMounts(user: User): void {
  const allMounts = STANDARD_PET_KEYS.every((key) => user.items.mounts[key] === true);
  const mounts = { ...user.items.mounts };
  for (const key of STANDARD_PET_KEYS) mounts[key] = null;
  user.items.mounts = mounts;
  user.items.currentMount = "";
  if (allMounts) user.achievements.mountMasterCount = (user.achievements.mountMasterCount ?? 0) + 1;
}

export function releasePets(user: User): { user: User; data: User["items"]; message: string } {
  if (user.balance < RELEASE_GEMS) throw notAuthorized("notEnoughGems");
  if (beastMasterProgress(user.items.pets) < PETS_FOR_RELEASE) throw notAuthorized("notEnoughPets");
  const next = structuredClone(user);
  payBalance(next, RELEASE_GEMS);
  freePets(next);
  return { user: next, data: next.items, message: "petsReleased" };
}

export function releaseMounts(user: User): { user: User; data: User["items"]; message: string } {
  if (user.balance < RELEASE_GEMS) throw notAuthorized("notEnoughGems");
  if (mountMasterProgress(user.items.mounts) < PETS_FOR_RELEASE) throw notAuthorized("notEnoughMounts");
  const next = structuredClone(user);
  payBalance(next, RELEASE_GEMS);
  freeMounts(next);
  return { user: next, data: next.items, message: "mountsReleased" };
}

export function releaseBoth(user: User): { user: User; data: User["items"]; message: string } {
  if (
    !user.achievements.triadBingo ||
    beastMasterProgress(user.items.pets) < PETS_FOR_RELEASE ||
    mountMasterProgress(user.items.mounts) < PETS_FOR_RELEASE
  ) {
    throw notAuthorized("notEnoughPetsMounts");
  }
  if (user.balance < RELEASE_GEMS) throw notAuthorized("notEnoughGems");
  const next = structuredClone(user);
  payBalance(next, RELEASE_GEMS);
  freePets(next);
  freeMounts(next);
  next.achievements.triadBingoCount = (next.achievements.triadBingoCount ?? 0) + 1;
  return { user: next, data: next.items, message: "mountsAndPetsReleased" };
}
