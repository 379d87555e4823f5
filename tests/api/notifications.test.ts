import { describe, expect, it } from "vitest";
import { api, register } from "./helpers";

const notification = (id: string) => ({ id, type: "INFO", data: { text: id }, seen: false });

describe("server notifications", () => {
  it("ride on every response, are seen, then read and gone for good", async () => {
    const account = await register();
    await api("POST", "/debug/update-user", {
      auth: account,
      body: { notifications: [notification("n1"), notification("n2"), notification("n3")] },
    });
    const status = await api("GET", "/user?userFields=stats", { auth: account });
    expect(status.body.notifications.map((entry: { id: string }) => entry.id)).toEqual(["n1", "n2", "n3"]);

    const seen = await api("POST", "/notifications/n1/see", { auth: account });
    expect(seen.body.data.find((entry: { id: string }) => entry.id === "n1").seen).toBe(true);
    const seenMany = await api("POST", "/notifications/see", {
      auth: account,
      body: { notificationIds: ["n2", "n3"] },
    });
    expect(seenMany.body.data.every((entry: { seen: boolean }) => entry.seen)).toBe(true);

    const read = await api("POST", "/notifications/n1/read", { auth: account });
    expect(read.body.data.map((entry: { id: string }) => entry.id)).toEqual(["n2", "n3"]);
    expect(read.body.notifications.map((entry: { id: string }) => entry.id)).toEqual(["n2", "n3"]);
    const readMany = await api("POST", "/notifications/read", {
      auth: account,
      body: { notificationIds: ["n2", "n3"] },
    });
    expect(readMany.body.data).toEqual([]);

    const again = await api("POST", "/notifications/n1/read", { auth: account });
    expect(again.status).toBe(404);
    // One id: a plain NotFound, as the game's API answers it; several: NotificationNotFound.
    expect(again.body.error).toBe("NotFound");
    const partly = await api("POST", "/notifications/see", { auth: account, body: { notificationIds: ["n1"] } });
    expect(partly.body.error).toBe("NotificationNotFound");
    expect((await api("POST", "/notifications/read", { auth: account, body: { notificationIds: [] } })).status).toBe(
      400,
    );
    expect((await api("POST", "/notifications/read", { auth: account, body: {} })).status).toBe(400);
    expect((await api("GET", "/user", { auth: account })).body.data.notifications).toEqual([]);
  });

  it("are the owner's only", async () => {
    const account = await register();
    const other = await register();
    await api("POST", "/debug/update-user", { auth: account, body: { notifications: [notification("mine")] } });
    expect((await api("POST", "/notifications/mine/read", { auth: other })).status).toBe(404);
    expect((await api("POST", "/notifications/mine/read")).status).toBe(401);
    expect((await api("GET", "/user", { auth: account })).body.data.notifications).toHaveLength(1);
  });
});
