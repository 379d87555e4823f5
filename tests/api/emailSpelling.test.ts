/**
 * One spelling of every email address (no surrounding spaces or trailing dots, lower case, the
 * domain in its IDNA form) wherever an address is stored or compared, and accounts stored
 * before that found by the spelling they had.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { emailMatches, snapshotOf } from "../../worker/admin/blockers";
import { expectError, staff } from "./admin.helpers";
import { createParty } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";
import { resetCodeOf, waitForMails } from "./mail.helpers";

const PASSWORD = "correct-horse-battery";

function registration(email: string) {
  const username = `sp${crypto.randomUUID().slice(0, 12).replace(/-/g, "")}`;
  return api("POST", "/user/auth/local/register", {
    body: { username, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
}

async function storedEmail(account: Pick<Credentials, "id" | "apiToken">): Promise<string> {
  return (await api("GET", "/user", { auth: account })).body.data.auth.local.email;
}

const unique = () => crypto.randomUUID().slice(0, 8);

describe("registration and email changes", () => {
  it("store the one spelling, and refuse another spelling of a taken address", async () => {
    const name = `spell${unique()}`;
    const created = await registration(`  ${name.toUpperCase()}@Example.COM. `);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const account = { id: created.body.data.id, apiToken: created.body.data.apiToken };
    expect(await storedEmail(account)).toBe(`${name}@example.com`);
    for (const spelling of [`${name}@example.com`, `${name}@EXAMPLE.com..`, ` ${name}@example.com`]) {
      const again = await registration(spelling);
      expect(again.status, spelling).toBe(401);
      expect(again.body.message).toBe(t("emailTaken"));
    }
    const check = await api("POST", "/user/auth/check-email", { body: { email: `${name}@Example.com.` } });
    expect(check.body.data).toEqual({ valid: false, email: `${name}@Example.com.`, error: t("emailTaken") });
  });

  it("write an internationalised domain in its IDNA form", async () => {
    const name = `idn${unique()}`;
    const created = await registration(`${name}@Bücher.example`);
    expect(created.status).toBe(201);
    const account = { id: created.body.data.id, apiToken: created.body.data.apiToken };
    expect(await storedEmail(account)).toBe(`${name}@xn--bcher-kva.example`);
    expect((await registration(`${name}@xn--bcher-kva.example`)).status).toBe(401);
    expect((await registration(`${name}@ＢÜＣＨＥＲ.example.`)).status).toBe(401);
  });

  it("refuse what is no address once normalised", async () => {
    for (const email of ["someone@127.0.0.1", "someone@example", "someone@exa_mple.com"]) {
      expect((await registration(email)).status, email).toBe(400);
    }
  });

  it("an email change stores the one spelling and sees another spelling of a taken address", async () => {
    const taken = await register();
    const player = await register();
    const changed = await api("PUT", "/user/auth/update-email", {
      auth: player,
      body: { newEmail: ` Moved-${player.username}@Example.org. `, password: player.password },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe(`moved-${player.username.toLowerCase()}@example.org`);
    expect(await storedEmail(player)).toBe(`moved-${player.username.toLowerCase()}@example.org`);
    expectError(
      await api("PUT", "/user/auth/update-email", {
        auth: player,
        body: { newEmail: `${taken.email.toUpperCase()}.`, password: player.password },
      }),
      401,
      "emailTaken",
    );
  });
});

describe("finding an account by its address", () => {
  it("logs in by any spelling of the address", async () => {
    const account = await register();
    for (const spelling of [account.email.toUpperCase(), `${account.email}.`, ` ${account.email} `]) {
      const login = await api("POST", "/user/auth/local/login", {
        body: { username: spelling, password: account.password },
      });
      expect(login.status, spelling).toBe(200);
    }
  });

  it("mails a reset link for any spelling of the address", async () => {
    const account = await register();
    const asked = await api("POST", "/user/reset-password", { body: { email: `${account.email.toUpperCase()}.` } });
    expect(asked.status).toBe(200);
    expect(resetCodeOf((await waitForMails(account.email))[0])).toHaveLength(43);
  });

  it("invites an existing player by any spelling of their address", async () => {
    const leader = await register();
    const invitee = await register();
    const partyId = await createParty(leader);
    const invited = await api("POST", `/groups/${partyId}/invite`, {
      auth: leader,
      body: { emails: [`${invitee.email.toUpperCase()}.`] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.data.unknownEmails).toEqual([]);
    expect(invited.body.data.invited.map((entry: { id: string }) => entry.id)).toEqual([invitee.id]);
  });

  it("finds a player for staff by any spelling of the address", async () => {
    const support = await staff("userSupport");
    const player = await register();
    const found = await api("GET", `/admin/search/${encodeURIComponent(`${player.email.toUpperCase()}.`)}`, {
      auth: support,
    });
    expect(found.status).toBe(200);
    expect(found.body.data[0]?.id).toBe(player.id);
  });

  it("still finds accounts stored before, by the spelling they were stored with, and keeps them unique", async () => {
    const name = `old${unique()}`;
    const account = await register({ email: `${name}@fresh.example` });
    // As a row written before the one spelling existed would be.
    const legacy = `${name}@bücher.example`;
    await env.DB.prepare("UPDATE users SET email = ?1, misc = json_set(misc, '$.auth.local.email', ?1) WHERE id = ?2")
      .bind(legacy, account.id)
      .run();
    for (const spelling of [legacy, `${name}@BÜCHER.example.`, `${name}@xn--bcher-kva.example`]) {
      const login = await api("POST", "/user/auth/local/login", { body: { username: spelling, password: PASSWORD } });
      expect(login.status, spelling).toBe(200);
      expect((await registration(spelling)).status, spelling).toBe(401);
    }
    expect(
      (await api("POST", "/user/reset-password", { body: { email: `${name}@xn--bcher-kva.example` } })).status,
    ).toBe(200);
    expect(await waitForMails(legacy)).toHaveLength(1);
  });
});

describe("an address an older, laxer check let in", () => {
  it("still signs its account in and gets it a reset link, though no new account may use such an address", async () => {
    const account = await register();
    const odd = `old-${unique()}@under_score.example`;
    await env.DB.prepare("UPDATE users SET email = ?1, misc = json_set(misc, '$.auth.local.email', ?1) WHERE id = ?2")
      .bind(odd, account.id)
      .run();
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: odd.toUpperCase(), password: PASSWORD },
    });
    expect(login.status).toBe(200);
    expect((await api("POST", "/user/reset-password", { body: { email: odd } })).status).toBe(200);
    expect(await waitForMails(odd)).toHaveLength(1);
    expect((await registration(`new-${odd}`)).status).toBe(400);
  });
});

describe("email blockers", () => {
  it("cover every spelling of a blocked domain or address", async () => {
    const admin = await staff("accessControl");
    const domain = `evil-${unique()}.example`;
    const domainBlocker = await api("POST", "/admin/blockers", { auth: admin, body: { type: "email", value: domain } });
    expect(domainBlocker.status).toBe(201);
    for (const email of [
      `a@${domain}.`,
      `a@${domain.toUpperCase()}`,
      ` a@${domain} `,
      `a@mail.${domain}..`,
      `a@${domain.replace("evil", "ｅｖｉｌ")}`,
    ]) {
      const refused = await registration(email);
      expect(refused.status, email).toBe(403);
      expect(refused.body.message).toBe(t("emailBlocked"));
    }
    const check = await api("POST", "/user/auth/check-email", { body: { email: `x@${domain}.` } });
    expect(check.body.data).toEqual({ valid: false, email: `x@${domain}.`, error: t("emailBlocked") });

    // A blocker written with a Unicode domain covers its IDNA spelling, and the other way round.
    const idn = `böse-${unique()}.example`;
    const idnBlocker = await api("POST", "/admin/blockers", { auth: admin, body: { type: "email", value: idn } });
    expect(idnBlocker.status).toBe(201);
    expect(idnBlocker.body.data.value).toBe(new URL(`http://${idn}/`).hostname);
    expect((await registration(`a@${new URL(`http://${idn}/`).hostname}`)).status).toBe(403);
    expect((await registration(`a@${idn.toUpperCase()}.`)).status).toBe(403);

    const player = await register();
    expectError(
      await api("PUT", "/user/auth/update-email", {
        auth: player,
        body: { newEmail: `moved@${domain}.`, password: player.password },
      }),
      403,
      "emailBlocked",
    );
    await api("DELETE", `/admin/blockers/${domainBlocker.body.data.id}`, { auth: admin });
    await api("DELETE", `/admin/blockers/${idnBlocker.body.data.id}`, { auth: admin });
  });

  it("match the stored address of a player written before the one spelling", async () => {
    const admin = await staff("accessControl");
    const domain = `legacy-${unique()}.example`;
    const player = await register({ email: `buyer@${domain}` });
    await env.DB.prepare("UPDATE users SET email = ?1 WHERE id = ?2").bind(`buyer@${domain}.`, player.id).run();
    const blocker = await api("POST", "/admin/blockers", {
      auth: admin,
      body: { type: "email", area: "payment", value: domain },
    });
    expect(blocker.status).toBe(201);
    expectError(
      await api("POST", "/payments/stripe/checkout-session", { auth: player, body: {} }),
      403,
      "paymentsBlocked",
    );
    await api("DELETE", `/admin/blockers/${blocker.body.data.id}`, { auth: admin });
  });

  it("match blocker values stored before the one spelling", () => {
    const snapshot = snapshotOf([
      { type: "email", area: "full", value: "EVIL.example.", disabled: false },
      { type: "email", area: "full", value: "Someone@Bücher.example", disabled: false },
    ]);
    expect(snapshot.fullEmails.some((value) => emailMatches(value, "a@evil.example"))).toBe(true);
    expect(snapshot.fullEmails.some((value) => emailMatches(value, "someone@xn--bcher-kva.example."))).toBe(true);
    expect(emailMatches("evil.example", "a@EVIL.example.")).toBe(true);
    expect(emailMatches("evil.example", "a@notevil.example")).toBe(false);
  });
});
