/**
 * The task board on a 390×844 touch phone and on a 1366×768 desktop: a classed player sees a
 * task on the first screen; the hero is a slim strip; search and tags wait behind a button; the
 * skills stay folded and never cover a task; the lists change by tab and by swipe; the points
 * and mana badges fit their boxes.
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { expectAccessible, updateUser } from "./inventory-helpers";
import { DESKTOP, PHONE } from "./devices";

const CLASSED = {
  "stats.lvl": 12,
  "stats.mp": 40,
  "stats.class": "healer",
  "flags.classSelected": true,
  "stats.points": 10,
  "profile.name": "Pocket Healer",
};

/** Whether two boxes on the page overlap. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** The element's text fits its own box, and the box lies inside the viewport. */
async function expectFits(locator: Locator): Promise<void> {
  const fit = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      overflowX: element.scrollWidth - element.clientWidth,
      overflowY: element.scrollHeight - element.clientHeight,
      right: box.right,
      left: box.left,
      width: window.innerWidth,
    };
  });
  expect(fit.overflowX, "text wider than its box").toBeLessThanOrEqual(0);
  expect(fit.overflowY, "text taller than its box").toBeLessThanOrEqual(0);
  expect(fit.left).toBeGreaterThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(fit.width);
}

/** A one-finger swipe across an element, as touch events. */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const y = box.y + 40;
  const x = box.x + box.width / 2 - dx / 2;
  await target.evaluate(
    (element, { x, y, dx }) => {
      const touch = (clientX: number) =>
        new Touch({ identifier: 1, target: element, clientX, clientY: y, pageX: clientX, pageY: y });
      const start = touch(x);
      element.dispatchEvent(
        new TouchEvent("touchstart", {
          bubbles: true,
          touches: [start],
          targetTouches: [start],
          changedTouches: [start],
        }),
      );
      const end = touch(x + dx);
      element.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [end] }));
    },
    { x, y, dx },
  );
}

test.describe("the board on a phone", () => {
  test.use(PHONE);

  test("a classed player sees a task at once; lists change by tab and swipe; search waits behind a button", async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, "phone");
    await updateUser(request, account, CLASSED);
    await signInWithStorage(page, account);
    await page.goto("/");

    const firstHabit = page.locator(".task-habit").first();
    await expect(firstHabit).toBeInViewport({ ratio: 1 });
    const hero = page.getByRole("region", { name: "Your hero" });
    expect((await hero.boundingBox())?.height ?? 999).toBeLessThan(200);

    // The skills are folded into one line and cover nothing.
    const drawer = page.getByRole("region", { name: "Skills" });
    await expect(drawer.getByRole("button", { name: "Skills" })).toHaveAttribute("aria-expanded", "false");
    expect(await overlaps(drawer, firstHabit)).toBe(false);

    // Search and tags wait behind a button.
    await expect(page.getByLabel("Search tasks")).toBeHidden();
    const tools = page.getByRole("button", { name: "Search and tags" });
    await tools.click();
    await expect(page.getByLabel("Search tasks")).toBeVisible();
    await expect(page.getByRole("group", { name: "Filter by tag" })).toBeVisible();
    await page.getByLabel("Search tasks").fill("water");
    await expect(page.locator(".task-habit")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Search and tags (1 on)" })).toBeVisible();
    await page.getByLabel("Search tasks").fill("");
    await page.getByRole("button", { name: "Search and tags" }).click();
    await expect(page.getByLabel("Search tasks")).toBeHidden();

    // One list at a time: the tabs, then a swipe.
    const tabs = page.getByRole("tablist", { name: "Task lists" });
    await expect(tabs.getByRole("tab")).toHaveCount(4);
    await expect(tabs.getByRole("tab", { name: /Habits/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: /^Dailies/ })).toHaveCount(0);
    await tabs.getByRole("tab", { name: /Dailies/ }).click();
    const firstDaily = page.locator(".task-daily").first();
    await expect(firstDaily).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName(/Dailies/);
    await swipe(page, page.getByRole("tabpanel"), -160);
    await expect(tabs.getByRole("tab", { name: /To-dos/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(".task-todo").first()).toBeInViewport();
    await swipe(page, page.getByRole("tabpanel"), 160);
    await expect(tabs.getByRole("tab", { name: /Dailies/ })).toHaveAttribute("aria-selected", "true");
    // The arrow keys move along the tabs too.
    await tabs.getByRole("tab", { name: /Dailies/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: /To-dos/ })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: /To-dos/ })).toHaveAttribute("aria-selected", "true");

    // The tab stays chosen across a reload in the same visit.
    await page.reload();
    await expect(page.getByRole("tab", { name: /To-dos/ })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: /Habits/ }).click();

    // The points badge and the skills' costs fit their boxes.
    await expectFits(page.getByTestId("points-badge"));
    await drawer.getByRole("button", { name: "Skills" }).click();
    const healing = drawer.getByRole("button", { name: /Healing Light/ });
    await expect(healing).toContainText("15 MP");
    for (const cost of await drawer.locator(".skill-cost").all()) await expectFits(cost);
    // Opened, the drawer pushes the lists down rather than lying over them.
    expect(await overlaps(drawer, page.locator(".task-habit").first())).toBe(false);
    await expectAccessible(page);
    await drawer.getByRole("button", { name: "Skills" }).click();
    await page.screenshot({ path: path.join(ARTIFACTS, "phone-board.png") });
  });
});

test.describe("the board on a desktop", () => {
  test.use(DESKTOP);

  test("four columns side by side, and the skills never lie over them", async ({ page, request }) => {
    const account = await registerByApi(request, "desk");
    await updateUser(request, account, CLASSED);
    await signInWithStorage(page, account);
    await page.goto("/");
    for (const title of ["Habits", "Dailies", "To-dos", "Rewards"])
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${title}`) })).toBeVisible();
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(page.getByLabel("Search tasks")).toBeVisible();
    const drawer = page.getByRole("region", { name: "Skills" });
    const toggle = drawer.getByRole("button", { name: "Skills" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(".task-daily").first()).toBeInViewport({ ratio: 1 });
    await toggle.click();
    await expect(drawer.getByRole("button", { name: /Healing Light/ })).toBeVisible();
    for (const column of await page.locator(".task-column").all()) expect(await overlaps(drawer, column)).toBe(false);
    // Scrolled to the end, nothing sits over the last row either (the longest column's, here the
    // pins', which join the rewards once the board's reads have been drawn).
    await expect(page.locator(".market-pins .task").first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastRow = page.locator(".task-column .task").last();
    await expect(lastRow).toBeInViewport({ ratio: 1 });
    const covering = await lastRow.evaluate((row) => {
      const box = row.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return row.contains(top) ? null : (top?.className ?? "nothing");
    });
    expect(covering).toBeNull();
    // Opened once, it stays open on the next visit.
    await page.reload();
    await expect(page.getByRole("region", { name: "Skills" }).getByRole("button", { name: "Skills" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expectAccessible(page);
  });
});
