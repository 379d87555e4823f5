/** Types of scripts/admin.mjs for the tests that import it. */
export declare const PRIVILEGES: string[];
export declare const OPERATOR: { id: string; name: string };
export declare const LIST_SQL: string;
export declare class UsageError extends Error {}
export interface AdminRequest {
  command: "grant" | "revoke" | "list";
  username?: string;
  privilege?: string;
  remote: boolean;
  state: string;
}
export declare function parseArgs(argv: string[]): AdminRequest;
export declare function privilegeSql(
  change: { username: string; privilege: string; grant: boolean },
  now?: Date,
): string;
export declare function lastResults(output: string): Record<string, unknown>[];
export declare function localDatabaseOf(state: string): string;
