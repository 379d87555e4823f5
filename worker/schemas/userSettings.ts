/**
 * Which paths of the user document a player may set with PUT /user, and what each accepts.
 * Anything else (stats, items, balance, purchases, auth...) changes only through its own route.
 */
import { paramMessage } from "../../content/i18n/params";
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
import { LANGUAGES } from "../../content/i18n";
import { DISPLAY_NAME_MAX } from "../../content/rules/accountNames";
import { accountDisplayNameIssues } from "../lib/accountInput";
import { isValidTimezoneOffset } from "../../content/rules/dayBoundary";
import { REMINDER_TODO_MODES } from "../../content/rules/reminders";

const bool = v.boolean(paramMessage("paramTrueFalse"));
const int = (min: number, max: number) =>
  v.pipe(
    v.number(paramMessage("paramNumber")),
    v.integer(paramMessage("paramWholeNumber")),
    v.minValue(min, paramMessage("paramAtLeast", { min })),
    v.maxValue(max, paramMessage("paramAtMost", { max })),
  );
const text = (max: number, min = 0) =>
  v.pipe(
    v.string(paramMessage("paramString")),
    v.minLength(min, paramMessage("paramMinChars", { min })),
    v.maxLength(max, paramMessage("paramMaxChars", { max })),
  );
const key = text(64, 1);
/** `prefix.(a|b|c)$`: a path ending in one of the known keys, and nothing else. */
const oneOf = (prefix: string, keys: readonly string[]) =>
  new RegExp(`^${prefix.replace(/\./g, "\\.")}\\.(${keys.join("|")})$`);

export const WRITABLE_PATHS: [RegExp, v.GenericSchema][] = [
  [/^preferences\.dayStart$/, int(DAY_START_MIN, DAY_START_MAX)],
  [
    /^preferences\.timezoneOffset$/,
    v.pipe(v.number(paramMessage("paramNumber")), v.check(isValidTimezoneOffset, paramMessage("paramTimezoneMinutes"))),
  ],
  [/^preferences\.language$/, v.picklist(LANGUAGES, paramMessage("paramOneOf", { options: LANGUAGES.join(", ") }))],
  [
    /^preferences\.allocationMode$/,
    v.picklist(ALLOCATION_MODES, paramMessage("paramOneOf", { options: ALLOCATION_MODES.join(", ") })),
  ],
  [
    /^preferences\.(automaticAllocation|autoEquip|costume|stickyHeader|newTaskEdit|dailyDueDefaultView|displayInviteToPartyWhenPartyIs1|reverseChatOrder)$/,
    bool,
  ],
  [/^preferences\.suppressModals\.(levelUp|hatchPet|raisePet|streak)$/, bool],
  [/^preferences\.tasks\.(groupByChallenge|confirmScoreNotes)$/, bool],
  [/^preferences\.tasks\.activeFilter\.(habit|daily|todo|reward)$/, key],
  [oneOf("preferences.emailNotifications", EMAIL_NOTIFICATION_KEYS), bool],
  [oneOf("preferences.pushNotifications", PUSH_NOTIFICATION_KEYS), bool],
  // Quiet hours for reminders, in minutes since midnight (null: none).
  [/^preferences\.reminders\.(quietFrom|quietUntil)$/, v.nullable(int(0, 24 * 60 - 1))],
  [
    /^preferences\.reminders\.todos$/,
    v.picklist(REMINDER_TODO_MODES, paramMessage("paramOneOf", { options: REMINDER_TODO_MODES.join(", ") })),
  ],
  [
    /^preferences\.improvementCategories$/,
    v.pipe(
      v.array(
        v.picklist(
          IMPROVEMENT_CATEGORIES,
          paramMessage("paramListSomeOf", { options: IMPROVEMENT_CATEGORIES.join(", ") }),
        ),
        paramMessage("paramListOfNames"),
      ),
      v.maxLength(IMPROVEMENT_CATEGORIES.length),
    ),
  ],
  [/^preferences\.hair\.color$/, key],
  [/^preferences\.hair\.(base|bangs|beard|mustache|flower)$/, int(0, 99)],
  [
    /^preferences\.(skin|shirt|chair|background|sound)$/,
    v.pipe(v.string(paramMessage("paramString")), v.maxLength(64, paramMessage("paramMaxChars", { max: 64 }))),
  ],
  // Any other size is a look nobody owns: refused as not authorised below, as the public API does.
  [/^preferences\.size$/, v.pipe(v.string(paramMessage("paramString")), v.maxLength(64))],
  [
    /^profile\.name$/,
    v.pipe(
      text(DISPLAY_NAME_MAX, 1),
      v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
      // The same rules as every other place a display name is set (content/rules/accountNames.ts).
      v.check(
        (name) => accountDisplayNameIssues(name).length === 0,
        (issue) => paramMessage(accountDisplayNameIssues(String(issue.input))[0] ?? "displayNameNotAllowed"),
      ),
    ),
  ],
  [/^profile\.blurb$/, text(3000)],
  [
    /^profile\.imageUrl$/,
    v.union(
      [v.literal(""), v.pipe(v.string(), v.maxLength(500), v.url(paramMessage("paramWebAddress")))],
      paramMessage("paramWebAddress"),
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
        [v.boolean(), v.pipe(v.string(), v.isoTimestamp(paramMessage("paramDateTime")))],
        paramMessage("paramDateTimeOrFlag"),
      ),
    ),
  ],
  [/^inbox\.optOut$/, bool],
  // The quest-won dialog has been seen: the flag may only be cleared.
  [/^party\.quest\.completed$/, v.nullable(v.literal("", paramMessage("paramOnlyCleared")), null)],
  [
    /^tags$/,
    v.pipe(
      v.array(
        v.pipe(
          v.object({ id: v.optional(key), name: text(100, 1), challenge: v.optional(bool), group: v.optional(key) }),
          // A new tag may come without an id: it gets one.
          v.transform((tag) => ({ ...tag, id: tag.id ?? crypto.randomUUID() })),
        ),
        paramMessage("paramListOfTags"),
      ),
      v.maxLength(TAGS_MAX, paramMessage("paramListAtMostTags", { max: TAGS_MAX })),
    ),
  ],
];

export function writableSchema(path: string): v.GenericSchema | undefined {
  return WRITABLE_PATHS.find(([pattern]) => pattern.test(path))?.[1];
}
