import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { api, ApiError } from "../../web/src/api/client";
import { markNotificationsRemoved } from "../../web/src/api/notifications";
import { installApiHandlers } from "../../web/src/api/sync";
import { notifications } from "../../web/src/notifications/store";
import { t } from "../../content/i18n";
import { taskKeys } from "../../web/src/queries/tasks";
import { userKeys } from "../../web/src/queries/user";

type Answer = { status?: number; body: unknown };
const answers: Answer[] = [];
const fetchMock = vi.fn(async () => {
  const answer = answers.shift() ?? { body: { success: true, data: {} } };
  return new Response(JSON.stringify(answer.body), {
    status: answer.status ?? 200,
    headers: { "content-type": "application/json" },
  });
});

const client = new QueryClient();
const navigate = vi.fn();
let uninstall: () => void;

beforeAll(() => {
  vi.stubGlobal("fetch", fetchMock);
  uninstall = installApiHandlers({ queryClient: client, navigate });
});
afterAll(() => {
  uninstall();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  answers.length = 0;
  notifications.clear();
  navigate.mockClear();
  client.setQueryData(userKeys.all, {
    _id: "me",
    _v: 5,
    notifications: [{ id: "n1", type: "CRON", data: {}, seen: false }],
  });
});

const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  body: { success: true, data, notifications: [], appVersion: "1.0.0", ...extra },
});

describe("answers of spec §7", () => {
  it("refetches user and tasks when the version jumps by more than one", async () => {
    const invalidate = vi.spyOn(client, "invalidateQueries");
    answers.push(ok({}, { userV: 6 }));
    await api.post("/tasks/a/score/up");
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: userKeys.all });
    answers.push(ok({}, { userV: 9 }));
    await api.post("/tasks/a/score/up");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: taskKeys.user });
    invalidate.mockClear();
    answers.push(ok({}, { userV: 20 }));
    await api.post("/cron");
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: userKeys.all });
    invalidate.mockRestore();
  });

  it("places server notifications on the user, minus the removed ones", async () => {
    markNotificationsRemoved(["gone"]);
    answers.push(
      ok(
        {},
        {
          notifications: [
            { id: "gone", type: "X", data: {}, seen: false },
            { id: "new", type: "Y", data: {}, seen: false },
          ],
        },
      ),
    );
    await api.post("/tasks/a/score/up");
    expect(
      (client.getQueryData(userKeys.all) as { notifications: { id: string }[] }).notifications.map((n) => n.id),
    ).toEqual(["new"]);
  });
});

describe("errors of spec §8", () => {
  it("shows one error notification titled with the product name", async () => {
    answers.push({
      status: 400,
      body: {
        success: false,
        error: "BadRequest",
        message: "Invalid request parameters.",
        errors: [
          { param: "text", message: "must not be blank" },
          { param: "text", message: "must be short" },
        ],
      },
    });
    await expect(api.post("/tasks/user", {})).rejects.toBeInstanceOf(ApiError);
    const shown = notifications.getSnapshot().visible;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ type: "error", title: "Habitforge", text: "must not be blank" });
  });

  it("logs out on invalid credentials without a notice", async () => {
    answers.push({
      status: 401,
      body: { success: false, error: "invalid_credentials", message: "Your user id or API token is wrong." },
    });
    await expect(api.get("/tasks/user")).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith("/login");
    expect(notifications.getSnapshot().visible).toEqual([]);
    expect(client.getQueryData(userKeys.all)).toBeUndefined();
  });

  it("resolves failed member reads quietly and ignores missing notifications", async () => {
    answers.push({ status: 404, body: { success: false, error: "NotFound", message: "Member not found." } });
    await expect(api.get("/members/someone")).resolves.toBeUndefined();
    answers.push({
      status: 404,
      body: { success: false, error: "NotificationNotFound", message: "That notification is already gone." },
    });
    await expect(api.post("/notifications/x/read")).rejects.toBeInstanceOf(ApiError);
    expect(notifications.getSnapshot().visible).toEqual([]);
  });

  it("shows why a request was too large, from the server's envelope or, without one, in its own words", async () => {
    answers.push({ status: 413, body: { success: false, error: "PayloadTooLarge", message: "Too much at once." } });
    await expect(api.put("/user", { "profile.blurb": "long" })).rejects.toMatchObject({
      name: "PayloadTooLarge",
      status: 413,
    });
    expect(notifications.getSnapshot().visible[0]).toMatchObject({ type: "error", text: "Too much at once." });
    notifications.clear();
    // A proxy in front of the Worker may answer the 413 itself, with no envelope.
    answers.push({ status: 413, body: "" });
    await expect(api.post("/tasks/user", { text: "long" })).rejects.toMatchObject({
      name: "PayloadTooLarge",
      status: 413,
    });
    expect(notifications.getSnapshot().visible[0]).toMatchObject({
      type: "error",
      text: t("payloadTooLarge", { max: "1 MiB" }),
    });
  });

  it("keeps a 502 on screen until clicked", async () => {
    answers.push({ status: 502, body: "" });
    await expect(api.get("/tasks/user")).rejects.toBeInstanceOf(ApiError);
    expect(notifications.getSnapshot().visible[0]).toMatchObject({ type: "error", persistent: true });
  });
});
