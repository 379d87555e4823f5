/**
 * What guards an account: the password a reset of the account needs, the reset links that die
 * when the credentials change, and the one budget every password check of an account shares.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { PASSWORD_BUDGET } from "../../worker/lib/passwordBudget";
import { staff } from "./admin.helpers";
import { api, register, type ApiResponse, type Credentials } from "./helpers";
import { resetCodeOf, waitForMails } from "./mail.helpers";

const WRONG = "not-the-password";

async function newHabit(account: Credentials): Promise<string> {
  const created = await api("POST", "/tasks/user", { auth: account, body: { type: "habit", text: "Stretch" } });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

async function habitExists(account: Credentials, id: string): Promise<boolean> {
  return (await api("GET", `/tasks/${id}`, { auth: account })).status === 200;
}

function expectCoolingDown(response: ApiResponse) {
  expect(response.status, JSON.stringify(response.body)).toBe(429);
  expect(response.body).toMatchObject({ success: false, error: "TooManyRequests" });
  const seconds = Number(response.headers.get("Retry-After"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(PASSWORD_BUDGET.coolDownMaxMs / 1000);
  expect(response.body.message).toBe(t("passwordChecksPaused", { seconds }));
}

function login(account: Credentials, password = account.password, username = account.username) {
  return api("POST", "/user/auth/local/login", { body: { username, password } });
}

describe("POST /user/reset", () => {
  it("refuses without the password, and nothing is reset", async () => {
    const account = await register();
    const habit = await newHabit(account);
    for (const body of [undefined, {}, { password: "" }]) {
      const refused = await api("POST", "/user/reset", { auth: account, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: "BadRequest" });
      expect(refused.body.errors).toEqual([{ param: "password", message: t("passwordRequired") }]);
    }
    expect(await habitExists(account, habit)).toBe(true);
  });

  it("refuses a wrong password, and nothing is reset", async () => {
    const account = await register();
    const habit = await newHabit(account);
    const refused = await api("POST", "/user/reset", { auth: account, body: { password: WRONG } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, error: "NotAuthorized", message: t("wrongPassword") });
    expect(await habitExists(account, habit)).toBe(true);
  });

  it("resets with the account's password", async () => {
    const account = await register();
    const habit = await newHabit(account);
    const reset = await api("POST", "/user/reset", { auth: account, body: { password: account.password } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.tasksToRemove).toContain(habit);
    expect(await habitExists(account, habit)).toBe(false);
  });
});

describe("a password reset link", () => {
  async function mailedCode(account: Credentials): Promise<string> {
    expect((await api("POST", "/user/reset-password", { body: { email: account.email } })).status).toBe(200);
    return resetCodeOf((await waitForMails(account.email))[0]);
  }

  async function expectDead(code: string) {
    const used = await api("POST", "/user/auth/reset-password-set-new-one", {
      body: { code, newPassword: "taken-over-now", confirmPassword: "taken-over-now" },
    });
    expect(used.status).toBe(401);
    expect(used.body.message).toBe(t("passwordResetCodeInvalid"));
  }

  it("dies when the password changes", async () => {
    const account = await register();
    const code = await mailedCode(account);
    const changed = await api("PUT", "/user/auth/update-password", {
      auth: account,
      body: { password: account.password, newPassword: "owner-chose-this", confirmPassword: "owner-chose-this" },
    });
    expect(changed.status).toBe(200);
    await expectDead(code);
    expect((await login(account, "owner-chose-this")).status).toBe(200);
  });

  it("dies when the email address changes", async () => {
    const account = await register();
    const code = await mailedCode(account);
    const changed = await api("PUT", "/user/auth/update-email", {
      auth: account,
      body: { newEmail: `moved-${account.email}`, password: account.password },
    });
    expect(changed.status).toBe(200);
    await expectDead(code);
    expect((await login(account)).status).toBe(200);
  });

  it("dies when a new API token is issued, by the player or by staff", async () => {
    const account = await register();
    const code = await mailedCode(account);
    const renewed = await api("POST", "/user/auth/new-api-token", {
      auth: account,
      body: { password: account.password },
    });
    expect(renewed.status).toBe(200);
    await expectDead(code);

    const other = await register();
    const otherCode = await mailedCode(other);
    const support = await staff("userSupport");
    expect(
      (await api("PUT", `/hall/heroes/${other.id}`, { auth: support, body: { changeApiToken: true } })).status,
    ).toBe(200);
    await expectDead(otherCode);
  });

  it("still works when nothing changed", async () => {
    const account = await register();
    const code = await mailedCode(account);
    const used = await api("POST", "/user/auth/reset-password-set-new-one", {
      body: { code, newPassword: "a-fresh-secret", confirmPassword: "a-fresh-secret" },
    });
    expect(used.status).toBe(200);
  });
});

/** Every route that checks an account's password, as a wrong attempt from a fresh address. */
const WRONG_ATTEMPTS: [string, (account: Credentials) => Promise<ApiResponse>][] = [
  ["POST /user/auth/local/login", (account) => login(account, WRONG)],
  ["POST /user/auth/local/login by email", (account) => login(account, WRONG, account.email)],
  [
    "PUT /user/auth/update-password",
    (account) =>
      api("PUT", "/user/auth/update-password", {
        auth: account,
        body: { password: WRONG, newPassword: "something-new", confirmPassword: "something-new" },
      }),
  ],
  [
    "PUT /user/auth/update-username",
    (account) =>
      api("PUT", "/user/auth/update-username", {
        auth: account,
        body: { username: `x${account.id.slice(0, 8)}`, password: WRONG },
      }),
  ],
  [
    "PUT /user/auth/update-email",
    (account) =>
      api("PUT", "/user/auth/update-email", {
        auth: account,
        body: { newEmail: `other-${account.email}`, password: WRONG },
      }),
  ],
  [
    "POST /user/auth/new-api-token",
    (account) => api("POST", "/user/auth/new-api-token", { auth: account, body: { password: WRONG } }),
  ],
  ["DELETE /user", (account) => api("DELETE", "/user", { auth: account, body: { password: WRONG } })],
  ["POST /user/reset", (account) => api("POST", "/user/reset", { auth: account, body: { password: WRONG } })],
];

describe("the budget of password checks of an account", () => {
  it("stops wrong logins from rotating addresses with 429 and Retry-After, the right password too", async () => {
    const account = await register();
    for (let attempt = 0; attempt < PASSWORD_BUDGET.failures; attempt++)
      expect((await login(account, WRONG)).status).toBe(401);
    expectCoolingDown(await login(account, WRONG));
    expectCoolingDown(await login(account));
    // The key the player already holds keeps working: only password checks wait.
    expect((await api("GET", "/user", { auth: account })).status).toBe(200);
  });

  it("is one budget for every route that checks the password", async () => {
    const account = await register();
    for (let attempt = 0; attempt < PASSWORD_BUDGET.failures; attempt++) {
      const [route, wrong] = WRONG_ATTEMPTS[attempt % WRONG_ATTEMPTS.length];
      const response = await wrong(account);
      expect(response.status, `${route}: ${JSON.stringify(response.body)}`).toBe(401);
    }
    for (const [, wrong] of WRONG_ATTEMPTS) expectCoolingDown(await wrong(account));
    expectCoolingDown(await api("POST", "/user/reset", { auth: account, body: { password: account.password } }));
  });

  it("forgets the wrong passwords once the right one is given", async () => {
    const account = await register();
    for (let attempt = 0; attempt < PASSWORD_BUDGET.failures - 1; attempt++)
      expect((await login(account, WRONG)).status).toBe(401);
    expect((await login(account)).status).toBe(200);
    for (let attempt = 0; attempt < PASSWORD_BUDGET.failures - 1; attempt++)
      expect((await login(account, WRONG)).status).toBe(401);
  });

  it("lets the owner in once the cool-down has run, and a reset link works all along", async () => {
    const account = await register();
    for (let attempt = 0; attempt < PASSWORD_BUDGET.failures; attempt++)
      expect((await login(account, WRONG)).status).toBe(401);
    expectCoolingDown(await login(account));

    // The cool-down ends (its end moved to the past rather than waited for).
    await env.DB.prepare("UPDATE password_checks SET locked_until = ?1 WHERE user_id = ?2")
      .bind(Date.now() - 1, account.id)
      .run();
    expect((await login(account)).status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM password_checks WHERE user_id = ?1")
      .bind(account.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);

    // Locked again by someone else: the mail path is open and the new password lifts the lock.
    for (let attempt = 0; attempt < PASSWORD_BUDGET.failures; attempt++)
      expect((await login(account, WRONG)).status).toBe(401);
    expectCoolingDown(await login(account));
    expect((await api("POST", "/user/reset-password", { body: { email: account.email } })).status).toBe(200);
    const code = resetCodeOf((await waitForMails(account.email))[0]);
    const reset = await api("POST", "/user/auth/reset-password-set-new-one", {
      body: { code, newPassword: "back-in-control", confirmPassword: "back-in-control" },
    });
    expect(reset.status).toBe(200);
    expect((await login(account, "back-in-control")).status).toBe(200);
  });
});
