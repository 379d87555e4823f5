/** The original game's accounts brought here by the verified import: each one once per server. */
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { originalImports } from "./schema";

export type OriginalImportRow = typeof originalImports.$inferSelect;

export async function loadOriginalImport(db: Database, originalId: string): Promise<OriginalImportRow | undefined> {
  return db.select().from(originalImports).where(eq(originalImports.originalId, originalId)).get();
}

/**
 * Claims an original account for `userId`, in the batch that writes the import. A second claim
 * of the same account (a concurrent import, from this player or another) fails on the unique
 * id and takes its whole batch down with it.
 */
export function claimOriginalImportStatement(db: Database, originalId: string, userId: string, at: Date) {
  return db.insert(originalImports).values({ originalId, userId, importedAt: at.toISOString() });
}

/** Whether a failed batch failed because its original account was claimed first by another. */
export function isOriginalAlreadyClaimed(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? "") + String((error as Error)?.message ?? "");
  return text.includes("original_imports") && /UNIQUE/i.test(text);
}
