/**
 * Limited releases (content spec §4): items that become buyable only after their release
 * date. Armoire sets of the monthly schedule (2023-10 to 2025-11, day 7), eggs (pets) and
 * potions (2024-06 to 2025-05). Dates are the public game's
 * (website/common/script/content/constants/releaseDates.js).
 */
import { armoireSets } from "./gear";
import type { LimitedRelease, ReleaseDate } from "./types";

export const EGG_RELEASE_DATES: Record<string, ReleaseDate> = {
  Giraffe: { year: 2024, month: 6, day: 1 },
  Chameleon: { year: 2024, month: 7, day: 14 },
  Crab: { year: 2024, month: 8, day: 14 },
  Raccoon: { year: 2024, month: 9, day: 14 },
  Dog: { year: 2024, month: 10, day: 14 },
  Cat: { year: 2025, month: 2, day: 14 },
  Otter: { year: 2025, month: 3, day: 14 },
  Alpaca: { year: 2025, month: 4, day: 14 },
  Platypus: { year: 2025, month: 5, day: 14 },
};

export const POTION_RELEASE_DATES: Record<string, ReleaseDate> = {
  Koi: { year: 2024, month: 6, day: 1 },
  Gingerbread: { year: 2024, month: 12, day: 21 },
  Jade: { year: 2025, month: 3, day: 14 },
  Cryptid: { year: 2025, month: 4, day: 3 },
  Balloon: { year: 2025, month: 4, day: 21 },
  Opal: { year: 2025, month: 5, day: 14 },
};

export const ARMOIRE_RELEASE_DATES: Record<string, ReleaseDate> = Object.fromEntries(
  armoireSets.flatMap((set) => (set.released ? [[set.key, set.released] as const] : [])),
);

export const limitedReleases: LimitedRelease[] = [
  ...Object.entries(ARMOIRE_RELEASE_DATES).map(
    ([key, released]): LimitedRelease => ({ kind: "gearSet", key, released }),
  ),
  ...Object.entries(EGG_RELEASE_DATES).map(([key, released]): LimitedRelease => ({ kind: "pet", key, released })),
  ...Object.entries(POTION_RELEASE_DATES).map(([key, released]): LimitedRelease => ({ kind: "potion", key, released })),
];

/** True once `now` has reached the release moment (00:00 UTC of the day; day 1 when absent). */
export function isReleased(released: ReleaseDate, now: Date): boolean {
  return now.getTime() >= Date.UTC(released.year, released.month - 1, released.day ?? 1);
}
