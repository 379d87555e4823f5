/**
 * The client's query keys and options are written once, in web/src/queries/<resource>.ts, and
 * imported everywhere else: a key written again by hand drifts from the one the data is kept
 * under (an invalidation that reaches nothing, a read of the wrong entry).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { snapshotKeyOf } from "../../web/src/offline/sync";
import { groupKeys } from "../../web/src/queries/groups";
import { taskKeys, userTasksQuery } from "../../web/src/queries/tasks";
import { userQuery } from "../../web/src/queries/user";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `queryKey: [...]`, and a query client method given a key array: `getQueryData<User>(["user"])`. */
const INLINE_KEY = [
  /queryKey\s*:\s*\[/,
  /\.(get|set|remove|cancel|invalidate|refetch|reset|fetch|prefetch|ensure)Quer(y|ies)(Data|State)?\s*(<[^>]*>)?\(\s*\[/,
];

describe("query keys", () => {
  it("are never written inline outside web/src/queries", () => {
    const inline: string[] = [];
    for (const file of sourceFiles("web/src")) {
      if (file.startsWith(join("web", "src", "queries"))) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (INLINE_KEY.some((pattern) => pattern.test(line))) inline.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(inline).toEqual([]);
  });

  it("name the entries the device keeps for offline use as the offline code expects them", () => {
    expect(snapshotKeyOf(userQuery().queryKey, undefined)).toBe("user");
    expect(snapshotKeyOf(userTasksQuery().queryKey, undefined)).toBe("tasks");
    expect(snapshotKeyOf(taskKeys.completedTodos, undefined)).toBeUndefined();
    expect(snapshotKeyOf(groupKeys.detail("p1"), "p1")).toBe("group:p1:group");
    expect(snapshotKeyOf(groupKeys.members("p1"), "p1")).toBe("group:p1:members");
    expect(snapshotKeyOf(groupKeys.chat("p1"), "p1")).toBe("group:p1:chat");
    // Another group than the party is not kept.
    expect(snapshotKeyOf(groupKeys.detail("g2"), "p1")).toBeUndefined();
    expect(snapshotKeyOf(groupKeys.inviteLinks("p1"), "p1")).toBeUndefined();
  });
});
