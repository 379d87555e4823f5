/**
 * Five hundred tasks: they all render, the page scrolls to the last one, and a score answers
 * before the server does. How fast is measured by tests/bench/web-firstscreen.bench.mjs, not here.
 */
import { test, expect, registerByApi, signInWithStorage } from "./fixtures";

const TYPES = ["habit", "daily", "todo", "reward"] as const;

test("500 tasks render, scroll to the end and score at once", async ({ page, request }) => {
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

  await signInWithStorage(page, account);
  await page.goto("/");
  await page.waitForFunction(() => document.querySelectorAll(".task-list .task").length >= 500, undefined, {
    timeout: 30_000,
  });

  // The last task of the longest column can be scrolled to and is drawn.
  const last = page.getByText("Bulk task 497", { exact: true });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();

  // Scoring with 500 rows on screen answers before the server does: the score request is held
  // until the feedback is on screen, then let through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v4/tasks/*/score/*", async (route) => {
    await held;
    await route.continue();
  });
  const todo = page.getByRole("checkbox", { name: "Check off: Bulk task 3", exact: true });
  await todo.scrollIntoViewIfNeeded();
  const answered = page.waitForResponse("**/api/v4/tasks/*/score/*");
  await todo.click();
  await expect(page.locator(".toast-xp").first()).toBeVisible();
  release();
  expect((await answered).status()).toBe(200);
});
