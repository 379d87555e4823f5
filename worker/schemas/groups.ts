/** What groups may be listed, created, edited, joined, left and managed with (spec §7 Groups). */
import * as v from "valibot";
import { categoryEntry } from "../lib/tasksInput";
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GUILD_CATEGORIES,
  GUILD_SUMMARY_MAX,
  PARTY_MEMBER_LIMIT,
} from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { normaliseEmail } from "../../content/rules/accountNames";
import { str } from "../middleware/validate";

/**
 * Players one invite request may name: a whole party's worth. Each invitation is a few D1
 * queries, and a Worker invocation may only make so many.
 */
export const INVITES_PER_REQUEST_MAX = PARTY_MEMBER_LIMIT;
/** Member and invite lists: the largest page. */
export const MEMBERS_PAGE_MAX = 60;

const LIST_TYPES = ["party", "guilds", "publicGuilds", "privateGuilds", "tavern"] as const;

const flag = v.optional(v.picklist(["true", "false"], paramMessage("paramTrueFalse")));
const wholeNumber = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.maxValue(max, paramMessage("paramAtMost", { max })),
    ),
  );

export const groupListQuery = v.object({
  type: v.pipe(
    str(200, 1),
    v.check(
      (raw) => raw.split(",").every((type) => (LIST_TYPES as readonly string[]).includes(type.trim())),
      paramMessage("paramListSomeOf", { options: LIST_TYPES.join(", ") }),
    ),
  ),
  paginate: flag,
  page: wholeNumber(100_000),
  categories: v.optional(
    v.pipe(
      str(2000),
      v.check(
        (raw) =>
          raw
            .split(",")
            .every(
              (category) => category.trim() === "" || (GUILD_CATEGORIES as readonly string[]).includes(category.trim()),
            ),
        paramMessage("paramListSomeOf", { options: GUILD_CATEGORIES.join(", ") }),
      ),
    ),
  ),
  minMemberCount: wholeNumber(1_000_000_000),
  maxMemberCount: wholeNumber(1_000_000_000),
  leader: flag,
  member: flag,
  search: v.optional(str(200)),
});

const categoryList = v.pipe(
  v.array(
    categoryEntry(GUILD_CATEGORIES, paramMessage("paramOneOf", { options: GUILD_CATEGORIES.join(", ") })),
    paramMessage("paramListOfCategories"),
  ),
  v.maxLength(GUILD_CATEGORIES.length, paramMessage("paramListAtMost", { max: GUILD_CATEGORIES.length })),
);
const leaderOnlyInput = v.object({
  challenges: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
  getGems: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
});
const groupName = v.pipe(
  str(GROUP_NAME_MAX, 1),
  v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
);

export const createGroupInput = v.object({
  name: groupName,
  type: v.picklist(["party", "guild"], paramMessage("paramEither", { first: "party", second: "guild" })),
  privacy: v.optional(
    v.picklist(["private", "public"], paramMessage("paramEither", { first: "private", second: "public" })),
  ),
  summary: v.optional(str(GUILD_SUMMARY_MAX)),
  description: v.optional(str(GROUP_DESCRIPTION_MAX)),
  categories: v.optional(categoryList),
  leaderOnly: v.optional(leaderOnlyInput),
});

export const updateGroupInput = v.object({
  name: v.optional(groupName),
  privacy: v.optional(
    v.picklist(["private", "public"], paramMessage("paramEither", { first: "private", second: "public" })),
  ),
  summary: v.optional(str(GUILD_SUMMARY_MAX)),
  description: v.optional(str(GROUP_DESCRIPTION_MAX)),
  categories: v.optional(categoryList),
  leaderOnly: v.optional(leaderOnlyInput),
  /** Hands the leadership to another member. */
  leader: v.optional(str(100, 1)),
});

const idList = v.optional(
  v.pipe(
    v.array(str(100, 1), paramMessage("paramList")),
    v.maxLength(INVITES_PER_REQUEST_MAX, paramMessage("paramListAtMost", { max: INVITES_PER_REQUEST_MAX })),
  ),
);
export const inviteInput = v.object({
  uuids: idList,
  usernames: idList,
  emails: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          str(320, 3),
          v.check((value) => normaliseEmail(value) !== undefined, paramMessage("paramEmail")),
          v.transform((value) => normaliseEmail(value) ?? value),
        ),
        paramMessage("paramList"),
      ),
      v.maxLength(INVITES_PER_REQUEST_MAX),
    ),
  ),
});

export const leaveGroupOptions = v.object({
  keep: v.optional(
    v.picklist(["keep-all", "remove-all"], paramMessage("paramEither", { first: "keep-all", second: "remove-all" })),
  ),
  keepChallenges: v.optional(
    v.picklist(
      ["remain-in-challenges", "leave-challenges"],
      paramMessage("paramEither", { first: "remain-in-challenges", second: "leave-challenges" }),
    ),
  ),
});

export const groupMembersQuery = v.object({
  /** Pages go on after this member: an id, so a malformed one is refused before any lookup. */
  lastId: v.optional(v.pipe(str(100), v.uuid(paramMessage("paramUuid")))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
      v.maxValue(MEMBERS_PAGE_MAX, paramMessage("paramAtMost", { max: MEMBERS_PAGE_MAX })),
    ),
  ),
  includeAllPublicFields: flag,
  search: v.optional(str(100)),
});

export const managerInput = v.object({ managerId: str(100, 1) });
export const removeMemberInput = v.object({ message: v.optional(str(3000)) });

export const lookingForPartyQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, paramMessage("paramWholeNumber")), v.transform(Number))),
});

export type GroupListQuery = v.InferOutput<typeof groupListQuery>;
export type CreateGroupInput = v.InferOutput<typeof createGroupInput>;
export type UpdateGroupInput = v.InferOutput<typeof updateGroupInput>;
export type InviteInput = v.InferOutput<typeof inviteInput>;
export type LeaveGroupOptions = v.InferOutput<typeof leaveGroupOptions>;
export type GroupMembersQuery = v.InferOutput<typeof groupMembersQuery>;
