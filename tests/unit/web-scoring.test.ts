import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { createNewUser } from "../../content/rules/newUser";
import { scoreTask as scoreRule } from "../../content/rules/score";
import { seededRandom } from "../../content/rules/random";
import type { Task, User } from "../../content/rules/types";
import { installApiHandlers } from "../../web/src/api/sync";
import { notifications } from "../../web/src/notifications/store";
import { scoreWithFeedback } from "../../web/src/tasks/scoring";
import { clearCelebrations } from "../../web/src/notifications/celebrations";

let pending: { resolve: (response: Response) => void } | undefined;
const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (pending = { resolve })));
const client = new QueryClient();
let uninstall: () => void;

function fixture(): { user: User; habit: Task } {
  let n = 0;
  const { user, tasks } = createNewUser({
    id: "me",
    username: "hero",
    email: "hero@example.com",
    now: new Date("2026-11-22T10:00:00Z"),
    timezoneOffset: 0,
    newId: () => `id-${++n}`,
  });
  return { user, habit: tasks.find((task) => task.type === "habit" && task.up)! };
}

function answer(body: unknown, status = 200) {
  pending?.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

beforeAll(() => {
  vi.stubGlobal("fetch", fetchMock);
  uninstall = installApiHandlers({ queryClient: client, navigate: () => undefined });
});
afterAll(() => {
  uninstall();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  notifications.clear();
  pending = undefined;
  clearCelebrations();
});

describe("scoreWithFeedback", () => {
  it("applies the shared rule at once, then takes the server's figures and its drops", async () => {
    const { user, habit } = fixture();
    client.setQueryData(["user"], user);
    client.setQueryData(["tasks", "user"], [habit]);
    const expected = scoreRule(
      user,
      habit,
      { direction: "up", drops: false },
      { now: new Date(), random: seededRandom(1) },
    );

    const done = scoreWithFeedback(client, habit, "up");
    await until(() => pending !== undefined);
    // Before the server answers: the guess is on screen, with its notifications.
    const guessed = client.getQueryData<User>(["user"])!;
    expect(guessed.stats.exp).toBe(expected.user.stats.exp);
    expect(guessed.stats.gp).toBeCloseTo(expected.user.stats.gp, 10);
    expect(client.getQueryData<Task[]>(["tasks", "user"])![0].value).toBeCloseTo(expected.task.value, 10);
    const shownTypes = () =>
      [...notifications.getSnapshot().visible, ...notifications.getSnapshot().queued].map((entry) => entry.type);
    expect(shownTypes()).toEqual(expect.arrayContaining(["xp", "gp", "mp"]));

    // The server's answer wins, and what only it knows is announced.
    answer({
      success: true,
      data: {
        ...expected.user.stats,
        gp: 7,
        delta: expected.data.delta,
        _tmp: { drop: { type: "Egg", key: "Wolf" }, leveledUp: { from: 1, to: 2 } },
      },
      notifications: [],
      userV: user._v + 1,
      appVersion: "1",
    });
    await done;
    expect(client.getQueryData<User>(["user"])!.stats.gp).toBe(7);
    const queued = [...notifications.getSnapshot().visible, ...notifications.getSnapshot().queued];
    expect(queued.find((entry) => entry.type === "drop")?.text).toBe("You found a Wolf egg!");
    expect(queued.find((entry) => entry.type === "lvl")?.text).toBe("2");
  });

  it("throws the guess away when the server refuses", async () => {
    const { user, habit } = fixture();
    client.setQueryData(["user"], user);
    client.setQueryData(["tasks", "user"], [habit]);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const done = scoreWithFeedback(client, habit, "up");
    await until(() => pending !== undefined);
    answer({ success: false, error: "NotFound", message: "Task not found." }, 404);
    await done;
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["user"] });
    const all = [...notifications.getSnapshot().visible, ...notifications.getSnapshot().queued];
    expect(all.some((entry) => entry.type === "error" && entry.text === "Task not found.")).toBe(true);
    invalidate.mockRestore();
  });
});
