/** Forgotten passwords: the mailed link through the outbox, the new password, the new key. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import worker from "../../worker/index.dev";
import { api, BASE, inOneRateWindow, register } from "./helpers";
import { apiWithWork, outbox, resetCodeOf, waitForMails } from "./mail.helpers";

const NEW_PASSWORD = "a-brand-new-secret";

function setNewOne(
  code: string,
  newPassword = NEW_PASSWORD,
  confirmPassword = newPassword,
  headers?: Record<string, string>,
) {
  return api("POST", "/user/auth/reset-password-set-new-one", {
    body: { code, newPassword, confirmPassword },
    headers,
  });
}

async function requestReset(email: string, headers?: Record<string, string>) {
  return api("POST", "/user/reset-password", { body: { email }, headers });
}

/** Calls the Worker with a changed configuration (and waits for its background work). */
async function withConfig(overrides: Record<string, string | undefined>, method: string, path: string, body?: unknown) {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": `172.16.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as any };
}

describe("asking for a password reset", () => {
  it("answers the same whether or not an account uses the address, and mails only a real account", async () => {
    const account = await register();
    const known = await requestReset(account.email.toUpperCase());
    const unknown = await apiWithWork("POST", "/user/reset-password", {
      body: { email: `nobody-${account.username}@example.com` },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual(known.body.data);
    expect(unknown.body.message).toBe(known.body.message);
    expect(known.body.message).toBe(t("passwordResetRequested"));

    const [mail] = await waitForMails(account.email);
    expect(mail.kind).toBe("password-reset");
    expect(mail.subject).toMatch(/new .*password/i);
    expect(mail.text).toContain(`Hello ${account.username}`);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^https:\/\/habitforge\.test\/reset-password\?code=[\w-]{43}$/);
    expect(mail.text).toContain(mail.links[0]);
    // Every mail the unknown address's request could have caused has been sent by now.
    await unknown.finished;
    expect(await outbox(`nobody-${account.username}@example.com`)).toEqual([]);
  });

  it("refuses a missing or malformed address", async () => {
    expect((await api("POST", "/user/reset-password", { body: {} })).status).toBe(400);
    expect((await requestReset("not-an-address")).status).toBe(400);
  });

  it("is rate-limited per client address", async () => {
    await inOneRateWindow();
    const headers = { "cf-connecting-ip": "198.51.100.77" };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestReset(`someone${i}@example.com`, headers)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it("mails one address at most three times an hour, whoever asks", async () => {
    const account = await register();
    const finished: Promise<void>[] = [];
    for (let i = 0; i < 5; i++) {
      const asked = await apiWithWork("POST", "/user/reset-password", { body: { email: account.email } });
      expect(asked.status).toBe(200);
      finished.push(asked.finished);
    }
    await waitForMails(account.email, 3);
    // Every mail the five requests could have caused has been sent by now.
    await Promise.all(finished);
    expect(await outbox(account.email)).toHaveLength(3);
  });

  it("says plainly when the server cannot send mail", async () => {
    const options = await withConfig({ MAIL_OUTBOX: undefined }, "GET", "/user/auth/options");
    expect(options.body.data.mail).toBe(false);
    const refused = await withConfig({ MAIL_OUTBOX: undefined }, "POST", "/user/reset-password", {
      email: "someone@example.com",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(t("mailUnavailable"));
    expect((await api("GET", "/user/auth/options")).body.data.mail).toBe(true);
  });
});

describe("setting the new password", () => {
  it("sets it, signs in with a new key, and the old key fails at once", async () => {
    const account = await register();
    await requestReset(account.email);
    const code = resetCodeOf((await waitForMails(account.email))[0]);

    const reset = await setNewOne(code);
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(t("passwordReset"));
    expect(reset.body.data).toMatchObject({ id: account.id, username: account.username, newUser: false });
    expect(reset.body.data.apiToken).not.toBe(account.apiToken);

    expect((await api("GET", "/user", { auth: account })).status).toBe(401);
    expect((await api("GET", "/user", { auth: { id: account.id, apiToken: reset.body.data.apiToken } })).status).toBe(
      200,
    );
    expect(
      (
        await api("POST", "/user/auth/local/login", {
          body: { username: account.username, password: account.password },
        })
      ).status,
    ).toBe(401);
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: account.username, password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.apiToken).toBe(reset.body.data.apiToken);
  });

  it("refuses a used code, and using one link spends the others", async () => {
    const account = await register();
    await requestReset(account.email);
    await requestReset(account.email);
    const [second, first] = (await waitForMails(account.email, 2)).map(resetCodeOf);
    expect(second).not.toBe(first);
    expect((await setNewOne(first)).status).toBe(200);
    const reused = await setNewOne(first, "yet-another-secret");
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(t("passwordResetCodeInvalid"));
    expect((await setNewOne(second, "yet-another-secret")).status).toBe(401);
    expect(
      (await api("POST", "/user/auth/local/login", { body: { username: account.username, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it("refuses a wrong or missing code", async () => {
    const wrong = await setNewOne("this-is-not-a-code-anyone-was-sent");
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(t("passwordResetCodeInvalid"));
    expect(
      (
        await api("POST", "/user/auth/reset-password-set-new-one", {
          body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        })
      ).status,
    ).toBe(400);
  });

  it("refuses a code older than an hour", async () => {
    const account = await register();
    await requestReset(account.email);
    const code = resetCodeOf((await waitForMails(account.email))[0]);
    await env.DB.prepare("UPDATE account_codes SET expires_at = ?1 WHERE user_id = ?2")
      .bind(Date.now() - 1000, account.id)
      .run();
    const expired = await setNewOne(code);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(t("passwordResetCodeExpired"));
    expect((await api("GET", "/user", { auth: account })).status).toBe(200);
  });

  it("checks the password rules before spending the code", async () => {
    const account = await register();
    await requestReset(account.email);
    const code = resetCodeOf((await waitForMails(account.email))[0]);
    const short = await setNewOne(code, "short");
    expect(short.status).toBe(400);
    expect(short.body.errors[0].param).toBe("newPassword");
    expect((await setNewOne(code, "x".repeat(65))).status).toBe(400);
    const mismatch = await setNewOne(code, NEW_PASSWORD, "something-else");
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(t("passwordConfirmationMatch"));
    expect((await setNewOne(code)).status).toBe(200);
  });

  it("lets only one of two simultaneous uses of a code through", async () => {
    const account = await register();
    await requestReset(account.email);
    const code = resetCodeOf((await waitForMails(account.email))[0]);
    const [one, two] = await Promise.all([setNewOne(code, "first-new-secret"), setNewOne(code, "second-new-secret")]);
    expect([one.status, two.status].sort()).toEqual([200, 401]);
    const winner = one.status === 200 ? "first-new-secret" : "second-new-secret";
    expect(
      (await api("POST", "/user/auth/local/login", { body: { username: account.username, password: winner } })).status,
    ).toBe(200);
  });

  it("is rate-limited per client address", async () => {
    await inOneRateWindow();
    const headers = { "cf-connecting-ip": "198.51.100.78" };
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await setNewOne(`guess-${i}`, NEW_PASSWORD, NEW_PASSWORD, headers)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
