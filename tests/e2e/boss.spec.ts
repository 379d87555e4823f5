/**
 * A quest boss in the fight: drawn in our pixel art on its stage, shaken by each blow with the
 * damage floating up, glowing red as its rage fills and flashing when it strikes, all from the
 * room's reports; without motion when the player asks for less.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { DEVICES } from "./devices";
import { ARTIFACTS, expect, registerByApi, signInWithStorage, test, type Account } from "./fixtures";
import { expectAccessible, giveItems, updateUser } from "./inventory-helpers";
import { callAs, partyByApi, rollOver } from "./party-helpers";

const BOSS_QUEST = "lostMasterclasser4";
const BOSS_NAME = "The Anti'zinnya";

/** A party at war with the boss: the owner invited it, the friend accepted, the fight is on. */
async function fight(request: APIRequestContext): Promise<{ owner: Account; friend: Account; partyId: string }> {
  const owner = await registerByApi(request, "bso");
  const friend = await registerByApi(request, "bsf");
  const partyId = await partyByApi(request, owner, friend, "Boss Watchers");
  await giveItems(request, owner, { quests: { [BOSS_QUEST]: 1 } });
  await callAs(request, owner, "post", `/groups/${partyId}/quests/invite/${BOSS_QUEST}`);
  await callAs(request, friend, "post", `/groups/${partyId}/quests/accept`);
  // The friend's rollovers carry exactly what the test sets: no dailies of their own to miss.
  const tasks = await callAs<{ _id: string; type: string }[]>(request, friend, "get", "/tasks/user");
  for (const task of tasks.filter((entry) => entry.type === "daily"))
    await callAs(request, friend, "delete", `/tasks/${task._id}`);
  return { owner, friend, partyId };
}

async function strike(request: APIRequestContext, account: Account, missed: number): Promise<void> {
  await updateUser(request, account, { "party.quest.progress.down": -missed });
  await rollOver(request, account);
}

for (const device of DEVICES)
  test.describe(`boss on a ${device.name}`, () => {
    test.use(device.use);

    test("the boss reacts to hits and to its rage, live", async ({ page, request }) => {
      const suffix = device.name === "phone" ? "-phone" : "";
      const { owner, friend } = await fight(request);
      await signInWithStorage(page, owner);
      await page.goto("/party");
      const stage = page.getByTestId("boss-stage");
      const picture = stage.getByRole("img", {
        name: `${BOSS_NAME}, the boss of The Mystery of the Masterclassers, Part 4: The Lost Masterclasser`,
      });
      // The first visit after the server starts waits for the game's content.
      await expect(picture).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText("Live", { exact: true })).toBeVisible();
      // The picture fills its stage, which spans the panel: most of its height or most of its width.
      const [art, room, panel] = await Promise.all([
        picture.boundingBox(),
        stage.boundingBox(),
        page.getByTestId("boss-panel").boundingBox(),
      ]);
      expect(room!.width).toBeGreaterThan(panel!.width * 0.95);
      expect(Math.max(art!.width / room!.width, art!.height / room!.height)).toBeGreaterThan(0.6);
      expect(art!.height).toBeGreaterThan(180);
      await expect(stage).toHaveAttribute("data-enraged", "false");

      // A blow: the boss shakes and the damage floats up from it.
      await callAs(request, friend, "post", "/debug/quest-progress");
      await rollOver(request, friend);
      await expect(stage.getByTestId("boss-damage")).toHaveText("−1,000");
      await expect(stage.locator(".boss-figure")).toHaveAttribute("data-hits", "1");
      await expect(stage.getByRole("status")).toHaveText(`${BOSS_NAME} takes 1,000 damage.`);
      await expect(page.getByTestId("boss-panel").getByRole("meter").first()).toHaveAttribute("aria-valuenow", "2000");
      fs.mkdirSync(ARTIFACTS, { recursive: true });
      await page.getByTestId("boss-panel").screenshot({ path: path.join(ARTIFACTS, `boss--mid-fight${suffix}.png`) });
      await expectAccessible(page);
      // The same fight in the dark theme.
      await page.emulateMedia({ colorScheme: "dark" });
      await expectAccessible(page);
      await page
        .getByTestId("boss-panel")
        .screenshot({ path: path.join(ARTIFACTS, `boss--mid-fight-dark${suffix}.png`) });
      await page.emulateMedia({ colorScheme: "light" });

      // Missed dailies fill its rage (strength 4 times 3 of 15): it glows, ready to burst.
      await strike(request, friend, 3);
      await expect(stage).toHaveAttribute("data-enraged", "true");
      await expect(stage.getByText(`${BOSS_NAME} is close to a fit of rage!`)).toBeVisible();
      await page.getByTestId("boss-panel").screenshot({ path: path.join(ARTIFACTS, `boss--enraged${suffix}.png`) });

      // One more fills it: the boss strikes, its rage starts over.
      await strike(request, friend, 1);
      await expect(stage.getByTestId("boss-strike")).toHaveText("The Anti'zinnya's Fury");
      await expect(stage.getByRole("status")).toHaveText(`${BOSS_NAME} strikes in a rage: The Anti'zinnya's Fury`);
      await expect(stage).toHaveAttribute("data-enraged", "false");
      await page.getByTestId("boss-panel").screenshot({ path: path.join(ARTIFACTS, `boss--rage-strike${suffix}.png`) });
      // The banner leaves by itself.
      await expect(stage.getByTestId("boss-strike")).toHaveCount(0, { timeout: 6000 });
    });

    test("the quest shop shows the boss of a scroll", async ({ page, request }) => {
      const account = await registerByApi(request, "bsshop");
      await signInWithStorage(page, account);
      await page.goto("/shops/quests");
      await page
        .getByRole("button", { name: /^The Rat King/ })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("img", { name: "Rat King, the boss of The Rat King" })).toBeVisible();
      await expectAccessible(page);
    });
  });

test.describe("boss", () => {
  test("with reduced motion the boss keeps still, and the numbers still show", async ({ browser, request }) => {
    const { owner, friend } = await fight(request);
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await signInWithStorage(page, owner);
    await page.goto("/party");
    const stage = page.getByTestId("boss-stage");
    await expect(stage.getByRole("img")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Live", { exact: true })).toBeVisible();
    await callAs(request, friend, "post", "/debug/quest-progress");
    await rollOver(request, friend);
    await expect(stage.getByTestId("boss-damage")).toHaveText("−1,000");
    const figure = stage.locator(".boss-figure");
    await expect(figure).toHaveAttribute("data-hits", "1");
    expect(await figure.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    expect(await stage.getByTestId("boss-damage").evaluate((element) => getComputedStyle(element).animationName)).toBe(
      "boss-popup-fade",
    );
    await context.close();
  });
});
