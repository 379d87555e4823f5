/**
 * Which paths of the user document a player may set with PUT /user, and what each accepts.
 * Anything else (stats, items, balance, purchases, auth...) changes only through its own route.
 */
import * as v from "valibot";
import {
  DAY_START_MAX,
  DAY_START_MIN,
  ALLOCATION_MODES,
  EMAIL_NOTIFICATION_KEYS,
  IMPROVEMENT_CATEGORIES,
  PUSH_NOTIFICATION_KEYS,
  TAGS_MAX,
  TOUR_KEYS,
  TUTORIAL_KEYS,
} from "../../content/data/constants";
import { LANGUAGES, t } from "../../content/i18n";
import { DISPLAY_NAME_MAX, displayNameIssues } from "../../content/rules/accountNames";
import { isValidTimezoneOffset } from "../../content/rules/dayBoundary";

const bool = v.boolean("must be true or false");
const int = (min: number, max: number) =>
  v.pipe(
    v.number("must be a number"),
    v.integer("must be a whole number"),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
const text = (max: number, min = 0) =>
  v.pipe(
    v.string("must be a string"),
    v.minLength(min, `must be at least ${min} characters`),
    v.maxLength(max, `must be at most ${max} characters`),
  );
const key = text(64, 1);
/** `prefix.(a|b|c)$`: a path ending in one of the known keys, and nothing else. */
const oneOf = (prefix: string, keys: readonly string[]) =>
  new RegExp(`^${prefix.replace(/\./g, "\\.")}\\.(${keys.join("|")})$`);

export const WRITABLE_PATHS: [RegExp, v.GenericSchema][] = [
  [/^preferences\.dayStart$/, int(DAY_START_MIN, DAY_START_MAX)],
  [
    /^preferences\.timezoneOffset$/,
    v.pipe(
      v.number("must be a number"),
      v.check(isValidTimezoneOffset, "must be a whole number of minutes for a zone from UTC-12:00 to UTC+14:00"),
    ),
  ],
  [/^preferences\.language$/, v.picklist(LANGUAGES, `must be one of ${LANGUAGES.join(", ")}`)],
  [/^preferences\.allocationMode$/, v.picklist(ALLOCATION_MODES, `must be one of ${ALLOCATION_MODES.join(", ")}`)],
  [
    /^preferences\.(automaticAllocation|autoEquip|sleep|costume|stickyHeader|newTaskEdit|dailyDueDefaultView|displayInviteToPartyWhenPartyIs1|reverseChatOrder)$/,
    bool,
  ],
  [/^preferences\.suppressModals\.(levelUp|hatchPet|raisePet|streak)$/, bool],
  [/^preferences\.tasks\.(groupByChallenge|confirmScoreNotes)$/, bool],
  [/^preferences\.tasks\.activeFilter\.(habit|daily|todo|reward)$/, key],
  [oneOf("preferences.emailNotifications", EMAIL_NOTIFICATION_KEYS), bool],
  [oneOf("preferences.pushNotifications", PUSH_NOTIFICATION_KEYS), bool],
  [
    /^preferences\.improvementCategories$/,
    v.pipe(
      v.array(
        v.picklist(IMPROVEMENT_CATEGORIES, `must list some of ${IMPROVEMENT_CATEGORIES.join(", ")}`),
        "must be a list of names",
      ),
      v.maxLength(IMPROVEMENT_CATEGORIES.length),
    ),
  ],
  [/^preferences\.hair\.color$/, key],
  [/^preferences\.hair\.(base|bangs|beard|mustache|flower)$/, int(0, 99)],
  [
    /^preferences\.(skin|shirt|chair|background|sound)$/,
    v.pipe(v.string("must be a string"), v.maxLength(64, "must be at most 64 characters")),
  ],
  [/^preferences\.size$/, v.picklist(["slim", "broad"], "must be slim or broad")],
  [
    /^profile\.name$/,
    v.pipe(
      text(DISPLAY_NAME_MAX, 1),
      v.check((name) => name.trim().length > 0, "must not be blank"),
      // The same rules as every other place a display name is set (content/rules/accountNames.ts).
      v.check(
        (name) => displayNameIssues(name).length === 0,
        (issue) => t(displayNameIssues(String(issue.input))[0] ?? "displayNameNotAllowed"),
      ),
    ),
  ],
  [/^profile\.blurb$/, text(3000)],
  [
    /^profile\.imageUrl$/,
    v.union(
      [v.literal(""), v.pipe(v.string(), v.maxLength(500), v.url("must be a web address"))],
      "must be a web address",
    ),
  ],
  [/^flags\.(customizationsNotification|welcomed|communityGuidelinesAccepted|warnedLowHealth|cardReceived)$/, bool],
  [oneOf("flags.tour", TOUR_KEYS), int(-2, 1000)],
  [oneOf("flags.tutorial.common", TUTORIAL_KEYS.common), bool],
  [oneOf("flags.tutorial.ios", TUTORIAL_KEYS.ios), bool],
  [/^flags\.thirdPartyTools$/, text(64)],
  [/^party\.(order|orderAscending)$/, key],
  // Looking for a party: since when (an ISO date), or simply on / off.
  [
    /^party\.seeking$/,
    v.nullable(
      v.union(
        [v.boolean(), v.pipe(v.string(), v.isoTimestamp("must be a date-time"))],
        "must be a date-time, true, false or null",
      ),
    ),
  ],
  [/^inbox\.optOut$/, bool],
  // The quest-won dialog has been seen: the flag may only be cleared.
  [/^party\.quest\.completed$/, v.nullable(v.literal("", "may only be cleared"), null)],
  [
    /^tags$/,
    v.pipe(
      v.array(
        v.object({ id: key, name: text(100, 1), challenge: v.optional(bool), group: v.optional(key) }),
        "must be a list of tags",
      ),
      v.maxLength(TAGS_MAX, `must list at most ${TAGS_MAX} tags`),
    ),
  ],
];

/** Top-level parts of the document where some paths are player-settable. */
export const WRITABLE_ROOTS = new Set(["preferences", "profile", "flags", "party", "inbox", "tags"]);

export function writableSchema(path: string): v.GenericSchema | undefined {
  return WRITABLE_PATHS.find(([pattern]) => pattern.test(path))?.[1];
}
