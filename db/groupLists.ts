/**
 * Lists of groups and of their people: guild discovery (filters, search, pages), the managers
 * and leaders the group views name, member and invitee pages, and players looking for a party.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { GUILDS_PER_PAGE } from "../content/data/constants";
import type { Database } from "./client";
import { groupFromRow, inChunks, type Group } from "./groups";
import { groupInvites, groupMembers, groups, users } from "./schema";
import { containing } from "./search";

/** Most guilds one unpaginated list returns; the discovery screen pages instead. */
const UNPAGINATED_GUILDS_MAX = 300;
/** Players shown per page of GET /looking-for-party. */
const LOOKING_FOR_PARTY_PAGE = 30;

/** Managers (by group) and leaders (by id) of a list of groups, as the group views show them. */
export interface GroupPeople {
  managers: Map<string, string[]>;
  leaders: Map<string, { _id: string; id: string; profile?: { name: string }; auth?: { local: { username: string } } }>;
}

/** Managers and leaders of many groups in a few queries (D1 caps bound parameters per query). */
export async function loadGroupPeople(db: Database, list: Group[]): Promise<GroupPeople> {
  const people: GroupPeople = { managers: new Map(), leaders: new Map() };
  const groupIds = list.filter((group) => group.type !== "tavern").map((group) => group.id);
  for (const part of inChunks(groupIds)) {
    const rows = await db
      .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(inArray(groupMembers.groupId, part), eq(groupMembers.role, "manager")))
      .orderBy(asc(groupMembers.joinedAt))
      .all();
    for (const row of rows) people.managers.set(row.groupId, [...(people.managers.get(row.groupId) ?? []), row.userId]);
  }
  const leaderIds = [...new Set(list.filter((group) => group.type !== "tavern").map((group) => group.leaderId))];
  for (const part of inChunks(leaderIds)) {
    const rows = await db
      .select({ id: users.id, username: users.username, profile: users.profile })
      .from(users)
      .where(inArray(users.id, part))
      .all();
    for (const row of rows) {
      people.leaders.set(row.id, {
        _id: row.id,
        id: row.id,
        profile: { name: (row.profile as { name?: string }).name ?? row.username },
        auth: { local: { username: row.username } },
      });
    }
  }
  return people;
}

/** What guild discovery filters by (GET /groups). */
export interface GuildFilters {
  /** Comma-separated category slugs. */
  categories?: string;
  minMemberCount?: number;
  maxMemberCount?: number;
  leader?: "true" | "false";
  member?: "true" | "false";
  search?: string;
}

function guildFilters(input: GuildFilters, meId: string): SQL[] {
  const filters: SQL[] = [];
  if (input.categories) {
    const wanted = [
      ...new Set(
        input.categories
          .split(",")
          .map((category) => category.trim())
          .filter(Boolean),
      ),
    ];
    if (wanted.length) {
      filters.push(
        sql`EXISTS (SELECT 1 FROM json_each(${groups.doc}, '$.categories') WHERE json_each.value IN (${sql.join(
          wanted.map((category) => sql`${category}`),
          sql`, `,
        )}))`,
      );
    }
  }
  if (input.minMemberCount !== undefined) filters.push(gte(groups.memberCount, input.minMemberCount));
  if (input.maxMemberCount !== undefined) filters.push(lte(groups.memberCount, input.maxMemberCount));
  if (input.leader === "true") filters.push(eq(groups.leaderId, meId));
  if (input.member === "true")
    filters.push(sql`${groups.id} IN (SELECT group_id FROM group_members WHERE user_id = ${meId})`);
  if (input.search) {
    const pattern = containing(input.search);
    filters.push(
      or(
        sql`lower(${groups.name}) LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(json_extract(${groups.doc}, '$.summary')) LIKE ${pattern} ESCAPE '\\'`,
      ) as SQL,
    );
  }
  return filters;
}

/** Which guilds a list reaches: the player's own, their private ones, the public ones. */
export interface GuildReach {
  guilds: boolean;
  privateGuilds: boolean;
  publicGuilds: boolean;
}

/** Guilds in reach that pass the filters, the most joined first; a page of them, or a capped list. */
export async function findGuilds(
  db: Database,
  meId: string,
  kinds: GuildReach,
  input: GuildFilters,
  page: number | undefined,
): Promise<Group[]> {
  const mine = sql`${groups.id} IN (SELECT group_id FROM group_members WHERE user_id = ${meId})`;
  const reach: SQL[] = [];
  if (kinds.guilds) reach.push(mine);
  if (kinds.privateGuilds) reach.push(and(eq(groups.privacy, "private"), mine) as SQL);
  if (kinds.publicGuilds) reach.push(eq(groups.privacy, "public"));
  if (!reach.length) return [];
  let statement = db
    .select()
    .from(groups)
    .where(and(eq(groups.type, "guild"), or(...reach), ...guildFilters(input, meId)))
    .orderBy(desc(groups.memberCount), asc(groups.createdAt), asc(groups.id))
    .$dynamic();
  statement =
    page !== undefined
      ? statement.limit(GUILDS_PER_PAGE).offset(page * GUILDS_PER_PAGE)
      : statement.limit(UNPAGINATED_GUILDS_MAX);
  return (await statement.all()).map(groupFromRow);
}

/** A page of a group's members (with their roles) or invitees, ordered by id after `lastId`, optionally searched. */
export async function groupPeoplePage(
  db: Database,
  groupId: string,
  source: "members" | "invites",
  input: { lastId?: string; search?: string; limit: number },
) {
  const limit = input.limit;
  const conditions: SQL[] = [];
  const inGroup =
    source === "members"
      ? sql`${users.id} IN (SELECT user_id FROM group_members WHERE group_id = ${groupId})`
      : sql`${users.id} IN (SELECT user_id FROM group_invites WHERE group_id = ${groupId})`;
  conditions.push(inGroup);
  if (input.lastId) conditions.push(gt(users.id, input.lastId));
  if (input.search) {
    const pattern = containing(input.search);
    conditions.push(
      or(
        sql`${users.usernameLower} LIKE ${pattern} ESCAPE '\\'`,
        sql`lower(json_extract(${users.profile}, '$.name')) LIKE ${pattern} ESCAPE '\\'`,
      ) as SQL,
    );
  }
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.id))
    .limit(limit)
    .all();
  const roles =
    source === "members" && rows.length
      ? new Map(
          (
            await db
              .select({ userId: groupMembers.userId, role: groupMembers.role })
              .from(groupMembers)
              .where(
                and(
                  eq(groupMembers.groupId, groupId),
                  inArray(
                    groupMembers.userId,
                    rows.map((row) => row.id),
                  ),
                ),
              )
              .all()
          ).map((row) => [row.userId, row.role]),
        )
      : new Map<string, string>();
  return { rows, roles };
}

/** Players without a party who said they are looking for one, newest seekers first, and whom this party invited. */
export async function partySeekers(db: Database, partyId: string, meId: string, page: number) {
  const seeking = sql`json_extract(${users.party}, '$.seeking')`;
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        sql`${users.partyId} IS NULL`,
        sql`${seeking} IS NOT NULL`,
        sql`${seeking} NOT IN (0, '')`,
        sql`${users.id} != ${meId}`,
      ),
    )
    .orderBy(desc(seeking), asc(users.id))
    .limit(LOOKING_FOR_PARTY_PAGE)
    .offset(page * LOOKING_FOR_PARTY_PAGE)
    .all();
  const invited = new Set(
    rows.length
      ? (
          await db
            .select({ userId: groupInvites.userId })
            .from(groupInvites)
            .where(
              and(
                eq(groupInvites.groupId, partyId),
                inArray(
                  groupInvites.userId,
                  rows.map((row) => row.id),
                ),
              ),
            )
            .all()
        ).map((row) => row.userId)
      : [],
  );
  return { rows, invited };
}
