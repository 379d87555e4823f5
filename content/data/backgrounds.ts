/**
 * Backgrounds (content spec §3 "Background"): three a month since June 2014, 7 gems each or
 * 15 for the month's set; plus hourglass (time travel), event and check-in backgrounds.
 * Names of our own: each month of the year has its places and moods, combined per year.
 */
import type { Background, BackgroundSet } from "./types";

export const BACKGROUND_PRICE = 7;
export const BACKGROUND_SET_PRICE = 15;
export const TIME_TRAVEL_BACKGROUND_PRICE = 1;
export const EVENT_BACKGROUND_PRICE = 0;

/** month (1-12) -> [places, moods]; set y of a month uses combinations 3y..3y+2. */
const MONTH_THEMES: Record<number, [string[], string[]]> = {
  1: [["Frozen Lake", "Snowy Pines", "Ice Palace", "Igloo Village", "Sled Hill", "Mountain Lodge"], ["Moonlit", "Misty", "Sparkling", "Quiet", "Windswept", "Starry"]],
  2: [["Rose Garden", "Heart Meadow", "Candle Cafe", "Chocolate Shop", "Letter Desk", "Lantern Bridge"], ["Blushing", "Cosy", "Glowing", "Sweet", "Twilight", "Rosy"]],
  3: [["Clover Field", "Rainbow Valley", "Stone Circle", "Kite Hill", "Windmill", "Tea Garden"], ["Lucky", "Breezy", "Green", "Dewy", "Sunny", "Hidden"]],
  4: [["Cherry Orchard", "Tulip Field", "Rainy Street", "Birdhouse Grove", "Lily Pond", "Greenhouse"], ["Blooming", "Drizzly", "Pastel", "Fresh", "Early", "Chirpy"]],
  5: [["Flower Market", "Maypole Green", "Fairy Ring", "Waterfall", "Hedge Maze", "Picnic Spot"], ["Bright", "Buzzing", "Secret", "Fragrant", "Lush", "Golden"]],
  6: [["Sandy Beach", "Coral Reef", "Lighthouse", "Harbour", "Tide Pool", "Boardwalk"], ["Sunlit", "Salty", "Gusty", "Turquoise", "Sleepy", "Lively"]],
  7: [["Volcano", "Jungle River", "Desert Oasis", "Campfire", "Treehouse", "Hot Spring"], ["Blazing", "Steamy", "Wild", "Crackling", "Leafy", "Distant"]],
  8: [["Observatory", "Night Market", "Lavender Field", "Sunflower Farm", "Canyon", "Rooftop"], ["Midsummer", "Humming", "Dusky", "Amber", "Echoing", "Warm"]],
  9: [["Library", "Apple Orchard", "Schoolyard", "Harvest Barn", "Wheat Field", "Old Mill"], ["Hushed", "Crisp", "Busy", "Rustic", "Honeyed", "Timeworn"]],
  10: [["Haunted House", "Pumpkin Patch", "Graveyard", "Witch Kitchen", "Spooky Forest", "Bat Cave"], ["Creaky", "Foggy", "Eerie", "Flickering", "Shadowy", "Haunting"]],
  11: [["Feast Hall", "Maple Forest", "Heather Moor", "Cottage Kitchen", "Autumn Lake", "Mushroom Grove"], ["Thankful", "Russet", "Rainy", "Savoury", "Still", "Dappled"]],
  12: [["Winter Market", "Toy Workshop", "Gingerbread House", "Fireplace Nook", "Snowy Square", "Frosted Conservatory"], ["Festive", "Twinkling", "Snug", "Frosty", "Jolly", "Silent"]],
};

const camel = (words: string): string =>
  words
    .split(" ")
    .map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join("");

const pascal = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

function background(key: string, set: string, price: number, currency?: Background["currency"]): Background {
  return { key, set, price, text: `background${pascal(key)}Text`, notes: `background${pascal(key)}Notes`, ...(currency ? { currency } : {}) };
}

export const FIRST_BACKGROUND_SET = { year: 2014, month: 6 };
export const LAST_BACKGROUND_SET = { year: 2025, month: 12 };

function monthlySets(): BackgroundSet[] {
  const sets: BackgroundSet[] = [];
  for (let year = FIRST_BACKGROUND_SET.year; year <= LAST_BACKGROUND_SET.year; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      if (year === FIRST_BACKGROUND_SET.year && month < FIRST_BACKGROUND_SET.month) continue;
      const [places, moods] = MONTH_THEMES[month];
      const cycle = year - 2014;
      const keys = [0, 1, 2].map((i) => {
        const combination = cycle * 3 + i;
        return camel(`${moods[Math.floor(combination / places.length) % moods.length]} ${places[combination % places.length]}`);
      });
      const key = `backgrounds${String(month).padStart(2, "0")}${year}`;
      sets.push({ key, text: `backgroundSet${key.slice("backgrounds".length)}`, released: { year, month }, price: BACKGROUND_SET_PRICE, backgrounds: keys });
    }
  }
  return sets;
}

const specialSets: BackgroundSet[] = [
  { key: "timeTravelBackgrounds", text: "backgroundSetTimeTravel", price: BACKGROUND_SET_PRICE, backgrounds: ["airship", "clocktower", "steamworks"] },
  { key: "eventBackgrounds", text: "backgroundSetEvent", price: 0, backgrounds: ["birthdayBash", "giftWrapped"] },
  { key: "incentiveBackgrounds", text: "backgroundSetIncentive", price: 0, backgrounds: ["violet", "blue", "green", "purple", "red", "yellow"] },
];

export const backgroundSets: BackgroundSet[] = [...monthlySets(), ...specialSets];

/** backgrounds by key */
export const backgrounds: Record<string, Background> = Object.fromEntries(
  backgroundSets.flatMap((set) =>
    set.backgrounds.map((key): [string, Background] => {
      if (set.key === "timeTravelBackgrounds") return [key, background(key, set.key, TIME_TRAVEL_BACKGROUND_PRICE, "hourglasses")];
      if (set.key === "eventBackgrounds") return [key, background(key, set.key, EVENT_BACKGROUND_PRICE)];
      if (set.key === "incentiveBackgrounds") return [key, background(key, set.key, 0, "loginIncentive")];
      return [key, background(key, set.key, BACKGROUND_PRICE)];
    }),
  ),
);

/** Background key -> the set it belongs to ("backgrounds062014"). */
export const backgroundSetOf: Record<string, string> = Object.fromEntries(Object.values(backgrounds).map((b) => [b.key, b.set]));
