import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { deliverReminders, REMINDER_CRON } from "../../worker/lib/reminders";
import { api, BASE, type Credentials, register } from "./helpers";
import { decrypt, fromBase64, received, subscription, type TestSubscription } from "./push.helpers";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface ReminderPayload {
  type: string;
  taskId: string;
  title: string;
  body: string;
  at: number;
  actions: { action: string; title: string }[];
  token: string;
}

/** Today's UTC midnight plus `days` days and `hours` hours. */
function utcDay(days: number, hours = 0): number {
  return Math.floor(Date.now() / DAY) * DAY + days * DAY + hours * 3600_000;
}

async function addDevice(account: Credentials, sub: TestSubscription, regId = crypto.randomUUID()) {
  return api("POST", "/user/push-devices", {
    auth: account,
    body: { regId, type: "web", endpoint: sub.endpoint, keys: sub.keys },
  });
}

async function createTask(account: Credentials, body: Record<string, unknown>): Promise<{ _id: string }> {
  const created = await api("POST", "/tasks/user", { auth: account, body });
  expect(created.status).toBe(201);
  return created.body.data;
}

async function runMinuteCron(at: number) {
  const controller = createScheduledController({ cron: REMINDER_CRON, scheduledTime: at });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

/** Waits for the push service to hold `count` messages for the subscription (the queue delivers them). */
async function messagesFor(sub: TestSubscription, count: number) {
  for (let i = 0; i < 100; i++) {
    const list = await received(sub);
    if (list.length >= count) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return received(sub);
}

describe("push devices", () => {
  it("hands out one VAPID key, kept across requests, and keeps each device's subscription without showing its keys", async () => {
    const account = await register();
    const first = await api("GET", "/user/push-devices", { auth: account });
    expect(first.status).toBe(200);
    const key = fromBase64(first.body.data.vapidPublicKey);
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    expect(first.body.data.pushDevices).toEqual([]);
    const other = await register();
    expect((await api("GET", "/user/push-devices", { auth: other })).body.data.vapidPublicKey).toBe(
      first.body.data.vapidPublicKey,
    );

    const sub = await subscription();
    const added = await addDevice(account, sub, "laptop");
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual([expect.objectContaining({ regId: "laptop", type: "web" })]);
    expect(JSON.stringify(added.body.data)).not.toContain(sub.keys.auth);
    // The same device subscribing again replaces its row.
    const again = await subscription();
    expect((await addDevice(account, again, "laptop")).body.data).toHaveLength(1);

    // A subscription moves to whoever registers it last on that browser.
    expect((await addDevice(other, again, "shared")).status).toBe(200);
    expect((await api("GET", "/user/push-devices", { auth: account })).body.data.pushDevices).toEqual([]);

    const removed = await api("DELETE", "/user/push-devices/shared", { auth: other });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual([]);
    const missing = await api("DELETE", "/user/push-devices/shared", { auth: other });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error: "NotFound" });

    // The original's routes and shapes, at v3 too: an app's device by its regId and type; the same
    // regId again is taken silently; the answer's data is the list of devices.
    const v3 = BASE.replace(/\/v4$/, "/v3");
    const phone = await api("POST", "/user/push-devices", {
      auth: other,
      base: v3,
      body: { regId: "phone-token", type: "android" },
    });
    expect(phone.status).toBe(200);
    expect(phone.body.message).toBeTruthy();
    expect(phone.body.data).toEqual([expect.objectContaining({ regId: "phone-token", type: "android" })]);
    const twice = await api("POST", "/user/push-devices", {
      auth: other,
      base: v3,
      body: { regId: "phone-token", type: "android" },
    });
    expect(twice.status).toBe(200);
    expect(twice.body.data).toHaveLength(1);
    const gone = await api("DELETE", "/user/push-devices/phone-token", { auth: other, base: v3 });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual([]);
    expect((await api("DELETE", "/user/push-devices/phone-token", { auth: other, base: v3 })).status).toBe(404);
  });

  it("refuses subscriptions that are not https, lead to private networks, or carry bad keys", async () => {
    const account = await register();
    const sub = await subscription();
    const cases: [Record<string, unknown>, string][] = [
      [{ regId: "a", type: "web" }, "push subscription"],
      [{ regId: "a", type: "web", endpoint: "http://push.test/send/x", keys: sub.keys }, "https"],
      [{ regId: "a", type: "web", endpoint: "https://10.1.2.3/send/x", keys: sub.keys }, "private"],
      [{ regId: "a", type: "web", endpoint: "https://localhost/send/x", keys: sub.keys }, "private"],
      [{ regId: "a", type: "web", endpoint: sub.endpoint, keys: { p256dh: "AAAA", auth: sub.keys.auth } }, "keys"],
      [{ regId: "a", type: "telegraph" }, ""],
      [{ regId: "", type: "web" }, ""],
    ];
    for (const [body, words] of cases) {
      const response = await api("POST", "/user/push-devices", { auth: account, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.success).toBe(false);
      if (words) expect(response.body.message).toContain(words);
    }
    expect((await api("GET", "/user/push-devices", { auth: account })).body.data.pushDevices).toEqual([]);
  });
});

describe("reminders", () => {
  it("ring at their minute through the Cron Trigger and the queue, encrypted for the device, and their Done scores the task", async () => {
    const account = await register();
    const sub = await subscription();
    expect((await addDevice(account, sub)).status).toBe(200);
    const daily = await createTask(account, {
      type: "daily",
      text: "Stretch for ten minutes",
      reminders: [{ time: "2026-01-01T09:00:00.000Z" }],
    });
    const at = utcDay(1, 9);
    await runMinuteCron(at);
    const [message] = await messagesFor(sub, 1);
    expect(message.headers["content-encoding"]).toBe("aes128gcm");
    expect(message.headers.authorization).toMatch(/^vapid t=/);
    const payload = await decrypt<ReminderPayload>(sub, message);
    // Padded to a step of 128 bytes: the header (86 bytes), then the text, its delimiter and the tag (17).
    const bodyLength = fromBase64(message.body).length;
    expect(bodyLength).toBeLessThan(2000);
    expect((bodyLength - 86 - 17) % 128).toBe(0);
    expect(payload).toMatchObject({
      type: "reminder",
      taskId: daily._id,
      title: "Stretch for ten minutes",
      at,
      actions: [
        { action: "done", title: "Done" },
        { action: "open", title: "Open" },
      ],
    });
    // The same minute again rings nothing more: the index moved on to the next day.
    const row = await env.DB.prepare("SELECT next_at, last_sent_at FROM reminder_schedule WHERE task_id = ?")
      .bind(daily._id)
      .first<{ next_at: number; last_sent_at: number }>();
    expect(row).toEqual({ next_at: at + DAY, last_sent_at: at });
    expect((await deliverReminders(env, { kind: "reminders", taskIds: [daily._id], minute: at })).sent).toBe(0);

    // "Done" speaks with the message's token: it scores this task and opens nothing else.
    const other = await createTask(account, { type: "todo", text: "Another" });
    const tokenOnly = { "x-reminder-token": payload.token };
    expect((await api("GET", "/user", { headers: tokenOnly })).status).toBe(401);
    expect((await api("POST", `/tasks/${other._id}/score/up`, { headers: tokenOnly })).status).toBe(401);
    expect(
      (await api("POST", `/tasks/${daily._id}/score/up`, { headers: { "x-reminder-token": `${payload.token}x` } }))
        .status,
    ).toBe(401);
    const done = await api("POST", `/tasks/${daily._id}/score/up`, { headers: tokenOnly });
    expect(done.status).toBe(200);
    const task = await api("GET", `/tasks/${daily._id}`, { auth: account });
    expect(task.body.data.completed).toBe(true);
  });

  it("a daily rings only on days it is due and not once it is done", async () => {
    const account = await register();
    const sub = await subscription();
    await addDevice(account, sub);
    const tomorrow = new Date(utcDay(1));
    const weekday = ["su", "m", "t", "w", "th", "f", "s"][tomorrow.getUTCDay()];
    const repeat = { su: true, m: true, t: true, w: true, th: true, f: true, s: true, [weekday]: false };
    const notTomorrow = await createTask(account, {
      type: "daily",
      text: "Not tomorrow",
      frequency: "weekly",
      repeat,
      reminders: [{ time: "2026-01-01T09:00:00.000Z" }],
    });
    const report = await deliverReminders(env, { kind: "reminders", taskIds: [notTomorrow._id], minute: utcDay(1, 9) });
    expect(report.sent).toBe(0);
    const next = await env.DB.prepare("SELECT next_at FROM reminder_schedule WHERE task_id = ?")
      .bind(notTomorrow._id)
      .first<number>("next_at");
    expect(next).toBe(utcDay(2, 9));

    // Done today: today's later reminder stays silent, tomorrow's rings.
    const doneToday = await createTask(account, {
      type: "daily",
      text: "Done already",
      reminders: [{ time: "2026-01-01T23:59:00.000Z" }],
    });
    expect((await api("POST", `/tasks/${doneToday._id}/score/up`, { auth: account })).status).toBe(200);
    const silent = await deliverReminders(env, {
      kind: "reminders",
      taskIds: [doneToday._id],
      minute: utcDay(0, 23) + 59 * MINUTE,
    });
    expect(silent.sent).toBe(0);
    expect(await received(sub)).toEqual([]);
  });

  it("a to-do rings on its date or every day until done, as the to-do itself says over the player's setting", async () => {
    const account = await register();
    const sub = await subscription();
    await addDevice(account, sub);
    const todo = await createTask(account, {
      type: "todo",
      text: "Renew the passport",
      date: new Date(utcDay(5)).toISOString(),
      reminders: [{ time: "2026-01-01T08:00:00.000Z" }],
      reminderMode: "everyDay",
    });
    // Every day until done, though the player's own setting is "on its date".
    expect((await deliverReminders(env, { kind: "reminders", taskIds: [todo._id], minute: utcDay(1, 8) })).sent).toBe(
      1,
    );
    expect((await deliverReminders(env, { kind: "reminders", taskIds: [todo._id], minute: utcDay(2, 8) })).sent).toBe(
      1,
    );
    // Back to the player's setting (null): only on its date.
    expect(
      (await api("PUT", `/tasks/${todo._id}`, { auth: account, body: { reminderMode: null } })).body.data.reminderMode,
    ).toBeUndefined();
    expect((await deliverReminders(env, { kind: "reminders", taskIds: [todo._id], minute: utcDay(3, 8) })).sent).toBe(
      0,
    );
    expect((await deliverReminders(env, { kind: "reminders", taskIds: [todo._id], minute: utcDay(5, 8) })).sent).toBe(
      1,
    );
    // A mode that is not one is refused and changes nothing.
    const bad = await api("PUT", `/tasks/${todo._id}`, { auth: account, body: { reminderMode: "hourly" } });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    // On its date only, though the player chose every day.
    await api("PUT", "/user", { auth: account, body: { "preferences.reminders.todos": "everyDay" } });
    await api("PUT", `/tasks/${todo._id}`, { auth: account, body: { reminderMode: "dueDate" } });
    expect((await deliverReminders(env, { kind: "reminders", taskIds: [todo._id], minute: utcDay(6, 8) })).sent).toBe(
      0,
    );
    expect((await received(sub)).length).toBe(3);
  });

  it("the master switch and quiet hours keep reminders silent; a subscription the service calls gone is removed", async () => {
    const account = await register();
    const sub = await subscription();
    await addDevice(account, sub);
    const todo = await createTask(account, {
      type: "todo",
      text: "Call the plumber",
      reminders: [{ time: "2026-01-01T10:00:00.000Z" }],
    });
    const minute = utcDay(1, 10);
    expect(
      (
        await api("PUT", "/user", {
          auth: account,
          body: { "preferences.reminders.todos": "everyDay", "preferences.pushNotifications.unsubscribeFromAll": true },
        })
      ).status,
    ).toBe(200);
    expect((await deliverReminders(env, { kind: "reminders", taskIds: [todo._id], minute })).sent).toBe(0);

    // Switched on again, but 10:00 falls in quiet hours from 22:00 to 11:00.
    await api("PUT", "/user", {
      auth: account,
      body: {
        "preferences.pushNotifications.unsubscribeFromAll": false,
        "preferences.reminders.quietFrom": 22 * 60,
        "preferences.reminders.quietUntil": 11 * 60,
      },
    });
    expect((await deliverReminders(env, { kind: "reminders", taskIds: [todo._id], minute: utcDay(2, 10) })).sent).toBe(
      0,
    );
    expect(await received(sub)).toEqual([]);

    await api("PUT", "/user", { auth: account, body: { "preferences.reminders.quietFrom": null } });
    const gone = await subscription("gone-");
    await addDevice(account, gone, "old-phone");
    const run = await deliverReminders(env, { kind: "reminders", taskIds: [todo._id], minute: utcDay(3, 10) });
    expect(run).toMatchObject({ sent: 1, gone: 1 });
    expect((await received(sub)).length).toBe(1);
    const devices = (await api("GET", "/user/push-devices", { auth: account })).body.data.pushDevices;
    expect(devices.map((device: { regId: string }) => device.regId)).not.toContain("old-phone");
  });
});
