import type { APIRequestContext } from "@playwright/test";
import { test, expect, registerByApi, signInWithStorage, type Account } from "./fixtures";
import { authHeaders, expectAccessible, getUser, updateUser } from "./inventory-helpers";

async function call(
  request: APIRequestContext,
  account: Account,
  method: "post" | "get",
  path: string,
  data?: unknown,
) {
  const response = await request[method](`/api/v4${path}`, { headers: authHeaders(account), data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: any }).data;
}

async function partyOf(request: APIRequestContext, leader: Account, member: Account): Promise<string> {
  const party = await call(request, leader, "post", "/groups", { name: "The Night Owls", type: "party" });
  await call(request, leader, "post", `/groups/${party._id}/invite`, { uuids: [member.id] });
  await call(request, member, "post", `/groups/${party._id}/join`);
  return party._id;
}

test.describe("challenges", () => {
  test("a member discovers and joins a challenge; its leader picks the winner", async ({ page, request }) => {
    const leader = await registerByApi(request, "chl");
    const member = await registerByApi(request, "chm");
    const partyId = await partyOf(request, leader, member);
    await updateUser(request, leader, { balance: 5 });
    const challenge = await call(request, leader, "post", "/challenges", {
      group: partyId,
      name: "Early to bed",
      shortName: "bed",
      summary: "Lights out by eleven",
      prize: 4,
    });
    await call(request, leader, "post", `/tasks/challenge/${challenge._id}`, [
      { type: "daily", text: "Lights out by 23:00" },
      { type: "habit", text: "No screens in bed" },
    ]);

    await signInWithStorage(page, member);
    await page.goto("/challenges/findChallenges");
    await expect(page).toHaveTitle("Discover challenges | Challenges | Habitforge");
    await page.getByRole("link", { name: "Early to bed" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Early to bed" })).toBeVisible();
    await expect(page.getByText("Lights out by 23:00")).toBeVisible();
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("You joined the challenge.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Leave" })).toBeVisible();
    await expect.poll(async () => (await getUser(request, member)).challenges).toContain(challenge._id);
    await page.goto("/challenges/myChallenges");
    await expect(page.getByRole("link", { name: "Early to bed" })).toBeVisible();
    await expectAccessible(page);

    await signInWithStorage(page, leader);
    await page.goto(`/challenges/${challenge._id}`);
    await page.getByRole("button", { name: "Choose the winner" }).click();
    await page.getByRole("button", { name: `${member.username} wins` }).click();
    await expect(page).toHaveURL(/\/challenges\/myChallenges$/);
    await expect.poll(async () => (await getUser(request, member)).balance).toBe(1);
  });

  test("a leader creates a challenge from the form", async ({ page, request }) => {
    const leader = await registerByApi(request, "chc");
    const member = await registerByApi(request, "chd");
    await partyOf(request, leader, member);
    await signInWithStorage(page, leader);
    await page.goto("/challenges/myChallenges");
    await page.getByRole("button", { name: "Create a challenge" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Drink more water");
    await page.getByLabel("Tag name").fill("water");
    await page.getByLabel("Summary").fill("Eight glasses a day");
    await page.getByRole("button", { name: "Create challenge" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Drink more water" })).toBeVisible();
    await page.getByLabel("New task").fill("A glass of water");
    await page.getByRole("button", { name: "Add task" }).click();
    await expect(page.getByText("A glass of water")).toBeVisible();
  });
});

test.describe("group task board", () => {
  test("the leader adds and assigns a task; the member sees it done after approval", async ({ page, request }) => {
    const leader = await registerByApi(request, "gtl");
    const member = await registerByApi(request, "gtm");
    const partyId = await partyOf(request, leader, member);
    await signInWithStorage(page, leader);
    await page.goto(`/group-plans/${partyId}/task-information`);
    await expect(page.getByRole("heading", { level: 1, name: "The Night Owls: tasks" })).toBeVisible();
    await page.getByLabel("New task").fill("Take out the recycling");
    await page.getByLabel("Needs approval").check();
    await page.getByRole("button", { name: "Add task" }).click();
    await expect(page.getByText("Take out the recycling")).toBeVisible();
    await page.getByLabel("Assign “Take out the recycling”").selectOption({ label: member.username });
    await expect(page.getByText("The task was assigned.")).toBeVisible();

    const copy = (await call(request, member, "get", "/tasks/user")).find(
      (task: any) => task.text === "Take out the recycling",
    );
    await call(request, member, "post", `/tasks/${copy._id}/score/up`);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Waiting for approval" })).toBeVisible();
    await page.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText("Approved: the member got the task's rewards.")).toBeVisible();
    await expect(page.locator(".assignee.done")).toHaveText(new RegExp(member.username));
    await expectAccessible(page);
  });
});
