/**
 * Challenges as the API shows them: leaders' and groups' names resolved in a few queries, the
 * reports for moderators only, a member's progress, and the CSV export of everyone's progress.
 */
import { asc, inArray } from "drizzle-orm";
import { TAVERN_ID } from "../../content/data/constants";
import type { Task, User } from "../../content/rules/types";
import { challengeMemberIds, loadCopies, loadMasterTasks, type Challenge } from "../../db/challenges";
import type { Database } from "../../db/client";
import { inChunks } from "../../db/groups";
import { groups, users } from "../../db/schema";
import { isModerator } from "./groupAccess";
import { orderedBy } from "./sharedTasks";

interface Leaders {
  [id: string]: {
    _id: string;
    id: string;
    profile: { name: string };
    auth: { local: { username: string } };
    flags: { verifiedUsername: boolean };
  };
}

async function loadLeaders(db: Database, ids: string[]): Promise<Leaders> {
  const leaders: Leaders = {};
  for (const part of inChunks([...new Set(ids)])) {
    const rows = await db
      .select({ id: users.id, username: users.username, profile: users.profile, flags: users.flags })
      .from(users)
      .where(inArray(users.id, part))
      .all();
    for (const row of rows)
      leaders[row.id] = {
        _id: row.id,
        id: row.id,
        profile: { name: (row.profile as { name?: string }).name || row.username },
        auth: { local: { username: row.username } },
        // As the original's populated leader.
        flags: { verifiedUsername: Boolean((row.flags as { verifiedUsername?: boolean } | null)?.verifiedUsername) },
      };
  }
  return leaders;
}

async function loadGroupSummaries(
  db: Database,
  ids: string[],
): Promise<Map<string, { _id: string; id: string; name: string; type: string; privacy: string }>> {
  const found = new Map<string, { _id: string; id: string; name: string; type: string; privacy: string }>();
  for (const part of inChunks([...new Set(ids)])) {
    const rows = await db
      .select({ id: groups.id, name: groups.name, type: groups.type, privacy: groups.privacy })
      .from(groups)
      .where(inArray(groups.id, part))
      .all();
    for (const row of rows)
      found.set(row.id, { _id: row.id, id: row.id, name: row.name, type: row.type, privacy: row.privacy });
  }
  if (ids.includes(TAVERN_ID) && !found.has(TAVERN_ID))
    found.set(TAVERN_ID, { _id: TAVERN_ID, id: TAVERN_ID, name: "Tavern", type: "tavern", privacy: "public" });
  return found;
}

/** The challenge as the API shows it (the leader's and group's names resolved). */
export async function challengeViews(db: Database, list: Challenge[], viewer: User, withTasks = false) {
  const leaders = await loadLeaders(
    db,
    list.map((challenge) => challenge.leaderId),
  );
  const groupNames = await loadGroupSummaries(
    db,
    list.map((challenge) => challenge.groupId),
  );
  const joined = new Set(viewer.challenges ?? []);
  const moderator = isModerator(viewer);
  return Promise.all(
    list.map(async (challenge) => {
      const view: Record<string, unknown> = {
        _id: challenge.id,
        id: challenge.id,
        name: challenge.name,
        shortName: challenge.shortName,
        summary: challenge.doc.summary,
        description: challenge.doc.description,
        categories: challenge.doc.categories.map((slug) => ({ slug, name: slug })),
        official: challenge.doc.official,
        prize: challenge.prize,
        memberCount: challenge.memberCount,
        leader: leaders[challenge.leaderId] ?? { _id: challenge.leaderId, id: challenge.leaderId },
        group: groupNames.get(challenge.groupId) ?? { _id: challenge.groupId, id: challenge.groupId },
        tasksOrder: challenge.doc.tasksOrder,
        createdAt: challenge.createdAt,
        updatedAt: challenge.updatedAt,
        isMember: joined.has(challenge.id),
      };
      if (moderator) {
        view.flagCount = challenge.flagCount;
        view.flags = challenge.doc.flags;
      }
      if (withTasks)
        view.tasks = orderedBy(await loadMasterTasks(db, { challengeId: challenge.id }), challenge.doc.tasksOrder);
      return view;
    }),
  );
}

export async function challengeView(db: Database, challenge: Challenge, viewer: User, withTasks = true) {
  return (await challengeViews(db, [challenge], viewer, withTasks))[0];
}

/** The member's progress: their copies of the challenge's tasks. */
export async function memberProgress(db: Database, challenge: Challenge, memberId: string) {
  const copies = await loadCopies(db, { challengeId: challenge.id }, [memberId]);
  return copies.map((task) => ({
    _id: task._id,
    id: task._id,
    type: task.type,
    text: task.text,
    notes: task.notes,
    value: task.value,
    completed: task.completed,
    streak: task.streak,
    history: task.history,
    checklist: task.checklist,
    challenge: task.challenge,
  }));
}

function csvCell(value: unknown): string {
  const text = String(value ?? "");
  // A leading formula character would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every member's progress on the challenge's tasks as a CSV file: its name and its text. */
export async function challengeCsv(db: Database, challenge: Challenge): Promise<{ filename: string; text: string }> {
  const masters = orderedBy(await loadMasterTasks(db, { challengeId: challenge.id }), challenge.doc.tasksOrder);
  const memberIds = await challengeMemberIds(db, challenge.id);
  const copies = await loadCopies(db, { challengeId: challenge.id });
  const byMember = new Map<string, Map<string, Task>>();
  for (const copy of copies) {
    const mine = byMember.get(copy.userId) ?? new Map<string, Task>();
    if (copy.challenge.taskId) mine.set(copy.challenge.taskId, copy);
    byMember.set(copy.userId, mine);
  }
  const header = ["UUID", "Display Name", "Username", ...masters.flatMap((task) => [`Task: ${task.text}`, "Value"])];
  const lines = [header.map(csvCell).join(",")];
  for (const part of inChunks(memberIds)) {
    const rows = await db
      .select({ id: users.id, username: users.username, profile: users.profile, flags: users.flags })
      .from(users)
      .where(inArray(users.id, part))
      .orderBy(asc(users.id))
      .all();
    for (const row of rows) {
      const mine = byMember.get(row.id) ?? new Map<string, Task>();
      const cells = [
        row.id,
        (row.profile as { name?: string }).name ?? "",
        row.username,
        ...masters.flatMap((task) => [task.text, Math.round((mine.get(task._id)?.value ?? 0) * 100) / 100]),
      ];
      lines.push(cells.map(csvCell).join(","));
    }
  }
  const filename = `${challenge.shortName.replace(/[^A-Za-z0-9_-]+/g, "_") || "challenge"}-${challenge.id}.csv`;
  return { filename, text: lines.join("\n") + "\n" };
}
