/**
 * Five hundred tasks: long columns draw only the rows near the view, every row can be scrolled
 * to, a score answers before the server does, and scoring one task redraws no other row. How
 * fast is measured by tests/bench/web-firstscreen.bench.mjs, not here.
 */
import type { Page } from "@playwright/test";
import { test, expect, registerByApi, signInWithStorage } from "./fixtures";

const TYPES = ["habit", "daily", "todo", "reward"] as const;

declare global {
  interface Window {
    /** Ids of the task rows React drew again (not for the first time) since the list was last emptied. */
    __rowRenders: string[];
  }
}

/**
 * Counts the task rows React draws, through the hook React offers its developer tools (present
 * in production builds too): after each commit, a row whose list item got new props was drawn
 * again; a row React skipped keeps the very same props object.
 */
function countRowRenders() {
  const seen = new Map<string, unknown>();
  window.__rowRenders = [];
  type Fiber = {
    tag: number;
    type: unknown;
    memoizedProps: Record<string, unknown> | null;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  const walk = (root: Fiber) => {
    const stack: Fiber[] = [root];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      const id = fiber.type === "li" ? fiber.memoizedProps?.["data-task-id"] : undefined;
      if (typeof id === "string") {
        if (seen.has(id) && seen.get(id) !== fiber.memoizedProps) window.__rowRenders.push(id);
        seen.set(id, fiber.memoizedProps);
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => walk(root.current),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
}

test("500 tasks: long lists are virtual, scroll to the end, score at once and redraw only the scored row", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerByApi(request, "many");
  const headers = { "x-api-user": account.id, "x-api-key": account.apiToken };
  for (let batch = 0; batch < 5; batch++) {
    const tasks = Array.from({ length: 100 }, (_, index) => {
      const n = batch * 100 + index;
      return {
        type: TYPES[n % 4],
        text: `Bulk task ${n + 1}`,
        notes: n % 3 === 0 ? "A note long enough to wrap onto a second line in a narrow column." : undefined,
      };
    });
    const response = await request.post("/api/v4/tasks/user", { headers, data: tasks });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.addInitScript(countRowRenders);
  await signInWithStorage(page, account);
  await page.goto("/");
  // Every list knows its whole length; the long ones draw only what is near the view.
  const lists = page.locator(".task-column .task-list[data-total]");
  await expect(lists).toHaveCount(4);
  await expect
    .poll(async () =>
      (await lists.evaluateAll((all) => all.map((list) => Number(list.getAttribute("data-total"))))).reduce(
        (a, b) => a + b,
        0,
      ),
    )
    .toBeGreaterThanOrEqual(500);
  await expect(page.locator(".task-list.virtual")).toHaveCount(4);
  expect(await page.locator(".task-column .task-list .task").count()).toBeLessThan(250);
  // The newest tasks come first.
  await expect(page.getByText("Bulk task 497", { exact: true })).toBeInViewport();
  await expect(page.getByText("Bulk task 1", { exact: true })).toHaveCount(0);

  // The oldest habits, at the end of their column, can be scrolled to and are drawn, with their place in the list.
  await page
    .locator(".column-habit .task-list")
    .evaluate((list) => window.scrollTo(0, list.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
  const last = page.getByText("Bulk task 1", { exact: true });
  await expect(last).toBeInViewport();
  await expect(page.locator(".task", { has: last })).toHaveAttribute("aria-setsize", /^1[23]\d$/);
  await page.evaluate(() => window.scrollTo(0, 0));

  // Scoring with 500 tasks answers before the server does: the score request is held until
  // the feedback is on screen, then let through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v4/tasks/*/score/*", async (route) => {
    await held;
    await route.continue();
  });
  const habit = page.getByRole("button", { name: "Score up: Bulk task 497", exact: true });
  await expect(habit).toBeInViewport();
  const scoredId = await page.locator(".task", { has: habit }).getAttribute("data-task-id");
  await page.evaluate(() => {
    window.__rowRenders.length = 0;
  });
  const answered = page.waitForResponse("**/api/v4/tasks/*/score/*");
  await habit.click();
  await expect(page.locator(".toast-xp").first()).toBeVisible();
  release();
  expect((await answered).status()).toBe(200);
  // The answer settles the figures; two frames later React has drawn what it will draw.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const redrawn = await page.evaluate(() => [...new Set(window.__rowRenders)]);
  expect(redrawn).toContain(scoredId);
  expect(redrawn.filter((id) => id !== scoredId)).toEqual([]);
});

/** Fifty to-dos besides the starter ones: one column long enough to be drawn as a virtual list. */
async function accountWithLongColumn(request: Parameters<typeof registerByApi>[0]) {
  const account = await registerByApi(request, "longcol");
  const tasks = Array.from({ length: 50 }, (_, index) => ({ type: "todo", text: `Long column to-do ${index + 1}` }));
  const response = await request.post("/api/v4/tasks/user", {
    headers: { "x-api-user": account.id, "x-api-key": account.apiToken },
    data: tasks,
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Opens the board and waits for the newest of the fifty to-dos: their list, and its whole length. */
async function openLongColumn(page: Page, account: Awaited<ReturnType<typeof accountWithLongColumn>>) {
  await signInWithStorage(page, account);
  await page.goto("/");
  const todos = page.locator(".column-todo .task-list");
  await expect(page.getByText("Long column to-do 50", { exact: true })).toBeVisible();
  const total = Number(await todos.getAttribute("data-total"));
  expect(total).toBeGreaterThanOrEqual(50);
  return { todos, total };
}

test("a long list whose code comes after the tasks shows its first rows, then becomes virtual", async ({
  page,
  request,
}) => {
  const account = await accountWithLongColumn(request);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/VirtualTaskList-*.js", async (route) => {
    await held;
    await route.continue();
  });
  // While the code is held: the newest rows are on screen, the list knows its whole length.
  const { todos, total } = await openLongColumn(page, account);
  await expect(todos).not.toHaveClass(/virtual/);
  expect(await todos.locator(".task").count()).toBeLessThan(total);
  release();
  await expect(todos).toHaveClass(/virtual/);
  await expect(page.getByText("Long column to-do 50", { exact: true })).toBeVisible();
});

test("a long list whose code cannot load draws every row instead", async ({ page, request }) => {
  const account = await accountWithLongColumn(request);
  await page.route("**/assets/VirtualTaskList-*.js", (route) => route.abort());
  const { todos, total } = await openLongColumn(page, account);
  await expect(todos.locator(".task")).toHaveCount(total);
  await expect(todos).not.toHaveClass(/virtual/);
  await expect(page.getByText("Long column to-do 1", { exact: true })).toBeAttached();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
