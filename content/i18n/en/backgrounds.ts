/** English texts of backgrounds and background sets. */
import { backgrounds, backgroundSets } from "../../data/backgrounds";
import { humanize, MONTH_NAMES } from "./words";

const SPECIAL_SET_NAMES: Record<string, string> = {
  timeTravelBackgrounds: "Time Travel Backgrounds",
  eventBackgrounds: "Event Backgrounds",
  incentiveBackgrounds: "Plain Colour Backgrounds",
};

const SPECIAL_NAMES: Record<string, string> = {
  violet: "Violet",
  blue: "Blue",
  green: "Green",
  purple: "Purple",
  red: "Red",
  yellow: "Yellow",
  airship: "Airship Deck",
  clocktower: "Clock Tower",
  steamworks: "Steamworks",
  birthday_bash: "Birthday Bash",
};

export const backgroundMessages: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(backgrounds).flatMap((background) => {
      const name = SPECIAL_NAMES[background.key] ?? humanize(background.key);
      const notes =
        background.currency === "loginIncentive"
          ? `A calm ${name.toLowerCase()} backdrop, earned by checking in.`
          : background.currency === "hourglasses"
            ? `A ${name} backdrop brought back by the time travellers.`
            : `Set your avatar in the ${name}.`;
      return [
        [background.text, name],
        [background.notes, notes],
      ];
    }),
  ),
  ...Object.fromEntries(
    backgroundSets.map((set) => [
      set.text,
      SPECIAL_SET_NAMES[set.key] ?? `${MONTH_NAMES[(set.released?.month ?? 1) - 1]} ${set.released?.year} Backgrounds`,
    ]),
  ),
};
