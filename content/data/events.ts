/**
 * Seasonal events (content spec §4 "Seasonal events"). Yearly events are stored once with
 * month-day times and re-dated to any year by `repeatingEventsForYear`; a window that ends
 * before it starts (New Year, gift-one-get-one) ends in the following year. Dated events
 * (galas, potion months, the tenth birthday) run from 2013 to 2025.
 * Start times are 08:00 or 04:00 local (US Eastern offsets), as the public game used.
 */
import { GEM_PACKS } from "./constants";
import type { FoodSeason, GameEvent, RepeatingEvent, Season } from "./types";

/** The gem promotion a gem sale grants: pack -> gems given. */
export const GEMS_PROMO: Record<string, number> = Object.fromEntries(
  Object.entries(GEM_PACKS).map(([pack, { promoGems }]) => [pack, promoGems]),
);

/**
 * The yearly calendar (constants/events.js, REPEATING_EVENTS): most windows open at 04:00 and
 * close at 03:59 Eastern on their last morning; the gem sales, Habitoween and the
 * gift-one-get-one promotion run to 23:59 of their last day.
 */
export const repeatingEvents: RepeatingEvent[] = [
  {
    key: "nye",
    kind: "nye",
    season: "nye",
    start: "12-28T04:00",
    end: "01-04T03:59",
    offset: "-05:00",
    npcImageSuffix: "_nye",
  },
  {
    key: "birthday",
    kind: "birthday",
    season: "birthday",
    start: "01-30T04:00",
    end: "02-01T03:59",
    offset: "-05:00",
    npcImageSuffix: "_birthday",
    foodSeason: "Cake",
  },
  {
    key: "valentines",
    kind: "valentines",
    season: "valentines",
    start: "02-10T04:00",
    end: "02-17T03:59",
    offset: "-05:00",
    npcImageSuffix: "_valentines",
  },
  {
    key: "piDay",
    kind: "piDay",
    season: "normal",
    start: "03-14T04:00",
    end: "03-16T03:59",
    offset: "-04:00",
    foodSeason: "Pie",
  },
  {
    key: "aprilFools",
    kind: "aprilFools",
    season: "normal",
    start: "04-01T08:00",
    end: "04-02T08:00",
    offset: "-04:00",
  },
  // April's resale of the wacky-potion quests and potions.
  {
    key: "aprilFoolsResale",
    kind: "aprilFoolsResale",
    season: "normal",
    start: "04-03T04:00",
    end: "05-01T03:59",
    offset: "-04:00",
  },
  {
    key: "namingDay",
    kind: "namingDay",
    season: "normal",
    start: "07-31T04:00",
    end: "08-02T03:59",
    offset: "-04:00",
    foodSeason: "Cake",
  },
  {
    key: "fallGemSale",
    kind: "fallGemSale",
    season: "normal",
    start: "08-27T04:00",
    end: "09-03T23:59",
    offset: "-04:00",
    gemsPromo: GEMS_PROMO,
  },
  {
    key: "spookyGemSale",
    kind: "spookyGemSale",
    season: "normal",
    start: "10-27T04:00",
    end: "10-31T23:59",
    offset: "-04:00",
    gemsPromo: GEMS_PROMO,
  },
  {
    key: "habitoween",
    kind: "habitoween",
    season: "habitoween",
    start: "10-30T04:00",
    end: "11-01T23:59",
    offset: "-04:00",
    npcImageSuffix: "_halloween",
    foodSeason: "Candy",
  },
  {
    key: "harvestFeast",
    kind: "harvestFeast",
    season: "thanksgiving",
    start: "11-20T04:00",
    end: "12-01T03:59",
    offset: "-05:00",
    npcImageSuffix: "_thanksgiving",
    foodSeason: "Pie",
  },
  {
    key: "giftOneGetOne",
    kind: "giftOneGetOne",
    season: "normal",
    start: "12-18T04:00",
    end: "01-05T23:59",
    offset: "-05:00",
    promo: "g1g1",
  },
];

/** "MM-DD" of a stored time, for comparing start and end within a year. */
const monthDay = (time: string): string => time.slice(0, 5);

/** A yearly event placed in `year` (its end moves to the next year when it wraps round). */
export function redateEvent(event: RepeatingEvent, year: number): GameEvent {
  const endYear = monthDay(event.end) < monthDay(event.start) ? year + 1 : year;
  const result: GameEvent = {
    key: event.key,
    kind: event.kind,
    season: event.season,
    start: `${year}-${event.start}${event.offset}`,
    end: `${endYear}-${event.end}${event.offset}`,
  };
  if (event.npcImageSuffix) result.npcImageSuffix = event.npcImageSuffix;
  if (event.foodSeason) result.foodSeason = event.foodSeason;
  if (event.gemsPromo) result.gemsPromo = event.gemsPromo;
  if (event.promo) result.promo = event.promo;
  return result;
}

export function repeatingEventsForYear(year: number): GameEvent[] {
  return repeatingEvents.map((event) => redateEvent(event, year));
}

/** Gala windows: winter opens in the previous December. */
const GALA_WINDOWS: Record<Season, { start: string; end: string; startOffset: string; endOffset: string }> = {
  winter: { start: "12-19T08:00", end: "01-31T23:59", startOffset: "-05:00", endOffset: "-05:00" },
  spring: { start: "03-21T08:00", end: "04-30T23:59", startOffset: "-04:00", endOffset: "-04:00" },
  summer: { start: "06-20T08:00", end: "07-31T23:59", startOffset: "-04:00", endOffset: "-04:00" },
  fall: { start: "09-21T08:00", end: "10-31T23:59", startOffset: "-04:00", endOffset: "-04:00" },
};

export const GALA_YEARS = [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];

function gala(season: Season, year: number): GameEvent {
  const window = GALA_WINDOWS[season];
  const startYear = season === "winter" ? year - 1 : year;
  return {
    key: `${season}${year}`,
    kind: "gala",
    season,
    start: `${startYear}-${window.start}${window.startOffset}`,
    end: `${year}-${window.end}${window.endOffset}`,
    npcImageSuffix: `_${season}`,
    seasonalGear: true,
  };
}

/** One-off potion and bundle months of the newer schedule (key -> start, end). */
const POTION_MONTHS: Record<string, [string, string]> = {
  potions202208: ["2022-08-15T08:00-04:00", "2022-08-31T23:59-04:00"],
  potions202302: ["2023-02-13T08:00-05:00", "2023-02-28T23:59-05:00"],
  potions202305: ["2023-05-16T08:00-04:00", "2023-05-31T23:59-04:00"],
  potions202308: ["2023-08-15T08:00-04:00", "2023-08-31T23:59-04:00"],
  potions202311: ["2023-11-14T08:00-05:00", "2023-11-30T23:59-05:00"],
  potions202402: ["2024-02-12T08:00-05:00", "2024-02-29T23:59-05:00"],
  potions202405: ["2024-05-14T08:00-04:00", "2024-05-31T23:59-04:00"],
};

const AFD_POTIONS: Record<number, string> = {
  2019: "Veggie",
  2020: "Dessert",
  2021: "VirtualPet",
  2022: "TeaShop",
  2023: "Veggie",
  2024: "Fungi",
  2025: "Cryptid",
};

const datedEvents: GameEvent[] = [
  // The very first New Year's party, before the yearly calendar began.
  {
    key: "nye2013",
    kind: "nye",
    season: "nye",
    start: "2013-12-31T04:00-05:00",
    end: "2014-01-02T04:00-05:00",
    npcImageSuffix: "_nye",
  },
  ...GALA_YEARS.flatMap((year) =>
    (["winter", "spring", "summer", "fall"] as Season[]).map((season) => gala(season, year)),
  ),
  ...Object.entries(POTION_MONTHS).map(
    ([key, [start, end]]): GameEvent => ({ key, kind: "potions", season: "normal", start, end }),
  ),
  {
    key: "birthday10",
    kind: "birthday",
    season: "birthday",
    start: "2023-01-30T08:00-05:00",
    end: "2023-02-08T23:59-05:00",
    npcImageSuffix: "_birthday",
    foodSeason: "Cake",
  },
  ...Object.entries(AFD_POTIONS).map(
    ([year, potion]): GameEvent => ({
      key: `aprilFools${year}`,
      kind: "aprilFools",
      season: "normal",
      start: `${year}-04-01T08:00-04:00`,
      end: `${year}-04-02T08:00-04:00`,
      aprilFools: potion,
    }),
  ),
];

/** Every dated event 2013-2025 plus the yearly ones re-dated to each of those years. */
export const events: Record<string, GameEvent> = Object.fromEntries(
  [
    ...datedEvents,
    ...Array.from({ length: 2025 - 2014 + 1 }, (_, i) => 2014 + i).flatMap((year) =>
      repeatingEventsForYear(year).map((event) => ({ ...event, key: `${event.key}${year}` })),
    ),
  ].map((event) => [event.key, event]),
);

/** The events running at `now` (dated ones and this year's and last year's yearly ones). */
export function activeEvents(now: Date): GameEvent[] {
  const year = now.getUTCFullYear();
  const candidates = [...datedEvents, ...repeatingEventsForYear(year - 1), ...repeatingEventsForYear(year)];
  const time = now.getTime();
  return candidates.filter((event) => Date.parse(event.start) <= time && time <= Date.parse(event.end));
}

/** The food season an active event sets, if any. */
export function currentFoodSeason(now: Date): FoodSeason | undefined {
  return activeEvents(now).find((event) => event.foodSeason)?.foodSeason;
}
