/** Staff's private note on a player, kept apart from the player's own document. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { staffNotes } from "../../db/schema";
import type { StaffNote } from "../api-types/admin";

export const STAFF_NOTE_MAX = 4_000;

export type { StaffNote };

export async function loadStaffNote(db: Database, userId: string): Promise<StaffNote | undefined> {
  const row = await db.select().from(staffNotes).where(eq(staffNotes.userId, userId)).get();
  return row && { text: row.text, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

/** Writes the note, or removes it when the text is blank. */
export function staffNoteStatement(db: Database, userId: string, text: string, actorName: string, now: Date) {
  if (!text.trim()) return db.delete(staffNotes).where(eq(staffNotes.userId, userId));
  const values = { userId, text, updatedAt: now.toISOString(), updatedBy: actorName };
  return db
    .insert(staffNotes)
    .values(values)
    .onConflictDoUpdate({
      target: staffNotes.userId,
      set: { text, updatedAt: values.updatedAt, updatedBy: actorName },
    });
}
