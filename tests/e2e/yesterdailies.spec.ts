/**
 * The first load after a day rollover the player did not see: the dailies left unchecked
 * yesterday are offered, ticking one takes its damage back, and the dialog does not return.
 * The header shows the damage only once the dialog is answered.
 */
import AxeBuilder from "@axe-core/playwright";
import { test, expect, registerByApi, signInWithStorage } from "./fixtures";
import { callAs } from "./party-helpers";

test("recording yesterday's activity on the first load of the day", async ({ page, request }) => {
  const account = await registerByApi(request, "rya");
  const daily = await callAs<{ _id: string }>(request, account, "post", "/tasks/user", {
    type: "daily",
    text: "Water the ferns",
    startDate: "2020-01-01",
  });
  // The last rollover was yesterday: the next load rolls the day over and the daily was missed.
  await callAs(request, account, "post", "/debug/set-cron", {
    lastCron: new Date(Date.now() - 86_400_000).toISOString(),
  });

  await signInWithStorage(page, account);
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Did you do these yesterday?" });
  await expect(dialog).toBeVisible();
  // The damage waits for the answer: the bar is still full while the dialog asks.
  const health = page.getByRole("meter", { name: "Health" });
  await expect(health).toHaveAttribute("aria-valuetext", /^50 of 50/);
  await expect(dialog).toContainText("2 health is at stake");

  const violations = (await new AxeBuilder({ page }).include(".yesterdailies-dialog").analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(violations.map((v) => v.id)).toEqual([]);

  await dialog.getByRole("checkbox", { name: "Water the ferns" }).check();
  await dialog.getByRole("button", { name: "Record 1 and start my day" }).click();
  await expect(dialog).toBeHidden();
  await expect(health).toHaveAttribute("aria-valuetext", /^50 of 50/);
  expect((await callAs<{ stats: { hp: number } }>(request, account, "get", "/user")).stats.hp).toBe(50);
  const recorded = await callAs<{ streak: number; completed: boolean }>(request, account, "get", `/tasks/${daily._id}`);
  expect(recorded).toMatchObject({ streak: 1, completed: false });

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: /^Dailies/ })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("skipping the check-in lets the damage show only then", async ({ page, request }) => {
  const account = await registerByApi(request, "ryb");
  await callAs(request, account, "post", "/tasks/user", { type: "daily", text: "Stretch", startDate: "2020-01-01" });
  await callAs(request, account, "post", "/debug/set-cron", {
    lastCron: new Date(Date.now() - 86_400_000).toISOString(),
  });
  await signInWithStorage(page, account);
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Did you do these yesterday?" });
  await expect(dialog).toBeVisible();
  const health = page.getByRole("meter", { name: "Health" });
  await expect(health).toHaveAttribute("aria-valuetext", /^50 of 50/);
  const stake = Number(/(\d+(?:\.\d+)?) health is at stake/.exec((await dialog.textContent()) ?? "")?.[1]);
  expect(stake).toBeGreaterThan(0);
  await dialog.getByRole("button", { name: "Start my day" }).click();
  await expect(dialog).toBeHidden();
  // Answered: now the bar shows what the rollover took.
  await expect(health).toHaveAttribute("aria-valuetext", new RegExp(`^${50 - stake} of 50`));
  expect((await callAs<{ stats: { hp: number } }>(request, account, "get", "/user")).stats.hp).toBe(50 - stake);
});
