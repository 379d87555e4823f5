/**
 * Reminders on screen: the task editor keeps several times of day for a daily, the notification
 * settings keep quiet hours and how to-dos ring, and the built client's service worker shows a
 * pushed reminder as a notification with the task's title and its Done and Open actions.
 */
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { callAs } from "./party-helpers";

test.describe("reminders", () => {
  test("the editor keeps several reminder times; the settings keep quiet hours and the to-do rule", async ({
    page,
    request,
  }) => {
    const player = await registerByApi(request, "remind");
    const daily = await callAs<{ _id: string }>(request, player, "post", "/tasks/user", {
      type: "daily",
      text: "Water the tomatoes",
    });
    await signInWithStorage(page, player);
    await page.goto("/");
    await page.getByRole("button", { name: "Edit Water the tomatoes" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit daily" });
    await dialog.getByRole("button", { name: "Add a reminder" }).click();
    await dialog.getByLabel("Time of reminder 1").fill("07:30");
    await dialog.getByRole("button", { name: "Add a reminder" }).click();
    await dialog.getByLabel("Time of reminder 2").fill("21:15");
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/tasks/${daily._id}`) && response.request().method() === "PUT",
    );
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await saved).ok()).toBe(true);

    const kept = await callAs<{ reminders: { id: string; time: string }[] }>(
      request,
      player,
      "get",
      `/tasks/${daily._id}`,
    );
    expect(kept.reminders.map((reminder) => reminder.time)).toEqual([
      expect.stringMatching(/T07:30:00[+-]\d\d:\d\d$/),
      expect.stringMatching(/T21:15:00[+-]\d\d:\d\d$/),
    ]);

    // Opened again: the same times; the first one removed, the second stays with its id.
    await page.getByRole("button", { name: "Edit Water the tomatoes" }).click();
    await expect(dialog.getByLabel("Time of reminder 1")).toHaveValue("07:30");
    await expect(dialog.getByLabel("Time of reminder 2")).toHaveValue("21:15");
    await dialog.getByRole("button", { name: "Remove reminder 1" }).click();
    const savedAgain = page.waitForResponse(
      (response) => response.url().endsWith(`/tasks/${daily._id}`) && response.request().method() === "PUT",
    );
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await savedAgain).ok()).toBe(true);
    const after = await callAs<{ reminders: { id: string; time: string }[] }>(
      request,
      player,
      "get",
      `/tasks/${daily._id}`,
    );
    expect(after.reminders).toEqual([kept.reminders[1]]);

    // A to-do chooses for itself when its reminders ring, over the player's setting.
    const todo = await callAs<{ _id: string }>(request, player, "post", "/tasks/user", {
      type: "todo",
      text: "Renew the passport",
      reminders: [{ time: "2026-01-01T08:00:00.000Z" }],
    });
    await page.reload();
    await page.getByRole("button", { name: "Edit Renew the passport" }).click();
    const todoDialog = page.getByRole("dialog", { name: "Edit to-do" });
    const mode = todoDialog.getByLabel("This to-do's reminders ring");
    await expect(mode).toHaveValue("");
    await mode.selectOption("everyDay");
    const savedTodo = page.waitForResponse(
      (response) => response.url().endsWith(`/tasks/${todo._id}`) && response.request().method() === "PUT",
    );
    await todoDialog.getByRole("button", { name: "Save" }).click();
    expect((await savedTodo).ok()).toBe(true);
    expect((await callAs<{ reminderMode?: string }>(request, player, "get", `/tasks/${todo._id}`)).reminderMode).toBe(
      "everyDay",
    );
    await page.getByRole("button", { name: "Edit Renew the passport" }).click();
    await expect(todoDialog.getByLabel("This to-do's reminders ring")).toHaveValue("everyDay");
    await todoDialog.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/user/settings/notifications");
    const block = page.getByRole("region", { name: "Reminders" });
    await expect(block.getByRole("checkbox", { name: "Ring my tasks' reminders" })).toBeChecked();
    await block.getByLabel("Quiet from").fill("22:00");
    await expect
      .poll(async () => (await callAs(request, player, "get", "/user")).preferences.reminders?.quietFrom)
      .toBe(22 * 60);
    await block.getByLabel("Quiet until").fill("06:45");
    await block.getByLabel("A to-do's reminders ring").selectOption("everyDay");
    await expect
      .poll(async () => (await callAs(request, player, "get", "/user")).preferences.reminders)
      .toEqual({ quietFrom: 22 * 60, quietUntil: 6 * 60 + 45, todos: "everyDay" });
    await block.getByRole("checkbox", { name: "Ring my tasks' reminders" }).uncheck();
    await expect
      .poll(async () => (await callAs(request, player, "get", "/user")).preferences.pushNotifications.taskReminders)
      .toBe(false);
  });

  test("each reminder choice shows at once, even while a read of the player is on its way", async ({
    page,
    request,
  }) => {
    const player = await registerByApi(request, "remhold");
    await signInWithStorage(page, player);
    await page.goto("/user/settings/notifications");
    const block = page.getByRole("region", { name: "Reminders" });
    const ring = block.getByRole("checkbox", { name: "Ring my tasks' reminders" });
    await expect(ring).toBeChecked();

    // The next save is refused once, so the client reads the player again; that read is held
    // until the test lets it through, and every choice below is made while it waits.
    let refuseNext = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/v4/user", async (route) => {
      const method = route.request().method();
      if (method === "PUT" && refuseNext) {
        refuseNext = false;
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ success: false, error: "ServiceUnavailable", message: "Try again." }),
        });
        return;
      }
      if (method === "GET") await gate;
      await route.continue().catch(() => {});
    });
    const reread = page.waitForRequest((sent) => sent.method() === "GET" && sent.url().endsWith("/api/v4/user"));
    await block.getByLabel("A to-do's reminders ring").selectOption("everyDay");
    await reread;

    // uncheck(), fill() and selectOption() each fail unless the page shows the choice itself.
    await ring.uncheck();
    await expect(ring).not.toBeChecked();
    await block.getByLabel("Quiet from").fill("22:00");
    await expect(block.getByLabel("Quiet from")).toHaveValue("22:00");
    await block.getByLabel("A to-do's reminders ring").selectOption("everyDay");
    await expect(block.getByLabel("A to-do's reminders ring")).toHaveValue("everyDay");
    release();

    await expect
      .poll(async () => {
        const user = await callAs(request, player, "get", "/user");
        return [user.preferences.pushNotifications.taskReminders, user.preferences.reminders];
      })
      .toEqual([false, { quietFrom: 22 * 60, todos: "everyDay" }]);
    await expect(ring).not.toBeChecked();
    await expect(block.getByLabel("Quiet from")).toHaveValue("22:00");
    await expect(block.getByLabel("A to-do's reminders ring")).toHaveValue("everyDay");
  });

  test.describe("with the service worker", () => {
    test.use({ serviceWorkers: "allow" });

    test("a pushed reminder is shown with the task's title and its Done and Open actions", async ({
      page,
      request,
    }) => {
      const player = await registerByApi(request, "remsw");
      await page.context().grantPermissions(["notifications"]);
      await signInWithStorage(page, player);
      await page.goto("/");
      await page.evaluate(() => navigator.serviceWorker.ready);

      const cdp = await page.context().newCDPSession(page);
      const registration = new Promise<string>((resolve) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
          const found = (registrations as { registrationId: string; isDeleted: boolean }[]).find(
            (entry) => !entry.isDeleted,
          );
          if (found) resolve(found.registrationId);
        });
      });
      await cdp.send("ServiceWorker.enable");
      const origin = new URL(page.url()).origin;
      const payload = {
        type: "reminder",
        taskId: "3f1c2b7e-0000-4000-8000-000000000001",
        title: "Water the tomatoes",
        body: "Time for this daily.",
        at: Date.now(),
        actions: [
          { action: "done", title: "Done" },
          { action: "open", title: "Open" },
        ],
        token: "a-token",
      };
      const registrationId = await registration;
      const shown = () =>
        page.evaluate(async () => {
          const notifications = await (await navigator.serviceWorker.ready).getNotifications();
          return notifications.map((notification) => ({
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
            actions: (notification as unknown as { actions: { action: string; title: string }[] }).actions.map(
              (action) => ({ action: action.action, title: action.title }),
            ),
            data: notification.data,
          }));
        });
      // A push handed over while the worker is still starting can go unheard (a loaded CI machine
      // once showed nothing for ten seconds): it is sent again until the notification shows. The
      // same tag replaces the notification, so there is still exactly one.
      await expect(async () => {
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin,
          registrationId,
          data: JSON.stringify(payload),
        });
        await expect.poll(shown, { timeout: 4_000 }).toEqual([
          {
            title: "Water the tomatoes",
            body: "Time for this daily.",
            tag: `reminder-${payload.taskId}`,
            actions: payload.actions,
            data: { taskId: payload.taskId, token: "a-token" },
          },
        ]);
      }).toPass({ timeout: 20_000 });
    });
  });
});
