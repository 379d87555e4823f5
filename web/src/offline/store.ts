/**
 * The device's IndexedDB store (DESIGN "The client offline"): the last known user, tasks and
 * party as the screens last showed them, and the queue of actions made without a connection,
 * in the order they were made. Every record carries the account it belongs to, so another
 * account signing in on the device never sees them. Loaded on demand, never on the first screen.
 */
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Direction } from "../api/tasks";
import type { TaskInput } from "../../../content/rules/taskEdit";
import type { TaskType } from "../../../content/rules/types";

interface ActionBase {
  /** When the player acted (ISO): decides the game day a score belongs to. */
  at: string;
  /** The task's text when the player acted, to name it in messages. */
  label: string;
}

/** One action waiting to be sent, as the player made it. */
export type OfflineAction =
  | (ActionBase & { kind: "score"; taskId: string; taskType: TaskType; direction: Direction; actionId: string })
  | (ActionBase & { kind: "create"; taskId: string; input: TaskInput & { _id: string; type: TaskType; text: string } })
  | (ActionBase & { kind: "edit"; taskId: string; changes: TaskInput })
  | (ActionBase & { kind: "delete"; taskId: string })
  | (ActionBase & { kind: "move"; taskId: string; position: number })
  | (ActionBase & { kind: "checklist"; taskId: string; itemId: string; completed: boolean });

export type StoredAction = OfflineAction & { seq: number; userId: string };

interface Snapshot {
  id: string;
  userId: string;
  data: unknown;
  savedAt: number;
}

interface OfflineSchema extends DBSchema {
  snapshots: { key: string; value: Snapshot; indexes: { byUser: string } };
  queue: { key: number; value: StoredAction; indexes: { byUser: string } };
}

const DB_NAME = "habitforge-offline";
let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore("snapshots", { keyPath: "id" }).createIndex("byUser", "userId");
      db.createObjectStore("queue", { keyPath: "seq", autoIncrement: true }).createIndex("byUser", "userId");
    },
    // Another tab wants to delete or upgrade the store: let it.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
    terminated() {
      opening = undefined;
    },
  });
  return opening;
}

const snapshotId = (userId: string, key: string) => `${userId}|${key}`;

/** Keeps the latest data of some queries (by their key's text) for this user. */
export async function saveSnapshots(
  userId: string,
  entries: readonly (readonly [key: string, data: unknown])[],
): Promise<void> {
  const db = await database();
  const tx = db.transaction("snapshots", "readwrite");
  const savedAt = Date.now();
  await Promise.all([
    ...entries.map(([key, data]) => tx.store.put({ id: snapshotId(userId, key), userId, data, savedAt })),
    tx.done,
  ]);
}

export async function readSnapshot<T>(userId: string, key: string): Promise<T | undefined> {
  return (await (await database()).get("snapshots", snapshotId(userId, key)))?.data as T | undefined;
}

/** Appends an action to this user's queue; answers its place in the queue. */
export async function appendAction(userId: string, action: OfflineAction): Promise<number> {
  return (await database()).add("queue", { ...action, userId } as StoredAction);
}

/** This user's waiting actions, oldest first. */
export async function listActions(userId: string): Promise<StoredAction[]> {
  const all = await (await database()).getAllFromIndex("queue", "byUser", userId);
  return all.sort((a, b) => a.seq - b.seq);
}

export async function removeActions(seqs: readonly number[]): Promise<void> {
  if (seqs.length === 0) return;
  const tx = (await database()).transaction("queue", "readwrite");
  await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done]);
}

/** Logging out: nothing of any account stays on the device. */
export async function forgetEverything(): Promise<void> {
  const db = await opening?.catch(() => undefined);
  db?.close();
  opening = undefined;
  await deleteDB(DB_NAME);
}
