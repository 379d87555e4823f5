/**
 * The offline client's pure parts: which kept actions go to the server together, what the player
 * is told afterwards, which data is kept on the device and read back, and a day that ends while
 * offline, rolled over on the device as the server will roll it over.
 */
import { describe, expect, it } from "vitest";
import { cron } from "../../content/rules/cron";
import { createNewUser, newTask } from "../../content/rules/newUser";
import { seededRandom } from "../../content/rules/random";
import { scoreTask } from "../../content/rules/score";
import type { Task, User } from "../../content/rules/types";
import { snapshotKeyOfRequest } from "../../web/src/api/errors";
import { explanation, newDayNotice, nextBatch, SCORES_PER_CALL, type SendReport } from "../../web/src/offline/report";
import { rollOverOffline } from "../../web/src/offline/rollover";
import type { OfflineAction, StoredAction } from "../../web/src/offline/store";
import { snapshotKeyOf } from "../../web/src/offline/sync";

let seq = 0;
function stored(action: OfflineAction): StoredAction {
  seq += 1;
  return { ...action, seq, userId: "me" } as StoredAction;
}
const score = (taskId: string, label: string, extra: Partial<Extract<OfflineAction, { kind: "score" }>> = {}) =>
  stored({
    kind: "score",
    taskId,
    label,
    taskType: "habit",
    direction: "up",
    actionId: `a-${taskId}-${seq}`,
    at: "2026-11-22T10:00:00.000Z",
    ...extra,
  });
const create = (taskId: string, label: string) =>
  stored({
    kind: "create",
    taskId,
    label,
    at: "2026-11-22T10:00:00.000Z",
    input: { _id: taskId, type: "todo", text: label },
  });

describe("sending kept actions", () => {
  it("sends the scores at the head together, in order, and anything else alone", () => {
    const queue = [score("h1", "Stretch"), score("d1", "Water"), create("t1", "Stamps"), score("h1", "Stretch")];
    expect(nextBatch(queue).map((action) => action.seq)).toEqual([queue[0].seq, queue[1].seq]);
    expect(nextBatch(queue.slice(2)).map((action) => action.seq)).toEqual([queue[2].seq]);
    expect(nextBatch(queue.slice(3)).map((action) => action.seq)).toEqual([queue[3].seq]);
    expect(nextBatch([])).toEqual([]);
    const many = Array.from({ length: SCORES_PER_CALL + 5 }, (_, index) => score(`h${index}`, "Habit"));
    expect(nextBatch(many)).toHaveLength(SCORES_PER_CALL);
  });
});

describe("what the player is told once the actions are sent", () => {
  const report = (change: Partial<SendReport>): SendReport => ({
    saved: 0,
    refused: [],
    lateScores: [],
    results: [],
    ...change,
  });

  it("says nothing when nothing was sent, and a short success when all were saved", () => {
    expect(explanation(report({}))).toBeUndefined();
    expect(explanation(report({ saved: 4 }))).toEqual({
      type: "success",
      text: "Back online: 4 changes made offline were saved.",
    });
    expect(explanation(report({ saved: 1 }))?.text).toBe("Back online: 1 change made offline was saved.");
  });

  it("explains every refusal in one notification, one line per task, with what was saved", () => {
    const gone = create("t9", "Return the library books");
    const goneScore = score("t9", "Return the library books", { taskType: "todo" });
    const reward = score("r1", "Cinema night", { taskType: "reward" });
    const notice = explanation(
      report({
        saved: 3,
        refused: [
          { action: gone, message: "That task id is already taken." },
          { action: goneScore, message: "Task not found." },
          { action: reward, message: "You do not have enough gold." },
        ],
      }),
    );
    expect(notice).toEqual({
      type: "error",
      persistent: true,
      title: "3 changes made offline could not be saved",
      text: "“Return the library books” (added): That task id is already taken. “Cinema night” (bought): You do not have enough gold. 3 other changes were saved.",
    });
  });

  it("names scores that counted on the day they arrived rather than the day they were made", () => {
    const late = [
      score("h1", "Read a page"),
      score("h1", "Read a page"),
      score("t1", "Book the dentist", { taskType: "todo" }),
    ];
    const notice = explanation(report({ saved: 3, lateScores: late }));
    expect(notice).toMatchObject({ type: "info", persistent: true });
    expect(notice?.text).toBe(
      "Back online: 3 changes made offline were saved. 3 scores were made on a day that had ended before reaching the server, so they counted on today: “Read a page”, “Book the dentist”.",
    );
  });

  it("announces a new day, its damage and the dailies whose checks will not count", () => {
    expect(newDayNotice(0, [])).toEqual({
      type: "info",
      persistent: true,
      title: "A new day has begun",
      text: "Your dailies start afresh.",
    });
    const notice = newDayNotice(-3.456, [score("d1", "Water the plants", { taskType: "daily" })]);
    expect(notice.text).toBe(
      "Your dailies start afresh. Dailies left undone cost 3.5 health. The server closed that day without what you did offline, so “Water the plants” does not count as done for it, and the check will be refused when you are back online.",
    );
  });
});

describe("what is kept on the device", () => {
  it("keeps the user, the tasks and the party's own queries, nothing else", () => {
    expect(snapshotKeyOf(["user"], undefined)).toBe("user");
    expect(snapshotKeyOf(["tasks", "user"], undefined)).toBe("tasks");
    expect(snapshotKeyOf(["group", "p1"], "p1")).toBe("group:p1:group");
    expect(snapshotKeyOf(["group", "p1", "members"], "p1")).toBe("group:p1:members");
    expect(snapshotKeyOf(["group", "p1", "chat"], "p1")).toBe("group:p1:chat");
    for (const key of [
      ["group", "guild"],
      ["group", "p1", "invites"],
      ["tasks", "completedTodos"],
      ["content", "en"],
      ["user", "x"],
    ])
      expect(snapshotKeyOf(key, "p1")).toBeUndefined();
  });

  it("answers the same reads from it when no network does", () => {
    expect(snapshotKeyOfRequest("/user")).toBe("user");
    expect(snapshotKeyOfRequest("/tasks/user")).toBe("tasks");
    expect(snapshotKeyOfRequest("/tasks/user", { type: "completedTodos" })).toBeUndefined();
    expect(snapshotKeyOfRequest("/groups/p%201/members")).toBe("group:p 1:members");
    expect(snapshotKeyOfRequest("/groups/p1")).toBe("group:p1:group");
    expect(snapshotKeyOfRequest("/groups/p1/chat")).toBe("group:p1:chat");
    expect(snapshotKeyOfRequest("/content")).toBeUndefined();
  });
});

describe("a day that ends while offline", () => {
  const yesterday = new Date("2026-11-21T20:00:00Z");
  function player(): { user: User; tasks: Task[] } {
    let n = 0;
    const { user, tasks } = createNewUser({
      id: "me",
      username: "hero",
      email: "hero@example.com",
      now: new Date("2026-11-20T08:00:00Z"),
      timezoneOffset: 0,
      newId: () => `id-${++n}`,
    });
    const daily = newTask(
      { _id: "daily", type: "daily", text: "Water the plants", userId: "me", startDate: "2020-01-01T00:00:00.000Z" },
      yesterday,
    );
    return {
      user: { ...user, lastCron: "2026-11-21T08:00:00.000Z" },
      tasks: [...tasks.filter((task) => task.type !== "daily"), daily],
    };
  }

  it("does nothing while the player's day goes on", () => {
    const { user, tasks } = player();
    expect(rollOverOffline(user, tasks, [], new Date("2026-11-21T23:59:00Z"))).toBeUndefined();
  });

  it("rolls over with the server's rule and seed, the dailies checked on the ended day undone first", () => {
    const { user, tasks } = player();
    const daily = tasks.find((task) => task._id === "daily")!;
    // Checked offline in the evening, shown at once on the device.
    const checked = scoreTask(
      user,
      daily,
      { direction: "up", drops: false },
      { now: yesterday, random: seededRandom("check") },
    );
    const shownUser = checked.user;
    const shownTasks = tasks.map((task) => (task._id === "daily" ? checked.task : task));
    const waiting = [score("daily", "Water the plants", { taskType: "daily", at: yesterday.toISOString() })];
    const now = new Date("2026-11-22T07:00:00Z");

    const rolled = rollOverOffline(shownUser, shownTasks, waiting, now);
    // The server's rollover never saw the check: it counts the daily as missed, with the same seed (undoing a
    // check solves for the old value step by step, hence figures equal to a millionth).
    const server = cron(user, tasks, { now, random: seededRandom(`${user._id}:${user.lastCron}`) });
    expect(rolled).toBeDefined();
    expect(rolled!.hpChange).toBeLessThan(0);
    expect(rolled!.user.stats.hp).toBeCloseTo(server.user.stats.hp, 6);
    expect(rolled!.user.stats.gp).toBeCloseTo(server.user.stats.gp, 6);
    expect(rolled!.user.stats.exp).toBeCloseTo(server.user.stats.exp, 6);
    expect(rolled!.user.lastCron).toBe(now.toISOString());
    const rolledDaily = rolled!.tasks.find((task) => task._id === "daily")!;
    expect(rolledDaily.completed).toBe(false);
    expect(rolledDaily.value).toBeCloseTo(server.tasks.find((task) => task._id === "daily")!.value, 6);
    expect(rolled!.lateDailies.map((action) => action.label)).toEqual(["Water the plants"]);
  });

  it("keeps a daily checked after the boundary: it belongs to the new day", () => {
    const { user, tasks } = player();
    const waiting = [score("daily", "Water the plants", { taskType: "daily", at: "2026-11-22T06:30:00.000Z" })];
    const rolled = rollOverOffline(user, tasks, waiting, new Date("2026-11-22T07:00:00Z"));
    expect(rolled?.lateDailies).toEqual([]);
  });
});
