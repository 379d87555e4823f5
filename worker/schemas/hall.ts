/** What support may send to correct a player under /hall/heroes/{id}, and the bounds of a correction. */
import * as v from "valibot";
import { BALANCE_PER_GEM, GEMS_PER_BALANCE } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { PRIVILEGES, type Privilege } from "../admin/privileges";
import { STAFF_NOTE_MAX } from "../admin/staffNotes";

/** Upper bounds of corrections: far above anything play reaches, low enough to stay exact. */
export const GEMS_MAX = 1_000_000;
export const COUNT_MAX = 9_999;

export const bool = v.boolean(paramMessage("paramTrueFalse"));
export const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.number(paramMessage("paramNumber")),
    v.integer(paramMessage("paramWholeNumber")),
    v.minValue(min, paramMessage("paramAtLeast", { min })),
    v.maxValue(max, paramMessage("paramAtMost", { max })),
  );
const privilegeFlags = v.strictObject(
  Object.fromEntries(PRIVILEGES.map((privilege) => [privilege, v.optional(bool)])) as Record<
    Privilege,
    v.OptionalSchema<typeof bool, undefined>
  >,
);

export const heroUpdate = v.object({
  contributor: v.optional(
    v.object({
      level: v.optional(wholeNumber(0, 9)),
      text: v.optional(
        v.pipe(v.string(paramMessage("paramString")), v.maxLength(200, paramMessage("paramMaxChars", { max: 200 }))),
      ),
      contributions: v.optional(
        v.pipe(v.string(paramMessage("paramString")), v.maxLength(2000, paramMessage("paramMaxChars", { max: 2000 }))),
      ),
      admin: v.optional(bool),
      critical: v.optional(
        v.pipe(v.string(paramMessage("paramString")), v.maxLength(200, paramMessage("paramMaxChars", { max: 200 }))),
      ),
    }),
  ),
  backer: v.optional(
    v.object({
      tier: v.optional(wholeNumber(0, 10_000)),
      npc: v.optional(
        v.pipe(v.string(paramMessage("paramString")), v.maxLength(100, paramMessage("paramMaxChars", { max: 100 }))),
      ),
    }),
  ),
  permissions: v.optional(privilegeFlags),
  /** Gems in the game's balance unit (a gem is a quarter): whole gems only. */
  balance: v.optional(
    v.pipe(
      v.number(paramMessage("paramNumber")),
      v.minValue(0, paramMessage("paramAtLeast", { min: 0 })),
      v.maxValue(GEMS_MAX * BALANCE_PER_GEM, paramMessage("paramAtMost", { max: GEMS_MAX * BALANCE_PER_GEM })),
      v.check((balance) => Number.isInteger(balance * GEMS_PER_BALANCE), paramMessage("paramQuarterGems")),
    ),
  ),
  purchased: v.optional(
    v.object({
      plan: v.optional(
        v.object({
          gemsBought: v.optional(wholeNumber(0, GEMS_MAX)),
          consecutive: v.optional(
            v.object({
              trinkets: v.optional(wholeNumber(0, COUNT_MAX)),
              gemCapExtra: v.optional(wholeNumber(0, 1_000)),
            }),
          ),
        }),
      ),
    }),
  ),
  auth: v.optional(v.object({ blocked: v.optional(bool) })),
  flags: v.optional(v.object({ chatRevoked: v.optional(bool), chatShadowMuted: v.optional(bool) })),
  /** The staff note (kept apart from the player's document). */
  secret: v.optional(
    v.object({
      text: v.optional(
        v.pipe(
          v.string(paramMessage("paramString")),
          v.maxLength(STAFF_NOTE_MAX, paramMessage("paramMaxChars", { max: STAFF_NOTE_MAX })),
        ),
      ),
    }),
  ),
  itemPath: v.optional(
    v.pipe(v.string(paramMessage("paramString")), v.maxLength(200, paramMessage("paramMaxChars", { max: 200 }))),
  ),
  itemVal: v.optional(v.unknown()),
  changeApiToken: v.optional(bool),
  resetCron: v.optional(bool),
  // The flat spelling older tools send.
  "auth.blocked": v.optional(bool),
  "flags.chatRevoked": v.optional(bool),
  "flags.chatShadowMuted": v.optional(bool),
});
export type HeroUpdate = v.InferOutput<typeof heroUpdate>;
