/**
 * Other players' profiles as the game's API shows them (spec §7 Members): the public profile
 * (a username only once its owner confirmed it), the achievements list, the objections an
 * interaction would meet, and reports on a profile, kept on the reported player's document for
 * staff to read and cleared only by moderators.
 */
import { t } from "../../content/i18n";
import { GameError } from "../../content/rules/errors";
import { type ProfileAchievements, profileAchievements } from "../../content/rules/profileAchievements";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import {
  clearProfileReports,
  listProfileReports,
  type ProfileReportRow,
  recordProfileReport,
} from "../../db/profileReports";
import { loadUser } from "../../db/users";
import { isModerator } from "../admin/privileges";
import type { PublicMember } from "../api-types/members";
import { mayGetGems } from "../payments/groupPlans";
import { loadLanguage } from "./catalogues";
import { publicMember } from "./groupAccess";

/** The interactions whose objections a tool may ask about, as the game's API names them. */
export const KNOWN_INTERACTIONS = ["send-private-message", "transfer-gems", "group-invitation"] as const;
export type Interaction = (typeof KNOWN_INTERACTIONS)[number];

export function isInteraction(name: string): name is Interaction {
  return (KNOWN_INTERACTIONS as readonly string[]).includes(name);
}

/** One report on a profile: when, and what the reporter said (`source`: where they reported from). */
export interface ProfileFlag {
  timestamp: string;
  comment?: string;
  source?: string;
}

export async function existingMember(db: Database, memberId: string): Promise<User> {
  const member = await loadUser(db, memberId);
  if (!member) throw new GameError("NotFound", "userWithIDNotFound", { userId: memberId });
  return member;
}

/** GET /members/{id}: the public profile; a username not yet confirmed is null, as the game's API has it. */
export function memberProfile(member: User): PublicMember {
  const view = publicMember(member);
  if (member.flags?.verifiedUsername) return view;
  return { ...view, auth: { ...view.auth, local: { ...view.auth.local, username: null } } } as unknown as PublicMember;
}

export async function memberAchievements(member: User, language: string): Promise<ProfileAchievements> {
  await loadLanguage(language);
  return profileAchievements(member, (key, vars) => t(key, vars, language), {
    basic: t("achievementCategoryBasic", {}, language),
    onboarding: t("achievementCategoryOnboarding", {}, language),
    seasonal: t("achievementCategorySeasonal", {}, language),
    special: t("achievementCategorySpecial", {}, language),
  });
}

/**
 * The reasons an interaction from `sender` to `receiver` would be refused, as message keys, in
 * the order the game's API checks them: a sender whose chat was taken away, a block either
 * way, then what the interaction itself needs.
 */
export async function objectionKeys(
  db: Database,
  sender: User,
  receiver: User,
  interaction: Interaction,
): Promise<string[]> {
  const keys: string[] = [];
  if (sender.flags?.chatRevoked) keys.push("chatPrivilegesRevoked");
  if (receiver.inbox?.blocks?.includes(sender._id)) keys.push("notAuthorizedToSendMessageToThisUser");
  if (sender.inbox?.blocks?.includes(receiver._id)) keys.push("blockedToSendToThisUser");
  if (interaction === "send-private-message" && receiver.inbox?.optOut && receiver._id !== sender._id)
    keys.push("notAuthorizedToSendMessageToThisUser");
  if (interaction === "transfer-gems") {
    if (receiver._id === sender._id) keys.push("cannotSendGemsToYourself");
    else if (!(await mayGetGems(db, receiver._id, new Date()))) keys.push("groupPolicyCannotGetGems");
  }
  return [...new Set(keys)];
}

export async function objectionsTo(
  db: Database,
  sender: User,
  receiverId: string,
  interaction: Interaction,
  language: string,
): Promise<string[]> {
  const receiver = await existingMember(db, receiverId);
  const keys = await objectionKeys(db, sender, receiver, interaction);
  await loadLanguage(language);
  return keys.map((key) => t(key, {}, language));
}

/** A report as the game's API keeps it on a profile: when, and what the reporter said. */
function flagView(row: ProfileReportRow): ProfileFlag {
  return {
    timestamp: row.reportedAt,
    ...(row.comment ? { comment: row.comment } : {}),
    ...(row.source ? { source: row.source } : {}),
  };
}

/**
 * POST /members/{id}/flag: the report is kept for staff, never on the reported player's own
 * document. A player reports a profile once; moderators may report again. Answers the reported
 * profile with the reports the reporter may see: every one for moderators, else their own.
 */
export async function flagMember(
  db: Database,
  reporter: User,
  memberId: string,
  report: { comment?: string; source?: string },
) {
  const member = await existingMember(db, memberId);
  const moderator = isModerator(reporter);
  const stored = await recordProfileReport(
    db,
    {
      memberId: member._id,
      reporterId: reporter._id,
      reportedAt: new Date().toISOString(),
      comment: report.comment || null,
      source: report.source || null,
    },
    moderator,
  );
  if (!stored) throw new GameError("BadRequest", "profileAlreadyReported");
  const rows = moderator ? await listProfileReports(db, member._id) : [stored];
  return {
    _id: member._id,
    id: member._id,
    profile: {
      name: member.profile.name,
      flags: Object.fromEntries(rows.map((row) => [row.reporterId, flagView(row)])),
    },
  };
}

/** POST /members/{id}/clear-flags: a moderator removes every report on a profile. */
export async function clearMemberFlags(db: Database, moderator: User, memberId: string): Promise<void> {
  if (!isModerator(moderator)) throw new GameError("BadRequest", "onlyModeratorsClearProfileReports");
  const member = await existingMember(db, memberId);
  await clearProfileReports(db, member._id);
}
