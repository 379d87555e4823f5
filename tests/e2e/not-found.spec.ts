/**
 * Every screen that opens something by its id says, in words, when there is no such thing:
 * a walk over the router's id routes (web/src/router.tsx) with ids nobody has, and over a few
 * paths nothing answers. Nothing raw (a query key, "undefined", an exception's name) shows.
 */
import { randomUUID } from "node:crypto";
import { expect, registerByApi, signInWithStorage, test } from "./fixtures";
import { SCREENS } from "./devices";
import { authHeaders, expectAccessible } from "./inventory-helpers";

const RAW = /data is undefined|\["|\bundefined\b|\bnull\b|\[object|TypeError|SyntaxError|Failed to fetch|NotFound\b/;

/** Each id route of the router, with what its screen must say. */
function routes(unknown: string): [path: string, says: RegExp][] {
  return [
    [`/profile/${unknown}`, /could not find this player/i],
    [`/groups/guild/${unknown}`, /could not find this guild/i],
    [`/group-plans/${unknown}/task-information`, /could not find this group plan/i],
    [`/group-plans/${unknown}/information`, /could not find this group plan/i],
    [`/group-plans/${unknown}/billing`, /could not find this group plan/i],
    [`/challenges/${unknown}`, /could not find this challenge/i],
    [`/payments/simulator/${unknown}`, /could not find this checkout/i],
    [`/admin/panel/${unknown}`, /There is no player/],
    [`/admin/groups/${unknown}`, /There is no group/],
    [`/no/such/${unknown}`, /This path leads nowhere/],
    [`/static/${unknown}`, /This path leads nowhere/],
    [`/redirect/${unknown}`, /This path leads nowhere/],
  ];
}

for (const [name, device] of SCREENS) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test("every id route with an unknown id says what happened in words", async ({ page, request }) => {
      // Many routes in one walk: room for a busy machine.
      test.setTimeout(240_000);
      const account = await registerByApi(request, "lost");
      // Staff screens need the privileges; the walk covers them too.
      const admin = await request.post("/api/v4/debug/make-admin", { headers: authHeaders(account), data: {} });
      expect(admin.status()).toBe(200);
      await signInWithStorage(page, account);
      for (const unknown of [randomUUID(), "no-such-thing"]) {
        for (const [path, says] of routes(unknown)) {
          await test.step(path, async () => {
            await page.goto(path);
            // A screen that could not load its thing announces it; an unknown path is a page of its own.
            const message =
              path.startsWith("/no/") || /^\/(static|redirect)\//.test(path)
                ? page.getByRole("main").getByText(says)
                : page.getByRole("alert").filter({ hasText: says });
            await expect(message.first(), `${path} says what happened`).toBeVisible();
            const shown = (await page.locator("main").textContent()) ?? "";
            expect(shown, `${path} shows nothing raw`).not.toMatch(RAW);
            expect(shown).not.toContain(unknown === "no-such-thing" ? "no-such-thing data" : `${unknown}"]`);
          });
        }
      }
      await page.goto(`/profile/${randomUUID()}`);
      await expect(page.getByRole("alert").filter({ hasText: /could not find this player/i })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
