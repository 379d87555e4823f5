/** What a challenge may be created, edited, listed, left and reported with (spec §3 Challenge, §7 Challenges). */
import * as v from "valibot";
import { categoryEntry } from "../lib/tasksInput";
import { CHALLENGE_SHORT_NAME_MIN, CHALLENGE_SUMMARY_MAX, GUILD_CATEGORIES } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { str } from "../middleware/validate";

const CHALLENGE_NAME_MAX = 200;
const CHALLENGE_DESCRIPTION_MAX = 10_000;
const CHALLENGE_SHORT_NAME_MAX = 100;
/** Member list pages: the largest one. */
export const CHALLENGE_MEMBERS_PAGE_MAX = 60;

const categoryList = v.pipe(
  v.array(
    categoryEntry(GUILD_CATEGORIES, paramMessage("paramOneOf", { options: GUILD_CATEGORIES.join(", ") })),
    paramMessage("paramListOfCategories"),
  ),
  v.maxLength(GUILD_CATEGORIES.length),
);
const challengeName = v.pipe(
  str(CHALLENGE_NAME_MAX, 1),
  v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
);
const shortName = v.pipe(
  str(CHALLENGE_SHORT_NAME_MAX, CHALLENGE_SHORT_NAME_MIN),
  v.check(
    (name) => name.trim().length >= CHALLENGE_SHORT_NAME_MIN,
    paramMessage("paramMinChars", { min: CHALLENGE_SHORT_NAME_MIN }),
  ),
);
const prize = v.pipe(
  v.number(paramMessage("paramNumber")),
  v.integer(paramMessage("paramWholeGems")),
  v.minValue(0, paramMessage("paramNotNegative")),
  v.maxValue(100_000, paramMessage("paramAtMost", { max: 100000 })),
);

export const createChallengeInput = v.object({
  group: str(100, 1),
  name: challengeName,
  shortName,
  summary: v.optional(str(CHALLENGE_SUMMARY_MAX)),
  description: v.optional(str(CHALLENGE_DESCRIPTION_MAX)),
  prize: v.optional(prize),
  categories: v.optional(categoryList),
  official: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
});

export const updateChallengeInput = v.object({
  name: v.optional(challengeName),
  shortName: v.optional(shortName),
  summary: v.optional(str(CHALLENGE_SUMMARY_MAX)),
  description: v.optional(str(CHALLENGE_DESCRIPTION_MAX)),
  categories: v.optional(categoryList),
  /** Hands the challenge to another player. */
  leader: v.optional(str(100, 1)),
});

const flagOption = v.optional(v.picklist(["true", "false"], paramMessage("paramTrueFalse")));
export const challengeListQuery = v.object({
  member: flagOption,
  owned: v.optional(
    v.picklist(["owned", "not_owned"], paramMessage("paramEither", { first: "owned", second: "not_owned" })),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, paramMessage("paramWholeNumber")), v.transform(Number))),
  search: v.optional(str(200)),
  categories: v.optional(str(2000)),
});
export const challengeMembersQuery = v.object({
  /** Pages go on after this member: an id, so a malformed one is refused before any lookup. */
  lastId: v.optional(v.pipe(str(100), v.uuid(paramMessage("paramUuid")))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
      v.maxValue(CHALLENGE_MEMBERS_PAGE_MAX, paramMessage("paramAtMost", { max: CHALLENGE_MEMBERS_PAGE_MAX })),
    ),
  ),
  search: v.optional(str(100)),
  includeAllPublicFields: flagOption,
});
export const leaveChallengeInput = v.object({
  keep: v.optional(
    v.picklist(["keep-all", "remove-all"], paramMessage("paramEither", { first: "keep-all", second: "remove-all" })),
  ),
});
export const flagChallengeInput = v.object({ comment: v.optional(str(3000)) });

export type CreateChallengeInput = v.InferOutput<typeof createChallengeInput>;
export type UpdateChallengeInput = v.InferOutput<typeof updateChallengeInput>;
export type ChallengeListQuery = v.InferOutput<typeof challengeListQuery>;
export type ChallengeMembersQuery = v.InferOutput<typeof challengeMembersQuery>;
