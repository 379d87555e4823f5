import { describe, expect, it } from "vitest";
import { api, register } from "./helpers";
import { requestQueuing } from "./webhookQueue";

describe("webhook settings", () => {
  it("fill in each type's defaults: task activity tells of scores only", async () => {
    const account = await register();
    const task = await api("POST", "/user/webhook", { auth: account, body: { url: "https://hooks.test/ok/d1" } });
    expect(task.status).toBe(201);
    expect(task.body.data.options).toEqual({
      created: false,
      updated: false,
      deleted: false,
      checklistScored: false,
      scored: true,
    });
    const user = await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/ok/d2", type: "userActivity", options: { leveledUp: true, scored: true } },
    });
    expect(user.body.data.options).toEqual({ petHatched: false, mountRaised: false, leveledUp: true });
  });

  it("refuse an id that is not a UUID and a chat webhook's group that is not one", async () => {
    const account = await register();
    const badId = await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/ok/x", id: "my-hook" },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.error).toBe("BadRequest");
    const id = crypto.randomUUID();
    expect(
      (await api("POST", "/user/webhook", { auth: account, body: { url: "https://hooks.test/ok/x", id } })).body.data
        .id,
    ).toBe(id);
    for (const options of [{ groupId: "tavern" }, {}]) {
      const badGroup = await api("POST", "/user/webhook", {
        auth: account,
        body: { url: "https://hooks.test/ok/x", type: "groupChatReceived", options },
      });
      expect(badGroup.status).toBe(400);
    }
    const retyped = await api("PUT", `/user/webhook/${id}`, {
      auth: account,
      body: { type: "groupChatReceived", options: { groupId: "party" } },
    });
    expect(retyped.status).toBe(400);
    expect((await api("GET", "/user/webhook", { auth: account })).body.data).toHaveLength(1);
  });
});

describe("webhook bodies", () => {
  it("name the event in `type` and carry the player, with stats and side effects for a score", async () => {
    const account = await register();
    await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/ok/shape", options: { created: true } },
    });
    const created = await requestQueuing("POST", "/tasks/user", account, { type: "habit", text: "Stretch" });
    expect(created.queued).toHaveLength(1);
    expect(created.queued[0].payload).toMatchObject({
      type: "created",
      webhookType: "taskActivity",
      task: { _id: created.body.data._id, text: "Stretch" },
      user: { _id: account.id },
    });
    expect(created.queued[0].payload.user).not.toHaveProperty("stats");

    const scored = await requestQueuing("POST", `/tasks/${created.body.data._id}/score/up`, account);
    expect(scored.queued).toHaveLength(1);
    const payload = scored.queued[0].payload as any;
    expect(payload).toMatchObject({ type: "scored", webhookType: "taskActivity", direction: "up" });
    expect(typeof payload.delta).toBe("number");
    expect(payload.user._id).toBe(account.id);
    expect(payload.user._tmp).toBeTypeOf("object");
    expect(payload.user.stats).toMatchObject({ lvl: 1 });
    expect(payload.user.stats.maxHealth).toBe(50);
  });

  it("send nothing for an event the webhook leaves at its default off", async () => {
    const account = await register();
    await api("POST", "/user/webhook", { auth: account, body: { url: "https://hooks.test/ok/quiet" } });
    const created = await requestQueuing("POST", "/tasks/user", account, { type: "todo", text: "Quiet" });
    expect(created.status).toBe(201);
    expect(created.queued).toEqual([]);
  });
});
