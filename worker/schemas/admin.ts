/** What the staff tools accept: group corrections, blockers, and the audit log's and moderation queue's pages. */
import * as v from "valibot";
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, GUILD_SUMMARY_MAX } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { AUDIT_PAGE_MAX, AUDIT_TARGET_TYPES } from "../admin/audit";
import { BLOCKER_AREAS, BLOCKER_TYPES } from "../admin/blockers";
import { str } from "../middleware/validate";

const groupName = v.pipe(
  str(GROUP_NAME_MAX, 1),
  v.check((name) => name.trim().length > 0, paramMessage("paramNotBlank")),
);
export const groupUpdate = v.object({
  /** A plan group's gems for challenge prizes (full access only). */
  gems: v.optional(
    v.pipe(
      v.number(paramMessage("paramNumber")),
      v.integer(paramMessage("paramWholeNumber")),
      v.minValue(0, paramMessage("paramAtLeast", { min: 0 })),
      v.maxValue(1_000_000, paramMessage("paramAtMost", { max: 1_000_000 })),
    ),
  ),
  name: v.optional(groupName),
  summary: v.optional(str(GUILD_SUMMARY_MAX)),
  description: v.optional(str(GROUP_DESCRIPTION_MAX)),
  privacy: v.optional(
    v.picklist(["private", "public"], paramMessage("paramEither", { first: "private", second: "public" })),
  ),
  /** The new leader's user id (or the leader object the group view sends). */
  leader: v.optional(
    v.union(
      [
        str(100, 1),
        v.pipe(
          v.object({ _id: str(100, 1) }),
          v.transform((leader) => leader._id),
        ),
      ],
      paramMessage("paramUserId"),
    ),
  ),
});

export type AdminGroupUpdate = v.InferOutput<typeof groupUpdate>;

export const groupSearch = v.object({ search: v.optional(str(100)) });

const blockerValue = str(254, 1);
const blockerReason = str(500);
export const blockerInput = v.object({
  type: v.picklist(BLOCKER_TYPES, paramMessage("paramOneOf", { options: BLOCKER_TYPES.join(", ") })),
  area: v.optional(
    v.picklist(BLOCKER_AREAS, paramMessage("paramOneOf", { options: BLOCKER_AREAS.join(", ") })),
    "full",
  ),
  value: blockerValue,
  reason: v.optional(blockerReason, ""),
  disabled: v.optional(v.boolean(paramMessage("paramTrueFalse")), false),
});
export const blockerChange = v.object({
  type: v.optional(v.picklist(BLOCKER_TYPES, paramMessage("paramOneOf", { options: BLOCKER_TYPES.join(", ") }))),
  area: v.optional(v.picklist(BLOCKER_AREAS, paramMessage("paramOneOf", { options: BLOCKER_AREAS.join(", ") }))),
  value: v.optional(blockerValue),
  reason: v.optional(blockerReason),
  disabled: v.optional(v.boolean(paramMessage("paramTrueFalse"))),
});

export type BlockerInput = v.InferOutput<typeof blockerInput>;
export type BlockerChange = v.InferOutput<typeof blockerChange>;

export const pageQuery = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
    ),
  ),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, paramMessage("paramWholeNumber")), v.transform(Number))),
});

export const auditQuery = v.object({
  ...pageQuery.entries,
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.minValue(1, paramMessage("paramAtLeast", { min: 1 })),
      v.maxValue(AUDIT_PAGE_MAX, paramMessage("paramAtMost", { max: AUDIT_PAGE_MAX })),
    ),
  ),
  actor: v.optional(str(100)),
  action: v.optional(str(60)),
  targetType: v.optional(
    v.picklist(AUDIT_TARGET_TYPES, paramMessage("paramOneOf", { options: AUDIT_TARGET_TYPES.join(", ") })),
  ),
  targetId: v.optional(str(100)),
});
