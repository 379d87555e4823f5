import { test, expect, registerByApi, expectTaskColumns } from "./fixtures";

test("a forgotten password: ask for a link, open it from the outbox, choose a new password, play", async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, "forgetful");
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page).toHaveTitle("Forgotten password | Habitforge");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account uses ${account.email}`);

  // The local server keeps mail in its outbox; the development route lists it.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (
        await request.get(`/api/v4/debug/outbox?to=${encodeURIComponent(account.email)}`)
      ).json()) as { data: { links: string[] }[] };
      link = outbox.data[0]?.links.find((entry) => entry.includes("/reset-password?code="));
      return link;
    })
    .toBeTruthy();
  const address = new URL(link!);
  await page.goto(address.pathname + address.search);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("New password again").fill("short");
  await page.getByRole("button", { name: "Set password and log in" }).click();
  await expect(page.getByText("Use between 8 and 64 characters.")).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill("remembered-at-last");
  await page.getByLabel("New password again").fill("remembered-at-last");
  await page.getByRole("button", { name: "Set password and log in" }).click();
  await expect(page).toHaveURL("/");
  await expectTaskColumns(page);
  await expect(page.getByRole("heading", { level: 1, name: account.username })).toBeVisible();

  // The link worked once.
  const reused = await request.post("/api/v4/user/auth/reset-password-set-new-one", {
    data: {
      code: address.searchParams.get("code"),
      newPassword: "another-new-secret",
      confirmPassword: "another-new-secret",
    },
  });
  expect(reused.status()).toBe(401);
});
