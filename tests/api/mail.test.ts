/** The mail layer: the outbox route, Resend as the real sender, and each mail the game sends. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import deployedWorker from "../../worker/index";
import worker from "../../worker/index.dev";
import { sendGiftReceivedMail } from "../../worker/mail/messages";
import { loadUser } from "../../db/users";
import { database } from "../../db/client";
import { createGuild, createParty } from "./groups.helpers";
import { api, BASE, register } from "./helpers";
import { apiWithWork, outbox, waitForMails } from "./mail.helpers";

async function callWorker(
  target: typeof worker,
  overrides: Record<string, string | undefined>,
  method: string,
  path: string,
  body?: unknown,
) {
  const ctx = createExecutionContext();
  const request = new Request(`${BASE}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": `172.17.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await target.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json().catch(() => undefined)) as any };
}

async function resendAccepted(to: string): Promise<Record<string, any>[]> {
  return (await fetch(`https://mail.test/resend?to=${encodeURIComponent(to)}`)).json();
}

/** The key the fake Resend accepts (a binding of the test configuration). */
const TEST_RESEND_API_KEY = (env as unknown as { TEST_RESEND_API_KEY: string }).TEST_RESEND_API_KEY;
const RESEND = { RESEND_API_KEY: TEST_RESEND_API_KEY, MAIL_FROM: "Habitforge <play@habitforge.test>" };

describe("the outbox", () => {
  it("lists an address's mails newest first, and only on the development entry", async () => {
    const account = await register();
    await api("POST", "/user/reset-password", { body: { email: account.email } });
    await waitForMails(account.email, 1);
    await api("POST", "/user/reset-password", { body: { email: account.email } });
    const [newest, older] = await waitForMails(account.email, 2);
    expect(newest.id).toBeGreaterThan(older.id);
    expect(newest).toMatchObject({
      to: account.email,
      kind: "password-reset",
      subject: expect.any(String),
      text: expect.any(String),
    });
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt));
    const everyone = await api("GET", "/debug/outbox");
    expect(everyone.body.data.some((mail: { to: string }) => mail.to === account.email)).toBe(true);
    const deployed = await callWorker(deployedWorker, {}, "GET", `/debug/outbox?to=${account.email}`);
    expect(deployed.status).toBe(404);
  });
});

describe("Resend, the real sender", () => {
  it("carries the mail through its API when configured, instead of the outbox", async () => {
    const account = await register();
    expect((await callWorker(worker, RESEND, "GET", "/user/auth/options")).body.data.mail).toBe(true);
    expect((await callWorker(worker, RESEND, "POST", "/user/reset-password", { email: account.email })).status).toBe(
      200,
    );
    const [sent] = await resendAccepted(account.email);
    expect(sent).toMatchObject({
      from: RESEND.MAIL_FROM,
      to: account.email,
      subject: expect.stringMatching(/password/i),
    });
    expect(sent.text).toMatch(/\/reset-password\?code=/);
    expect(sent.html).toMatch(/<a href="https:\/\/habitforge\.test\/reset-password\?code=/);
    // callWorker waited for the request's background work: the outbox would hold the mail by now.
    expect(await outbox(account.email)).toEqual([]);
  });

  it("keeps the answer the same when Resend refuses the mail", async () => {
    const account = await register();
    const refused = await callWorker(
      worker,
      { ...RESEND, RESEND_API_KEY: "re_wrong" },
      "POST",
      "/user/reset-password",
      { email: account.email },
    );
    expect(refused.status).toBe(200);
    expect(await resendAccepted(account.email)).toEqual([]);
  });

  it("needs a sender address as well as the key", async () => {
    const options = await callWorker(
      worker,
      { RESEND_API_KEY: TEST_RESEND_API_KEY, MAIL_OUTBOX: undefined },
      "GET",
      "/user/auth/options",
    );
    expect(options.body.data.mail).toBe(false);
  });
});

describe("the mails", () => {
  it("tell the old address when the email changes", async () => {
    const account = await register();
    const newEmail = `moved-${account.username}@example.com`;
    const changed = await apiWithWork("PUT", "/user/auth/update-email", {
      auth: account,
      body: { newEmail, password: account.password },
    });
    expect(changed.status).toBe(200);
    const [mail] = await waitForMails(account.email);
    expect(mail.kind).toBe("email-changed");
    expect(mail.text).toContain(newEmail);
    expect(mail.text).toContain(account.username);
    await changed.finished;
    expect(await outbox(newEmail)).toEqual([]);
  });

  it("invite addresses with no account by mail with the signed link, and say so", async () => {
    const leader = await register();
    const partyId = await createParty(leader, "Mail Party");
    const address = `friend-${leader.username}@example.com`;
    const invite = await api("POST", `/groups/${partyId}/invite`, { auth: leader, body: { emails: [address] } });
    expect(invite.status).toBe(200);
    const [link] = invite.body.data.invitationLinks;
    expect(link).toMatchObject({ email: address, emailed: true });
    const [mail] = await waitForMails(address);
    expect(mail.kind).toBe("group-invitation");
    expect(mail.subject).toContain(leader.username);
    expect(mail.text).toContain("Mail Party");
    expect(mail.links).toEqual([link.url]);
    // The mailed link is the signed invitation: registering with it joins the party's invitations.
    const token = new URL(link.url).searchParams.get("groupInvite") ?? "";
    const joined = await api("POST", `/user/auth/local/register?groupInvite=${encodeURIComponent(token)}`, {
      body: {
        username: `f${leader.username}`.slice(0, 20),
        email: address,
        password: "friendly-secret",
        confirmPassword: "friendly-secret",
      },
    });
    expect(joined.status).toBe(201);
    const friend = await api("GET", "/user", {
      auth: { id: joined.body.data.id, apiToken: joined.body.data.apiToken },
    });
    expect(friend.body.data.invitations.party.id).toBe(partyId);
  });

  it("tell a player invited by address, unless they turned such mail off", async () => {
    const leader = await register();
    const guildId = await createGuild(leader, { name: "Lettered Guild", privacy: "private" });
    const keen = await register();
    const quiet = await register();
    await api("PUT", "/user", { auth: quiet, body: { "preferences.emailNotifications.invitedGuild": false } });
    const invite = await apiWithWork("POST", `/groups/${guildId}/invite`, {
      auth: leader,
      body: { emails: [keen.email, quiet.email] },
    });
    expect(invite.status).toBe(200);
    expect(invite.body.data.invited).toHaveLength(2);
    const [mail] = await waitForMails(keen.email);
    expect(mail.text).toContain("Lettered Guild");
    expect(mail.links).toEqual([`https://habitforge.test/groups/guild/${guildId}`]);
    await invite.finished;
    expect(await outbox(quiet.email)).toEqual([]);
  });

  it("go out to nobody when the server cannot send mail, and the answer says so", async () => {
    const leader = await register();
    const partyId = await createParty(leader, "Quiet Party");
    const address = `unmailed-${leader.username}@example.com`;
    const ctx = createExecutionContext();
    const request = new Request(`${BASE}/groups/${partyId}/invite`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-user": leader.id, "x-api-key": leader.apiToken },
      body: JSON.stringify({ emails: [address] }),
    });
    const response = await worker.fetch(
      request as Parameters<typeof worker.fetch>[0],
      { ...env, MAIL_OUTBOX: undefined },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const answer = (await response.json()) as any;
    expect(answer.data.invitationLinks[0]).toMatchObject({ email: address, emailed: false });
    expect(await outbox(address)).toEqual([]);
  });

  it("tell a player about a gift, as their preferences allow", async () => {
    const account = await register();
    const recipient = (await loadUser(database(env.DB), account.id))!;
    expect(
      await sendGiftReceivedMail(env, {
        to: recipient,
        fromName: "Generous Gwen",
        gift: { type: "gems", gems: 20 },
        message: "Enjoy!",
      }),
    ).toBe(true);
    const [mail] = await outbox(account.email);
    expect(mail.kind).toBe("gift-received");
    expect(mail.subject).toBe("Generous Gwen sent you a gift on Habitforge");
    expect(mail.text).toContain("20 gems");
    expect(mail.text).toContain("Enjoy!");

    expect(
      await sendGiftReceivedMail(env, {
        to: account.email,
        fromName: "Generous Gwen",
        gift: { type: "subscription", months: 3 },
      }),
    ).toBe(true);
    expect((await outbox(account.email))[0].text).toContain("a 3-month subscription");

    recipient.preferences.emailNotifications.giftedGems = false;
    expect(
      await sendGiftReceivedMail(env, { to: recipient, fromName: "Generous Gwen", gift: { type: "gems", gems: 4 } }),
    ).toBe(false);
    expect(
      await sendGiftReceivedMail(env, {
        to: recipient,
        fromName: "Generous Gwen",
        gift: { type: "subscription", months: 1 },
      }),
    ).toBe(true);
    recipient.preferences.emailNotifications.unsubscribeFromAll = true;
    expect(
      await sendGiftReceivedMail(env, {
        to: recipient,
        fromName: "Generous Gwen",
        gift: { type: "subscription", months: 1 },
      }),
    ).toBe(false);
    expect(await outbox(account.email)).toHaveLength(3);
  });

  it("escape what players wrote in the HTML part", async () => {
    const account = await register();
    await sendGiftReceivedMail(env, {
      to: account.email,
      fromName: "<b>Bold</b> & Co",
      gift: { type: "gems", gems: 1 },
    });
    const row = await env.DB.prepare('SELECT html, text FROM mail_outbox WHERE "to" = ?1')
      .bind(account.email)
      .first<{ html: string; text: string }>();
    expect(row?.html).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; Co");
    expect(row?.html).not.toContain("<b>Bold</b>");
    expect(row?.text).toContain("<b>Bold</b> & Co sent you 1 gem");
  });
});
