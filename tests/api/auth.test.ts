import { describe, expect, it } from "vitest";
import { api, inOneRateWindow, register } from "./helpers";

const password = "correct-horse-battery";

describe("register", () => {
  it("creates an account with the full default document and starter tasks", async () => {
    const response = await api("POST", "/user/auth/local/register", {
      body: { username: "NewHero1", email: "NewHero1@Example.com", password, confirmPassword: password },
      headers: { "x-user-timezoneOffset": "-330", "x-client": "habitforge-web" },
    });
    expect(response.status).toBe(201);
    const { id, apiToken, username, newUser } = response.body.data;
    expect(username).toBe("NewHero1");
    expect(newUser).toBe(true);
    expect(apiToken).toMatch(/^[0-9a-f-]{36}$/);

    const me = await api("GET", "/user", { auth: { id, apiToken } });
    expect(me.status).toBe(200);
    const user = me.body.data;
    expect(user.stats).toMatchObject({ hp: 50, lvl: 1, gp: 0, exp: 0, class: "warrior" });
    expect(user.auth.local.email).toBe("newhero1@example.com");
    expect(user.preferences.timezoneOffset).toBe(-330);
    expect(user.preferences.language).toBe("en");
    expect(user.flags.classSelected).toBe(false);
    expect(user.items.gear.equipped.armor).toBe("armor_base_0");
    expect(user.tags.length).toBeGreaterThan(0);
    expect(user).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(user)).not.toContain(apiToken);
    expect(me.body.userV).toBe(user._v);

    const tasks = await api("GET", "/tasks/user", { auth: { id, apiToken } });
    const types = new Set(tasks.body.data.map((task: { type: string }) => task.type));
    expect(types).toEqual(new Set(["habit", "daily", "todo", "reward"]));
    expect(tasks.body.data.every((task: { byHabitforge: boolean }) => task.byHabitforge)).toBe(true);
    const reward = tasks.body.data.find((task: { type: string }) => task.type === "reward");
    expect(reward.value).toBe(10);
    expect(user.tasksOrder.habits).toHaveLength(
      tasks.body.data.filter((task: { type: string }) => task.type === "habit").length,
    );
  });

  it("refuses taken usernames and emails, whatever their case", async () => {
    const first = await register();
    const sameName = await api("POST", "/user/auth/local/register", {
      body: { username: first.username.toUpperCase(), email: "other@example.com", password, confirmPassword: password },
    });
    expect(sameName.status).toBe(401);
    expect(sameName.body).toMatchObject({
      success: false,
      error: "NotAuthorized",
      message: "That username is already taken.",
    });
    const sameEmail = await api("POST", "/user/auth/local/register", {
      body: { username: "someoneElse9", email: first.email.toUpperCase(), password, confirmPassword: password },
    });
    expect(sameEmail.status).toBe(401);
    expect(sameEmail.body.message).toBe("That email address is already in use.");
  });

  it("reports one error per bad parameter and creates nothing", async () => {
    const response = await api("POST", "/user/auth/local/register", {
      body: { username: "bad name!", email: "not-an-email", password: "short", confirmPassword: 5 },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("BadRequest");
    const params = response.body.errors.map((error: { param: string }) => error.param).sort();
    expect(params).toEqual(["confirmPassword", "email", "password", "username"]);
    const login = await api("POST", "/user/auth/local/login", { body: { username: "bad name!", password: "short" } });
    expect(login.status).toBe(401);
  });

  it("bounds password length to 8..64", async () => {
    const long = "x".repeat(65);
    const response = await api("POST", "/user/auth/local/register", {
      body: { username: "longpass1", email: "longpass1@example.com", password: long, confirmPassword: long },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].param).toBe("password");
    const exact = "y".repeat(64);
    const ok = await api("POST", "/user/auth/local/register", {
      body: { username: "longpass2", email: "longpass2@example.com", password: exact, confirmPassword: exact },
    });
    expect(ok.status).toBe(201);
  });

  it("refuses a confirmation that does not match", async () => {
    const response = await api("POST", "/user/auth/local/register", {
      body: { username: "mismatch1", email: "mismatch1@example.com", password, confirmPassword: password + "x" },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ param: "confirmPassword" })]);
  });

  it("answers malformed JSON and wrong types with 400, never 500", async () => {
    const malformed = await api("POST", "/user/auth/local/register", { rawBody: "{not json" });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, error: "BadRequest" });
    const wrongTypes = await api("POST", "/user/auth/local/register", {
      body: { username: 12, email: [], password: {}, confirmPassword: null },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.errors).toHaveLength(4);
    const array = await api("POST", "/user/auth/local/register", { body: [1, 2, 3] });
    expect(array.status).toBe(400);
    const longName = await api("POST", "/user/auth/local/register", {
      body: { username: "a".repeat(5000), email: "a@b.co", password, confirmPassword: password },
    });
    expect(longName.status).toBe(400);
    expect(longName.body.errors[0].param).toBe("username");
  });

  it("records a party invitation only from a link the server signed (tests/api/access.test.ts covers forgeries)", async () => {
    const leader = await register();
    const created = await api("POST", "/groups", { auth: leader, body: { name: "The Early Risers", type: "party" } });
    const groupId = created.body.data._id as string;
    const invite = await api("POST", `/groups/${groupId}/invite`, {
      auth: leader,
      body: { emails: ["invited1@example.com"] },
    });
    const link = new URL(invite.body.data.invitationLinks[0].url);
    expect(link.pathname).toBe("/register");
    const response = await api(
      "POST",
      `/user/auth/local/register?groupInvite=${encodeURIComponent(link.searchParams.get("groupInvite") as string)}`,
      {
        body: { username: "invited1", email: "invited1@example.com", password, confirmPassword: password },
      },
    );
    expect(response.status).toBe(201);
    const me = await api("GET", "/user", { auth: response.body.data });
    expect(me.body.data.invitations.parties).toEqual([{ id: groupId, name: "The Early Risers", inviter: leader.id }]);
  });
});

describe("login", () => {
  it("logs in by username or email, case-insensitively", async () => {
    const account = await register();
    for (const name of [account.username, account.email.toUpperCase()]) {
      const response = await api("POST", "/user/auth/local/login", {
        body: { username: name, password: account.password },
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: account.id, apiToken: account.apiToken, newUser: false });
    }
  });

  it("refuses a wrong password and an unknown user alike", async () => {
    const account = await register();
    const wrong = await api("POST", "/user/auth/local/login", {
      body: { username: account.username, password: "wrong-password" },
    });
    const unknown = await api("POST", "/user/auth/local/login", {
      body: { username: "nobody-here", password: "whatever1" },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ success: false, error: "NotAuthorized" });
    }
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it("rate-limits attempts per client address with 429 and Retry-After", async () => {
    await inOneRateWindow();
    const account = await register();
    const headers = { "cf-connecting-ip": "203.0.113.77" };
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof api>> | undefined;
    for (let attempt = 0; attempt < 7; attempt++) {
      last = await api("POST", "/user/auth/local/login", {
        body: { username: account.username, password: account.password },
        headers,
      });
      statuses.push(last.status);
    }
    // The test config allows 5 attempts per window.
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(last!.body).toMatchObject({ success: false, error: "TooManyRequests" });
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await api("POST", "/user/auth/local/login", {
      body: { username: account.username, password: account.password },
    });
    expect(other.status).toBe(200);
  });

  it("rate-limits registration and creates nothing when refused", async () => {
    await inOneRateWindow();
    const headers = { "cf-connecting-ip": "203.0.113.78" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await api("POST", "/user/auth/local/register", {
        body: {
          username: `flood${attempt}x`,
          email: `flood${attempt}x@example.com`,
          password,
          confirmPassword: password,
        },
        headers,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const check = await api("POST", "/user/auth/verify-username", { body: { username: "flood5x" } });
    expect(check.body.data).toEqual({ isUsable: true });
  });
});

describe("name and email checks", () => {
  it("verifies usernames", async () => {
    const account = await register();
    expect((await api("POST", "/user/auth/verify-username", { body: { username: "fresh_name-1" } })).body.data).toEqual(
      { isUsable: true },
    );
    const taken = await api("POST", "/user/auth/verify-username", { body: { username: account.username } });
    expect(taken.body.data.isUsable).toBe(false);
    expect(taken.body.data.issues).toContain("That username is already taken.");
    const bad = await api("POST", "/user/auth/verify-username", { body: { username: "no spaces allowed here!!" } });
    expect(bad.body.data.issues).toHaveLength(2);
    const reserved = await api("POST", "/user/auth/verify-username", { body: { username: "Admin" } });
    expect(reserved.body.data.isUsable).toBe(false);
  });

  it("verifies display names", async () => {
    expect(
      (await api("POST", "/user/auth/verify-display-name", { body: { displayName: "Sir Checks-a-Lot" } })).body.data,
    ).toEqual({ isUsable: true });
    const blank = await api("POST", "/user/auth/verify-display-name", { body: { displayName: "   " } });
    expect(blank.body.data.isUsable).toBe(false);
    const long = await api("POST", "/user/auth/verify-display-name", { body: { displayName: "x".repeat(31) } });
    expect(long.body.data.isUsable).toBe(false);
    const missing = await api("POST", "/user/auth/verify-display-name", { body: {} });
    expect(missing.status).toBe(400);
  });

  it("checks emails", async () => {
    const account = await register();
    expect((await api("POST", "/user/auth/check-email", { body: { email: "free@example.org" } })).body.data).toEqual({
      valid: true,
      email: "free@example.org",
    });
    expect((await api("POST", "/user/auth/check-email", { body: { email: account.email } })).body.data.valid).toBe(
      false,
    );
    expect((await api("POST", "/user/auth/check-email", { body: { email: "nope" } })).body.data.valid).toBe(false);
  });
});

describe("credential changes", () => {
  it("changes the password after checking the old one", async () => {
    const account = await register();
    const wrongOld = await api("PUT", "/user/auth/update-password", {
      auth: account,
      body: { password: "not-the-password", newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" },
    });
    expect(wrongOld.status).toBe(401);
    const mismatch = await api("PUT", "/user/auth/update-password", {
      auth: account,
      body: { password: account.password, newPassword: "brand-new-pass", confirmPassword: "brand-new-pasS" },
    });
    expect(mismatch.status).toBe(401);
    const tooShort = await api("PUT", "/user/auth/update-password", {
      auth: account,
      body: { password: account.password, newPassword: "short", confirmPassword: "short" },
    });
    expect(tooShort.status).toBe(400);
    const changed = await api("PUT", "/user/auth/update-password", {
      auth: account,
      body: { password: account.password, newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" },
    });
    expect(changed.status).toBe(200);
    expect(
      (
        await api("POST", "/user/auth/local/login", {
          body: { username: account.username, password: account.password },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await api("POST", "/user/auth/local/login", {
          body: { username: account.username, password: "brand-new-pass" },
        })
      ).status,
    ).toBe(200);
  });

  it("changes the username, refusing one that is taken", async () => {
    const account = await register();
    const other = await register();
    const taken = await api("PUT", "/user/auth/update-username", {
      auth: account,
      body: { username: other.username.toUpperCase(), password: account.password },
    });
    expect(taken.status).toBe(400);
    const renamed = await api("PUT", "/user/auth/update-username", {
      auth: account,
      body: { username: `${account.username}X`, password: account.password },
    });
    expect(renamed.status).toBe(200);
    const me = await api("GET", "/user", { auth: account });
    expect(me.body.data.auth.local.username).toBe(`${account.username}X`);
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: `${account.username}x`, password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it("changes the email with the password", async () => {
    const account = await register();
    const other = await register();
    const wrongPassword = await api("PUT", "/user/auth/update-email", {
      auth: account,
      body: { newEmail: "new@example.com", password: "nope-nope" },
    });
    expect(wrongPassword.status).toBe(401);
    const taken = await api("PUT", "/user/auth/update-email", {
      auth: account,
      body: { newEmail: other.email, password: account.password },
    });
    expect(taken.status).toBe(401);
    const invalid = await api("PUT", "/user/auth/update-email", {
      auth: account,
      body: { newEmail: "bad", password: account.password },
    });
    expect(invalid.status).toBe(400);
    const newEmail = `moved-${account.username}@Example.com`;
    const changed = await api("PUT", "/user/auth/update-email", {
      auth: account,
      body: { newEmail, password: account.password },
    });
    expect(changed.status).toBe(200);
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: newEmail.toLowerCase(), password: account.password },
    });
    expect(login.status).toBe(200);
  });

  it("logs out", async () => {
    const account = await register();
    const response = await api("POST", "/user/auth/logout", { auth: account });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
  });
});

describe("account deletion", () => {
  it("needs the password, then removes the user and their tasks", async () => {
    const account = await register();
    const wrong = await api("DELETE", "/user", { auth: account, body: { password: "wrong-one-1" } });
    expect(wrong.status).toBe(401);
    expect((await api("GET", "/user", { auth: account })).status).toBe(200);
    const missing = await api("DELETE", "/user", { auth: account, body: {} });
    expect(missing.status).toBe(400);
    const deleted = await api("DELETE", "/user", { auth: account, body: { password: account.password } });
    expect(deleted.status).toBe(200);
    const after = await api("GET", "/user", { auth: account });
    expect(after.status).toBe(401);
    const { env } = await import("cloudflare:test");
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM tasks WHERE user_id = ?")
      .bind(account.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
