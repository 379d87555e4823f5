/**
 * The history charts, on a desktop and on a phone (390 px): a habit's and a daily's history in
 * their editor, the player's history on the stats page, and the boss fight's damage per fighter
 * on the party page. Each chart's numbers are in a table (for screen readers, and shown with the
 * "Show as table" toggle), dates and numbers follow the player's language, and axe finds nothing
 * serious. Screenshots of every chart are kept in tests/e2e/artifacts/history-charts--*.png.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test, type Account } from "./fixtures";
import { authHeaders, expectAccessible, giveItems, updateUser } from "./inventory-helpers";
import { callAs, partyByApi, rollOver } from "./party-helpers";

/** A chart section's first appearance loads the chart library; a busy machine may take a while. */
const FIRST_DRAW = 30_000;

const DAY = 86_400_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const BOSS_QUEST = "lostMasterclasser4";

// Game days on UTC, starting at midnight: the test's dates are the charts' dates.
test.use({ timezoneId: "UTC" });

/** 10:00 UTC on the day `daysAgo` days before today. */
function morning(daysAgo: number, hour = 10): number {
  const today = Math.floor(Date.now() / DAY) * DAY;
  return today - daysAgo * DAY + hour * 3_600_000;
}

function longDate(daysAgo: number, locale = "en"): string {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    morning(daysAgo),
  );
}

/** A screenshot of one part of the page, whole: the window is made tall enough for it first. */
async function shot(page: Page, target: Locator, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const viewport = page.viewportSize();
  if (viewport) await page.setViewportSize({ width: viewport.width, height: 3000 });
  await target.screenshot({ path: path.join(ARTIFACTS, `history-charts--${name}.png`) });
  if (viewport) await page.setViewportSize(viewport);
}

/** A player with 45 days of a habit, a daily, experience and gold behind them. */
async function playerWithHistory(
  request: APIRequestContext,
): Promise<{ account: Account; habit: string; daily: string }> {
  const account = await registerByApi(request, "hist");
  const [habit, daily, todo] = await callAs<{ _id: string; text: string }[]>(request, account, "post", "/tasks/user", [
    { type: "habit", text: "Walk the dog at dusk", up: true, down: true },
    {
      type: "daily",
      text: "Morning stretch",
      frequency: "daily",
      everyX: 1,
      startDate: new Date(morning(60)).toISOString(),
    },
    { type: "todo", text: "Post the parcel" },
  ]);
  const habitHistory = [];
  const dailyHistory = [];
  for (let daysAgo = 44; daysAgo >= 1; daysAgo--) {
    const up = (daysAgo * 7) % 5;
    const down = daysAgo % 6 === 0 ? 2 : daysAgo % 4 === 0 ? 1 : 0;
    habitHistory.push({ date: morning(daysAgo), value: Math.sin(daysAgo / 6) * 8, scoredUp: up, scoredDown: down });
    // Done every day but a miss 9 days ago and a day not due 5 days ago; the rollover writes the
    // entry of a day left open at the start of the next one.
    if (daysAgo === 9) dailyHistory.push({ date: morning(daysAgo - 1, 0.2), value: -1, isDue: true, completed: false });
    else if (daysAgo === 5)
      dailyHistory.push({ date: morning(daysAgo - 1, 0.2), value: 2, isDue: false, completed: false });
    else dailyHistory.push({ date: morning(daysAgo, 7), value: 10 - daysAgo / 5, isDue: true, completed: true });
  }
  for (const [id, history] of [
    [habit._id, habitHistory],
    [daily._id, dailyHistory],
  ] as const) {
    const response = await request.put(`/api/v4/debug/task-history/${id}`, {
      headers: authHeaders(account),
      data: { history },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  // Experience and gold as the rollovers kept them: written at each day's start for the day before.
  const exp = [];
  const gold = [];
  for (let daysAgo = 44; daysAgo >= 1; daysAgo--) {
    exp.push({ date: morning(daysAgo - 1, 0.2), value: (45 - daysAgo) * 14 });
    gold.push({ date: morning(daysAgo - 1, 0.2), value: 900 + daysAgo * 4 + ((daysAgo * 37) % 90) });
  }
  // The to-do done today, before the stats are set: its experience and gold would change them.
  await callAs(request, account, "post", `/tasks/${todo._id}/score/up`);
  await updateUser(request, account, {
    "history.exp": exp,
    "history.gold": gold,
    // 650 experience in all: level 7 (reached at 610) with 40 to spare.
    "stats.lvl": 7,
    "stats.exp": 40,
    "stats.gp": 1234.5,
    "preferences.timezoneOffset": 0,
    "preferences.dayStart": 0,
  });
  return { account, habit: habit.text, daily: daily.text };
}

async function openEditor(page: Page, title: string, kind: "habit" | "daily"): Promise<Locator> {
  // On a phone the board shows one list at a time, behind its tab.
  const tab = page.getByRole("tab", { name: kind === "habit" ? /Habits/ : /Dailies/ });
  if (await tab.isVisible()) await tab.click();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: kind === "habit" ? "Edit habit" : "Edit daily" });
  await expect(dialog.getByTestId("task-history")).toBeVisible({ timeout: FIRST_DRAW });
  return dialog;
}

async function expectDrawn(chart: Locator): Promise<void> {
  const canvas = chart.locator("canvas");
  await expect(canvas).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(100);
}

/** The page itself never scrolls sideways (a calendar may, inside its own box). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [device, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test.describe(`history charts on a ${device}`, () => {
    test.use({ viewport });

    test("a habit's and a daily's history in their editors", async ({ page, request }) => {
      const { account, habit, daily } = await playerWithHistory(request);
      await signInWithStorage(page, account);
      await page.goto("/");

      let dialog = await openEditor(page, habit, "habit");
      const history = dialog.getByTestId("task-history");
      await expectDrawn(history.getByTestId("task-value-chart"));
      await expectDrawn(history.getByTestId("habit-clicks-chart"));
      const calendar = history.getByTestId("task-calendar");
      // Ups on every day but those whose number of days ago is a multiple of 5: the run since the last such day.
      await expect(calendar.locator("figcaption")).toHaveText("Current streak: 4 days · Longest: 4 days");
      await expect(
        calendar.locator(`rect[data-day="${new Date(morning(3)).toISOString().slice(0, 10)}"]`),
      ).toHaveAttribute("data-count", String((3 * 7) % 5));
      // The numbers are there for screen readers all along, and on screen with the toggle.
      const clicks = history.getByTestId("habit-clicks-chart");
      await expect(clicks.getByRole("table", { includeHidden: true })).toBeAttached();
      const toggle = clicks.getByRole("button", { name: "Show as table" });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      const table = clicks.getByRole("table");
      await expect(table).toBeVisible();
      await expect(table.getByRole("row", { name: new RegExp(`^${longDate(6)}`) })).toContainText(
        `${longDate(6)}${(6 * 7) % 5}2`,
      );
      await expect(clicks.locator("canvas")).toHaveCount(0);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await toggle.click();
      await expectDrawn(clicks);
      await shot(page, history, `habit-${device}`);
      await dialog.getByRole("button", { name: "Cancel" }).click();

      dialog = await openEditor(page, daily, "daily");
      const dailyHistory = dialog.getByTestId("task-history");
      await expectDrawn(dailyHistory.getByTestId("task-value-chart"));
      const days = dailyHistory.getByTestId("task-calendar");
      await expect(days.locator(`rect[data-day="${new Date(morning(9)).toISOString().slice(0, 10)}"]`)).toHaveClass(
        /calendar-missed/,
      );
      await expect(days.locator(`rect[data-day="${new Date(morning(5)).toISOString().slice(0, 10)}"]`)).toHaveClass(
        /calendar-not-due/,
      );
      await days.getByRole("button", { name: "Show as table" }).click();
      await expect(days.getByRole("row", { name: new RegExp(`^${longDate(9)}`) })).toContainText("Missed");
      await expect(days.getByRole("row", { name: new RegExp(`^${longDate(5)}`) })).toContainText("Not due");
      await expectAccessible(page);
      await days.getByRole("button", { name: "Show as table" }).click();
      await shot(page, dailyHistory, `daily-${device}`);
    });

    test("the player's history on the stats page", async ({ page, request }) => {
      const { account } = await playerWithHistory(request);
      await signInWithStorage(page, account);
      await page.goto("/user/stats");
      const history = page.getByRole("dialog").getByTestId("stats-history");
      await expect(history.getByRole("heading", { name: "Your history" })).toBeVisible({ timeout: FIRST_DRAW });
      for (const chart of ["experience-chart", "gold-chart", "tasks-done-chart"])
        await expectDrawn(history.getByTestId(chart));
      const year = history.getByTestId("year-calendar");
      expect(await year.locator("rect").count()).toBeGreaterThan(52 * 7);
      // Today: the parcel posted. Yesterday: the habit's ups and the daily.
      await expect(year.locator(`rect[data-day="${new Date(morning(0)).toISOString().slice(0, 10)}"]`)).toHaveAttribute(
        "data-count",
        "1",
      );
      await expect(year.locator(`rect[data-day="${new Date(morning(1)).toISOString().slice(0, 10)}"]`)).toHaveAttribute(
        "data-count",
        String(((1 * 7) % 5) + 1),
      );
      await expect(year.locator("figcaption")).toContainText("Current streak:");

      const experience = history.getByTestId("experience-chart");
      await experience.getByRole("button", { name: "Show as table" }).click();
      const rows = experience.getByRole("table").getByRole("row");
      await expect(rows.nth(1)).toHaveText(`${longDate(0)}6507`);
      // Written by today's rollover: yesterday's 616, at level 7 too.
      await expect(rows.nth(2)).toHaveText(`${longDate(1)}6167`);
      const gold = history.getByTestId("gold-chart");
      await gold.getByRole("button", { name: "Show as table" }).click();
      await expect(gold.getByRole("table").getByRole("row").nth(1)).toHaveText(`${longDate(0)}1,234.5`);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await experience.getByRole("button", { name: "Show as table" }).click();
      await gold.getByRole("button", { name: "Show as table" }).click();
      await expectDrawn(gold);
      await shot(page, history, `stats-${device}`);
    });
  });
}

test.describe("history charts in the player's language", () => {
  test.use({ viewport: PHONE });

  test("dates, numbers and texts in German", async ({ page, request }) => {
    const { account } = await playerWithHistory(request);
    await updateUser(request, account, { "preferences.language": "de" });
    await signInWithStorage(page, account);
    await page.goto("/user/stats");
    const history = page.getByRole("dialog").getByTestId("stats-history");
    await expect(history.getByRole("heading", { name: "Dein Verlauf" })).toBeVisible({ timeout: FIRST_DRAW });
    const gold = history.getByTestId("gold-chart");
    await gold.getByRole("button", { name: "Als Tabelle zeigen" }).click();
    await expect(gold.getByRole("table").getByRole("row").nth(1)).toHaveText(`${longDate(0, "de")}1.234,5`);
    await expect(history.getByTestId("year-calendar").locator("figcaption")).toContainText("Aktuelle Serie:");
    await expectAccessible(page);
    await shot(page, history, "stats-phone-german");
  });
});

for (const [device, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test.describe(`boss damage on a ${device}`, () => {
    test.use({ viewport });

    test("the party page shows what each fighter dealt and has pending", async ({ page, request }) => {
      const owner = await registerByApi(request, "dmgo");
      const friend = await registerByApi(request, "dmgf");
      const groupId = await partyByApi(request, owner, friend, "Damage Dealers");
      await giveItems(request, owner, { quests: { [BOSS_QUEST]: 1 } });
      await callAs(request, owner, "post", `/groups/${groupId}/quests/invite/${BOSS_QUEST}`);
      await callAs(request, friend, "post", `/groups/${groupId}/quests/accept`);
      // The friend's 1000 land at their rollover; the owner's 1000 wait for theirs.
      await callAs(request, friend, "post", "/debug/quest-progress");
      await rollOver(request, friend);
      await callAs(request, owner, "post", "/debug/quest-progress");
      await expect
        .poll(async () => (await callAs(request, owner, "get", `/groups/${groupId}`)).quest.progress.damage)
        .toEqual({ [friend.id]: 1000 });

      await signInWithStorage(page, owner);
      await page.goto("/party");
      const damage = page.getByTestId("boss-damage");
      await expect(damage.getByRole("heading", { name: "Damage per fighter" })).toBeVisible({ timeout: FIRST_DRAW });
      await expectDrawn(damage);
      await damage.getByRole("button", { name: "Show as table" }).click();
      const table = damage.getByRole("table");
      await expect(table.getByRole("row", { name: new RegExp(`^${friend.username}`) })).toHaveText(
        `${friend.username}1,0000`,
      );
      await expect(table.getByRole("row", { name: new RegExp(`^${owner.username}`) })).toHaveText(
        `${owner.username}01,000`,
      );
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await damage.getByRole("button", { name: "Show as table" }).click();
      await expectDrawn(damage);
      await shot(page, damage, `boss-damage-${device}`);
    });
  });
}
