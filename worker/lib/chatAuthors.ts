/**
 * What a chat or private message carries about the people in it, as the game's API sends it:
 * the author's look (`userStyles`) and standing (`contributor`, `backer`) when they wrote it,
 * and @mentions of players with a verified username turned into links to their profiles.
 */
import { and, inArray, sql } from "drizzle-orm";
import { linkMentions, mentionedNames } from "../../content/rules/mentions";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

export interface UserStyles {
  items: {
    gear: { costume: Record<string, string>; equipped: Record<string, string> };
    currentMount?: string;
    currentPet?: string;
  };
  preferences: Record<string, unknown>;
  stats: { class: string; buffs: Record<string, unknown> };
}

export interface AuthorStyle {
  userStyles: UserStyles;
  contributor: Record<string, unknown>;
  backer: Record<string, unknown>;
}

/** The avatar as others draw it next to a message: gear, pet and mount, looks, class and visible buffs. */
export function userStyles(user: User): UserStyles {
  const prefs = user.preferences as User["preferences"] & { style?: string };
  const buffs = (user.stats.buffs ?? {}) as Record<string, unknown>;
  return {
    items: {
      gear: { costume: { ...user.items.gear.costume }, equipped: { ...user.items.gear.equipped } },
      currentMount: user.items.currentMount || undefined,
      currentPet: user.items.currentPet || undefined,
    },
    preferences: {
      ...(prefs.style ? { style: prefs.style } : {}),
      hair: prefs.hair,
      skin: prefs.skin,
      shirt: prefs.shirt,
      chair: prefs.chair,
      size: prefs.size,
      background: prefs.background,
      costume: prefs.costume,
    },
    stats: {
      class: user.stats.class,
      // Only the transformations others can see on the avatar.
      buffs: {
        seafoam: buffs.seafoam,
        shinySeed: buffs.shinySeed,
        spookySparkles: buffs.spookySparkles,
        snowball: buffs.snowball,
      },
    },
  };
}

export function authorStyle(user: User): AuthorStyle {
  return {
    userStyles: userStyles(user),
    contributor: { ...(user.contributor ?? {}) },
    backer: { ...(user.backer ?? {}) },
  };
}

export interface MentionedPlayer {
  id: string;
  username: string;
}

/**
 * The text with its mentions of players who verified their username linked to their profiles,
 * and those players. The links are added after the length check, so they never count against it.
 */
export async function highlightMentions(
  db: Database,
  text: string,
): Promise<{ text: string; mentioned: MentionedPlayer[] }> {
  const names = mentionedNames(text);
  if (names.length === 0) return { text, mentioned: [] };
  const rows = await db
    .select({ id: users.id, username: users.username, usernameLower: users.usernameLower })
    .from(users)
    .where(and(inArray(users.usernameLower, names), sql`json_extract(${users.flags}, '$.verifiedUsername') = 1`))
    .all();
  const found = new Map(rows.map((row) => [row.usernameLower, { id: row.id }]));
  return {
    text: linkMentions(text, found),
    mentioned: rows.map((row) => ({ id: row.id, username: row.username })),
  };
}
