/**
 * The player's data as files (the public API's /export/* paths): the whole account with its
 * tasks and private messages, the task history as CSV, the messages as a web page, and a
 * page showing a player's avatar.
 */
import { appearance } from "../../content/data/appearance";
import { gear } from "../../content/data/gear";
import { t } from "../../content/i18n";
import { own } from "../../content/rules/lookup";
import type { Task, User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { inboxView, listInbox } from "../../db/inbox";
import { loadUserTasks } from "../../db/tasks";
import { ownUserView } from "./userView";
import { escapeXml } from "./xml";

/** Most private messages an export carries (the newest). */
export const EXPORT_MESSAGES_MAX = 10_000;

const LIST_OF = { habit: "habits", daily: "dailys", todo: "todos", reward: "rewards" } as const;

/** The account as GET /user shows it, with every task by list and the private messages by id. */
export async function exportDocument(db: Database, user: User, hasPassword: boolean): Promise<Record<string, unknown>> {
  const [tasks, messages] = await Promise.all([
    loadUserTasks(db, user._id),
    listInbox(db, user._id, { limit: EXPORT_MESSAGES_MAX, offset: 0 }),
  ]);
  const byList: Record<(typeof LIST_OF)[Task["type"]], Task[]> = { habits: [], dailys: [], todos: [], rewards: [] };
  for (const task of tasks) byList[LIST_OF[task.type]].push(task);
  const doc = ownUserView(user, { hasPassword });
  return {
    ...doc,
    inbox: { ...user.inbox, messages: Object.fromEntries(messages.map((row) => [row.id, inboxView(row)])) },
    tasks: byList,
  };
}

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? "" : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "2025-06-02 13:26:05" in UTC, as the public API writes history dates. */
function csvDate(epoch: number): string {
  return new Date(epoch).toISOString().slice(0, 19).replace("T", " ");
}

/** One row per history entry of each habit and daily: name, id, type, date, value. */
export async function historyCsv(db: Database, userId: string): Promise<string> {
  const rows: unknown[][] = [["Task Name", "Task ID", "Task Type", "Date", "Value"]];
  for (const task of await loadUserTasks(db, userId)) {
    if (task.type !== "habit" && task.type !== "daily") continue;
    for (const entry of task.history ?? [])
      rows.push([task.text, task._id, task.type, csvDate(entry.date), entry.value]);
  }
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}figure{display:inline-block;text-align:center;margin:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}</style></head><body>${body}</body></html>`;
}

/** The private messages, newest first, as a page to keep. */
export async function inboxPage(db: Database, user: User): Promise<string> {
  const language = user.preferences.language;
  const rows = await listInbox(db, user._id, { limit: EXPORT_MESSAGES_MAX, offset: 0 });
  const items = rows.map((row, index) => {
    const label = t(
      row.sent ? "exportMessageTo" : "exportMessageFrom",
      { name: row.contactName || row.contactUsername || "" },
      language,
    );
    const when = new Date(row.timestamp).toISOString().slice(0, 16).replace("T", " ");
    return `<article><p><strong>${escapeXml(label)}</strong> ${escapeXml(when)} (${index + 1}/${rows.length})</p><p>${escapeXml(row.text).replace(/\n/g, "<br>")}</p></article><hr>`;
  });
  return page(
    t("exportInboxTitle", {}, language),
    items.join("\n") || `<p>${escapeXml(t("exportInboxEmpty", {}, language))}</p>`,
  );
}

function swatch(kind: "skin" | "shirt" | "color", key: string | undefined, fallback: string): string {
  const value = key === undefined ? undefined : own(appearance[kind], key)?.swatch;
  return value?.startsWith("#") ? value : fallback;
}

/** A portrait drawn with the player's colours: skin, shirt, hair and size. */
function portrait(user: User): string {
  const preferences = user.preferences;
  const skin = swatch("skin", preferences.skin, "#f5a76e");
  const shirt = swatch("shirt", preferences.shirt, "#3f6fd8");
  const hair = swatch("color", preferences.hair?.color, "#7b4b2a");
  const torso = preferences.size === "broad" ? 40 : 32;
  const hairShape =
    (preferences.hair?.base ?? 0) > 0
      ? `<path d="M50 46 Q52 24 70 23 Q88 24 90 46 Q84 34 70 33 Q56 34 50 46 Z" fill="${hair}"/>`
      : "";
  return `<svg width="140" height="150" viewBox="0 0 140 150" role="img" aria-label="${escapeXml(user.profile.name)}"><rect width="140" height="150" rx="8" fill="#e9e4f5"/><rect x="${70 - torso / 2}" y="64" width="${torso}" height="38" rx="10" fill="${shirt}"/><rect x="${70 - torso / 2 + 4}" y="100" width="10" height="26" rx="4" fill="${skin}"/><rect x="${70 + torso / 2 - 14}" y="100" width="10" height="26" rx="4" fill="${skin}"/><circle cx="70" cy="46" r="19" fill="${skin}"/><circle cx="63" cy="46" r="2.2" fill="#2b2522"/><circle cx="77" cy="46" r="2.2" fill="#2b2522"/><path d="M65 55 Q70 58 75 55" stroke="#2b2522" stroke-width="1.5" fill="none"/>${hairShape}</svg>`;
}

/** A player's avatar as a page: the portrait, their name, level and class, and what they wear and ride. */
export function avatarPage(member: User, language: string): string {
  const worn = member.preferences.costume ? member.items.gear.costume : member.items.gear.equipped;
  const gearNames = Object.values(worn ?? {})
    .filter((key) => key && !key.includes("_base_0"))
    .map((key) => t(own(gear, key)?.text ?? key, {}, language));
  const details: [string, string][] = [
    [t("exportAvatarLevel", {}, language), String(member.stats.lvl)],
    [
      t("exportAvatarClass", {}, language),
      t(`class${member.stats.class.charAt(0).toUpperCase()}${member.stats.class.slice(1)}`, {}, language),
    ],
    [t("exportAvatarGear", {}, language), gearNames.join(", ") || "-"],
  ];
  const name = member.profile.name || member.auth.local.username;
  const list = details.map(([term, value]) => `<dt>${escapeXml(term)}</dt><dd>${escapeXml(value)}</dd>`).join("");
  return page(
    name,
    `<figure>${portrait(member)}<figcaption><h1>${escapeXml(name)}</h1></figcaption></figure><dl>${list}</dl>`,
  );
}
