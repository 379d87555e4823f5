/**
 * The single-player loop in a real browser: register, add one task of each type, score them,
 * read the notifications and the header, edit a daily's schedule, reorder, reload.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  test,
  expect,
  newIdentity,
  registerByApi,
  signInWithStorage,
  SETTINGS_KEY,
  ARTIFACTS,
  type Account,
} from "./fixtures";
import path from "node:path";

interface ApiUser {
  _id: string;
  stats: { hp: number; exp: number; gp: number; mp: number; lvl: number };
  tasksOrder: { habits: string[]; dailys: string[]; todos: string[]; rewards: string[] };
}

async function credentials(page: Page): Promise<Record<string, string>> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY);
  const auth = JSON.parse(raw ?? "{}").auth;
  return { "x-api-user": auth.apiId, "x-api-key": auth.apiToken };
}

async function apiGet<T>(request: APIRequestContext, headers: Record<string, string>, url: string): Promise<T> {
  const response = await request.get(`/api/v4${url}`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

function shot(page: Page, name: string) {
  return page.screenshot({ path: path.join(ARTIFACTS, `tasks-screen--${name}.png`), fullPage: true });
}

const column = (page: Page, type: string) => page.locator(`.column-${type}`);
const rowTexts = (page: Page, type: string) => column(page, type).locator(".task-list .task-text").allInnerTexts();

/** The header shows what the server holds once every score has been answered. */
async function expectHeaderMatchesServer(page: Page, request: APIRequestContext, headers: Record<string, string>) {
  await expect(async () => {
    const user = await apiGet<ApiUser>(request, headers, "/user");
    await expect(page.getByTestId("hero-gold")).toContainText(Math.floor(user.stats.gp).toLocaleString("en"), {
      timeout: 500,
    });
    const exp = await page.getByRole("meter", { name: "Experience" }).getAttribute("aria-valuetext");
    expect(exp?.split(" of ")[0]).toBe(String(Math.round(user.stats.exp * 10) / 10));
    const hp = await page.getByRole("meter", { name: "Health" }).getAttribute("aria-valuetext");
    expect(hp?.split(" of ")[0]).toBe(String(Math.round(user.stats.hp * 10) / 10));
  }).toPass({ timeout: 10_000 });
}

test.describe("tasks screen", () => {
  test("the whole loop: add, score, edit a schedule, reorder, reload", async ({ page, request }) => {
    test.setTimeout(120_000);
    // Tall enough that dragging never has to scroll the page mid-drag.
    await page.setViewportSize({ width: 1400, height: 1600 });
    const hero = newIdentity("loop");
    await page.goto("/register");
    await page.getByLabel("Username").fill(hero.username);
    await page.getByLabel("Email").fill(hero.email);
    await page.getByLabel("Password", { exact: true }).fill(hero.password);
    await page.getByLabel("Confirm password").fill(hero.password);
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("button", { name: "Skip to my tasks" }).click();
    await expect(page).toHaveURL("/");
    await expect(column(page, "habit").locator(".task").first()).toBeVisible();
    const headers = await credentials(page);

    // One task of each type through the quick-add fields.
    const added = {
      habit: "Practise the guitar",
      daily: "Water the plants",
      todo: "Return the library books",
      reward: "Play a board game",
    };
    for (const [type, label] of [
      ["habit", "Add a habit"],
      ["daily", "Add a daily"],
      ["todo", "Add a to-do"],
      ["reward", "Add a reward"],
    ] as const) {
      const field = page.getByRole("textbox", { name: label, exact: true });
      await field.fill(added[type]);
      await field.press("Enter");
      // New tasks go to the top of their column.
      await expect(column(page, type).locator(".task-list .task").first()).toContainText(added[type]);
    }
    await shot(page, "1-added");

    // Score the habit up: experience, gold and mana notifications at once.
    const habitScore = page.waitForResponse((response) => /\/score\/up$/.test(response.url()));
    await page.getByRole("button", { name: `Score up: ${added.habit}` }).click();
    await expect(page.locator(".toast-xp").first()).toContainText("experience");
    await expect(page.locator(".toast-gp").first()).toContainText("gold");
    await expect(page.locator(".toast-mp").first()).toContainText("mana");
    await shot(page, "2-habit-scored");
    expect((await habitScore).ok()).toBe(true);

    // Check off the daily and the to-do.
    const daily = page.getByRole("checkbox", { name: `Check off: ${added.daily}` });
    await daily.click();
    await expect(page.getByRole("checkbox", { name: `Uncheck: ${added.daily}` })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.getByRole("checkbox", { name: `Check off: ${added.todo}` }).click();
    // A finished to-do leaves the active list.
    await expect(column(page, "todo").getByText(added.todo)).toHaveCount(0);
    await expectHeaderMatchesServer(page, request, headers);

    // The reward costs 10 gold, more than three scores earn: the server's refusal shows as an error.
    const before = await apiGet<ApiUser>(request, headers, "/user");
    expect(before.stats.gp).toBeLessThan(10);
    await page.getByRole("button", { name: `Buy ${added.reward} for 10 gold` }).click();
    const refusal = page.locator(".toast-error");
    await expect(refusal).toContainText("You do not have enough gold.");
    await shot(page, "3-not-enough-gold");
    await refusal.first().click();
    await expect(refusal).toHaveCount(0);

    // Make it affordable in the edit dialog, then buy it.
    await page.getByRole("button", { name: `Edit ${added.reward}` }).click();
    const rewardDialog = page.getByRole("dialog", { name: "Edit reward" });
    await rewardDialog.getByLabel("Price in gold").fill("1");
    await rewardDialog.getByRole("button", { name: "Save" }).click();
    await expect(rewardDialog).toHaveCount(0);
    await page.getByRole("button", { name: `Buy ${added.reward} for 1 gold` }).click();
    await expect(page.locator(".toast-gp.is-negative").first()).toContainText("−1 gold");
    await expectHeaderMatchesServer(page, request, headers);
    const afterReward = await apiGet<ApiUser>(request, headers, "/user");
    expect(afterReward.stats.gp).toBeCloseTo(before.stats.gp - 1, 5);

    // Edit the daily's schedule: every 2 weeks on weekdays only, with the preview of the next 6 due dates.
    await page.getByRole("button", { name: `Edit ${added.daily}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit daily" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Repeats").selectOption("weekly");
    await dialog.getByLabel(/Repeat every/).fill("2");
    await dialog.getByRole("checkbox", { name: "Saturday" }).uncheck();
    await dialog.getByRole("checkbox", { name: "Sunday" }).uncheck();
    await dialog.getByLabel("New checklist item").fill("Fern by the window");
    await dialog.getByRole("button", { name: "Add item" }).click();
    const preview = dialog.getByRole("list", { name: "Next due dates" }).getByRole("listitem");
    await expect(preview).toHaveCount(6);
    for (const text of await preview.allInnerTexts()) expect(text).not.toMatch(/^(Sat|Sun)/);
    await shot(page, "4-daily-schedule");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(column(page, "daily").getByText("Fern by the window")).toBeVisible();

    const tasks = await apiGet<
      {
        _id: string;
        text: string;
        everyX?: number;
        frequency?: string;
        repeat?: Record<string, boolean>;
        checklist?: { text: string }[];
      }[]
    >(request, headers, "/tasks/user");
    const savedDaily = tasks.find((task) => task.text === added.daily)!;
    expect(savedDaily.frequency).toBe("weekly");
    expect(savedDaily.everyX).toBe(2);
    expect(savedDaily.repeat).toMatchObject({ su: false, m: true, t: true, w: true, th: true, f: true, s: false });
    expect(savedDaily.checklist?.map((item) => item.text)).toEqual(["Fern by the window"]);

    // Reorder habits: drag the new habit below the last one, then move one up with the keyboard.
    const habitsBefore = await rowTexts(page, "habit");
    expect(habitsBefore[0]).toBe(added.habit);
    const last = habitsBefore[habitsBefore.length - 1];
    await column(page, "habit")
      .locator(".task", { hasText: added.habit })
      .dragTo(column(page, "habit").locator(".task", { hasText: last }));
    await expect.poll(() => rowTexts(page, "habit")).toEqual([...habitsBefore.slice(1), added.habit]);
    const second = habitsBefore[2];
    await page.getByRole("button", { name: `Reorder ${second}` }).focus();
    await page.keyboard.press("ArrowUp");
    const expected = [habitsBefore[2], habitsBefore[1], ...habitsBefore.slice(3), added.habit];
    await expect.poll(() => rowTexts(page, "habit")).toEqual(expected);
    await expect(page.getByRole("button", { name: `Reorder ${second}` })).toBeFocused();
    await expect
      .poll(async () => {
        const user = await apiGet<ApiUser>(request, headers, "/user");
        const byId = new Map(tasks.map((task) => [task._id, task.text]));
        return user.tasksOrder.habits.map((id) => byId.get(id)).filter(Boolean);
      })
      .toEqual(expected);
    await shot(page, "5-reordered");

    // Everything is still there after a reload.
    await page.reload();
    await expect.poll(() => rowTexts(page, "habit")).toEqual(expected);
    await expect(page.getByRole("checkbox", { name: `Uncheck: ${added.daily}` })).toBeVisible();
    await column(page, "todo").getByRole("button", { name: "Done" }).click();
    await expect(column(page, "todo").getByText(added.todo)).toBeVisible();
    await page.getByRole("button", { name: `Edit ${added.daily}` }).click();
    await expect(dialog.getByLabel(/Repeat every/)).toHaveValue("2");
    await expect(dialog.getByRole("checkbox", { name: "Sunday" })).not.toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Monday" })).toBeChecked();
    await dialog.getByRole("button", { name: "close dialog" }).click();
    await expectHeaderMatchesServer(page, request, headers);
    await shot(page, "6-after-reload");
  });

  test("search and tag filter", async ({ page, request }) => {
    const account = await registerByApi(request, "filter");
    const headers = { "x-api-user": account.id, "x-api-key": account.apiToken };
    const tag = await request.post("/api/v4/tags", { headers, data: { name: "Garden" } });
    const tagId = ((await tag.json()) as { data: { id: string } }).data.id;
    await request.post("/api/v4/tasks/user", {
      headers,
      data: [
        { type: "todo", text: "Plant the tulips", tags: [tagId] },
        { type: "todo", text: "Call the bank", notes: "About the tulip loan" },
      ],
    });
    await signInWithStorage(page, account);
    await page.goto("/");
    await expect(column(page, "todo").getByText("Plant the tulips")).toBeVisible();
    await page.getByRole("button", { name: "Garden", exact: true }).click();
    await expect(column(page, "todo").getByText("Call the bank")).toHaveCount(0);
    await expect(column(page, "todo").getByText("Plant the tulips")).toBeVisible();
    await page.getByRole("button", { name: "Clear tags" }).click();
    await page.getByLabel("Search tasks").fill("tulip");
    await expect(column(page, "todo").locator(".task")).toHaveCount(2);
    await page.getByLabel("Search tasks").fill("bank");
    await expect(column(page, "todo").locator(".task")).toHaveCount(1);
  });

  test("level up, class choice and fainting dialogs", async ({ page, request }) => {
    const account: Account = await registerByApi(request, "dialogs");
    const headers = { "x-api-user": account.id, "x-api-key": account.apiToken };
    const debug = (data: Record<string, unknown>) => request.post("/api/v4/debug/update-user", { headers, data });
    expect((await debug({ "stats.exp": 24 })).ok()).toBe(true);
    await signInWithStorage(page, account);
    await page.goto("/");
    await page
      .getByRole("button", { name: /^Score up: / })
      .first()
      .click();
    const levelUp = page.getByRole("dialog", { name: "Level 2!" });
    await expect(levelUp).toBeVisible();
    await expect(page.locator(".toast-lvl")).toContainText("level 2");
    await expect(page.getByTestId("hero-level")).toHaveText("Level 2");
    await shot(page, "7-level-up");
    await levelUp.getByRole("button", { name: "Onward!" }).click();
    await expect(levelUp).toHaveCount(0);

    // Level 10 without a class: the choice opens. Until the server has the route, its answer shows as an error.
    expect((await debug({ "stats.lvl": 10 })).ok()).toBe(true);
    await page.reload();
    const choice = page.getByRole("dialog", { name: "Choose your class" });
    await expect(choice).toBeVisible();
    await shot(page, "8-class-choice");
    await choice.getByRole("button", { name: /^Warrior/ }).click();
    await choice.getByRole("button", { name: "Choose Warrior" }).click();
    await expect(page.locator(".toast-error").or(page.getByText("Level 10 Warrior"))).toBeVisible();
    if (await choice.isVisible()) await choice.getByRole("button", { name: "Decide later" }).click();
    await expect(choice).toHaveCount(0);

    // Out of health: the fainting dialog cannot be dismissed, only answered.
    expect((await debug({ "stats.hp": 0 })).ok()).toBe(true);
    await page.reload();
    const death = page.getByRole("dialog", { name: "You ran out of health" });
    await expect(death).toBeVisible();
    await expect(death.getByRole("button", { name: "close dialog" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(death).toBeVisible();
    await shot(page, "9-fainted");
    await death.getByRole("button", { name: "Refill health and carry on" }).click();
    await expect(
      page
        .locator(".toast-error")
        .or(page.getByRole("meter", { name: "Health" }).and(page.locator('[aria-valuetext="50 of 50"]'))),
    ).toBeVisible();
  });

  test("tasks?openGemsModal=true opens the gems dialog", async ({ page, request }) => {
    const account = await registerByApi(request, "gems");
    await request.post("/api/v4/debug/add-ten-gems", {
      headers: { "x-api-user": account.id, "x-api-key": account.apiToken },
      data: {},
    });
    await signInWithStorage(page, account);
    await page.goto("/?openGemsModal=true");
    const dialog = page.getByRole("dialog", { name: "Get gems" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("hero-gems")).toContainText("10");
    await shot(page, "10-gems");
    await dialog.getByRole("button", { name: "close dialog" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("keyboard reachable and labelled: axe finds nothing serious, with notifications and the editor open", async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, "axe");
    const headers = { "x-api-user": account.id, "x-api-key": account.apiToken };
    await request.post("/api/v4/tasks/user", {
      headers,
      data: [
        { type: "daily", text: "Stretch", checklist: [{ text: "Neck" }, { text: "Back" }] },
        { type: "todo", text: "Book the dentist", date: "2030-01-15" },
      ],
    });
    await signInWithStorage(page, account);
    await page.goto("/");
    await expect(column(page, "daily").getByText("Stretch")).toBeVisible();

    // Scoring from the keyboard alone.
    const scoreUp = page.getByRole("button", { name: /^Score up: / }).first();
    await scoreUp.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".toast-xp").first()).toBeVisible();

    const serious = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      return results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
    };
    expect(await serious()).toEqual([]);

    await page.getByRole("button", { name: "Edit Stretch" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit daily" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Title")).toBeFocused();
    expect(await serious()).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("a refused save shows the server's reason, clickable above the open dialog", async ({ page, request }) => {
    const account = await registerByApi(request, "refused");
    await request.post("/api/v4/tasks/user", {
      headers: { "x-api-user": account.id, "x-api-key": account.apiToken },
      data: { type: "todo", text: "Write the memoir" },
    });
    await signInWithStorage(page, account);
    await page.goto("/");
    await page.getByRole("button", { name: "Edit Write the memoir" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit to-do" });
    await dialog.getByLabel("Notes").fill("x".repeat(10_001));
    await dialog.getByRole("button", { name: "Save" }).click();
    const error = dialog.locator(".toast-error");
    await expect(error).toContainText("must be at most 10000 characters");
    await expect(error).toContainText("Habitforge");
    await shot(page, "11-refused-save");
    await error.getByRole("button").click();
    await expect(error).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});
