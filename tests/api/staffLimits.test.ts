/**
 * What staff may not do with their powers: change their own account (balance, tier, items,
 * standing, credentials) through the staff tools, review reports on their own words, and —
 * without full access — suspend, mute, revoke the chat of or re-key another staff member.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { TAVERN_ID } from "../../content/data/constants";
import { expectError, staff, type Privilege } from "./admin.helpers";
import { createGuild, debugSet, me } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

async function update(actor: Credentials, target: Credentials | string, body: unknown) {
  const id = typeof target === "string" ? target : target.id;
  return api("PUT", `/hall/heroes/${id}`, { auth: actor, body });
}

async function post(author: Credentials, groupId: string, text: string): Promise<string> {
  const response = await api("POST", `/groups/${groupId}/chat`, { auth: author, body: { message: text } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.message.id;
}

/** What of an account staff tools could change, as the account itself reads it. */
async function standing(account: Credentials) {
  const user = await me(account);
  return {
    balance: user.balance,
    contributor: user.contributor,
    permissions: user.permissions,
    flags: { chatRevoked: user.flags.chatRevoked, chatShadowMuted: user.flags.chatShadowMuted },
    eggs: user.items.eggs,
    trinkets: user.purchased.plan.consecutive.trinkets,
  };
}

/** Every kind of change the hero route makes, each of which must be refused on one's own account. */
const OWN_CHANGES: [string, Record<string, unknown>][] = [
  ["gems", { balance: 250 }],
  ["hourglasses", { purchased: { plan: { consecutive: { trinkets: 50 } } } }],
  ["contributor tier", { contributor: { level: 7 } }],
  ["contributor title", { contributor: { text: "Legend" } }],
  ["an item", { itemPath: "items.eggs.Wolf", itemVal: 99 }],
  ["suspension lifted", { auth: { blocked: false } }],
  ["suspension", { "auth.blocked": true }],
  ["chat revocation", { flags: { chatRevoked: false } }],
  ["shadow mute", { "flags.chatShadowMuted": false }],
  ["a new API token", { changeApiToken: true }],
  ["privileges", { permissions: { moderator: true } }],
  ["full access removed", { permissions: { fullAccess: false } }],
  ["the staff note", { secret: { text: "I am great" } }],
  ["a day rollover", { resetCron: true }],
];

describe("staff never change their own account through the staff tools", () => {
  for (const privilege of ["userSupport", "fullAccess"] as Privilege[]) {
    it(`${privilege}: every change to their own account is refused and changes nothing`, async () => {
      const self = await staff(privilege);
      await debugSet(self, { "flags.chatShadowMuted": true });
      const before = await standing(self);
      for (const [what, body] of OWN_CHANGES) {
        for (const identifier of [self.id, self.username]) {
          const response = await update(self, identifier, body);
          expectError(response, 403, "staffCannotChangeOwnAccount");
          expect(response.body.error, what).toBe("Forbidden");
        }
      }
      expect(await standing(self)).toEqual(before);
      // The old token still works: no new one was issued.
      expect((await api("GET", "/user", { auth: self })).status).toBe(200);
      // Reading their own page stays possible.
      expect((await api("GET", `/hall/heroes/${self.id}`, { auth: self })).status).toBe(200);
    });
  }

  it("a moderator cannot revoke their own chat from the queue, nor clear reports on their own message", async () => {
    const moderator = await staff("moderator");
    const reporters = [await register(), await register()];
    const own = await post(moderator, TAVERN_ID, `my own words ${crypto.randomUUID()}`);
    for (const reporter of reporters)
      expect((await api("POST", `/groups/${TAVERN_ID}/chat/${own}/flag`, { auth: reporter })).status).toBe(200);
    expectError(
      await api("POST", `/admin/moderation/${TAVERN_ID}/${own}/revoke`, { auth: moderator }),
      403,
      "staffCannotChangeOwnAccount",
    );
    expectError(
      await api("POST", `/admin/moderation/${TAVERN_ID}/${own}/clear`, { auth: moderator }),
      403,
      "cannotReviewOwnReports",
    );
    expectError(
      await api("POST", `/groups/${TAVERN_ID}/chat/${own}/clearflags`, { auth: moderator }),
      403,
      "cannotReviewOwnReports",
    );
    const queued = ((await api("GET", "/admin/moderation", { auth: moderator })).body.data as { id: string }[]).find(
      (entry) => entry.id === own,
    );
    expect(queued).toMatchObject({ flagCount: 2, hidden: true });
    expect((await me(moderator)).flags.chatRevoked).toBeFalsy();
    // Another moderator reviews it.
    const other = await staff("moderator");
    expect((await api("POST", `/admin/moderation/${TAVERN_ID}/${own}/clear`, { auth: other })).status).toBe(200);
  });

  it("a moderator cannot clear the reports on a challenge they lead", async () => {
    const moderator = await staff("moderator");
    const guildId = await createGuild(moderator, { name: "Self Review" });
    const created = await api("POST", "/challenges", {
      auth: moderator,
      body: { group: guildId, name: "My Challenge", shortName: "mine" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const challengeId = created.body.data.id;
    const reporter = await register();
    expect((await api("POST", `/challenges/${challengeId}/flag`, { auth: reporter })).status).toBe(200);
    expectError(
      await api("POST", `/challenges/${challengeId}/clearflags`, { auth: moderator }),
      403,
      "cannotReviewOwnReports",
    );
    const other = await staff("moderator");
    const seen = await api("GET", `/challenges/${challengeId}`, { auth: other });
    expect(seen.body.data.flagCount).toBe(1);
    expect((await api("POST", `/challenges/${challengeId}/clearflags`, { auth: other })).status).toBe(200);
  });
});

describe("promo codes", () => {
  it("staff cannot enter a code they made themselves; anyone else can", async () => {
    const operator = await staff("fullAccess");
    const [{ code }] = (await api("POST", "/coupons/generate/wondercon?count=1", { auth: operator })).body.data;
    expectError(await api("POST", `/coupons/enter/${code}`, { auth: operator }), 403, "cannotRedeemOwnCode");
    expect((await me(operator)).items.gear.owned.body_special_wondercon_red).toBeUndefined();
    expect((await api("POST", `/coupons/validate/${code}`)).body.data).toEqual({ valid: true });
    expect((await api("POST", `/coupons/enter/${code}`, { auth: await register() })).status).toBe(200);
  });
});

describe("only full access acts on another staff member's standing and credentials", () => {
  let support: Credentials;
  let operator: Credentials;

  beforeAll(async () => {
    support = await staff("userSupport");
    operator = await staff("fullAccess");
  });

  const STANDING: [string, Record<string, unknown>][] = [
    ["suspend", { auth: { blocked: true } }],
    ["suspend (flat)", { "auth.blocked": true }],
    ["revoke chat", { flags: { chatRevoked: true } }],
    ["revoke chat (flat)", { "flags.chatRevoked": true }],
    ["shadow mute", { flags: { chatShadowMuted: true } }],
    ["shadow mute (flat)", { "flags.chatShadowMuted": true }],
    ["new API token", { changeApiToken: true }],
  ];

  for (const privilege of [
    "moderator",
    "userSupport",
    "challengeAdmin",
    "accessControl",
    "groupSupport",
  ] as Privilege[]) {
    it(`user support cannot suspend, mute, revoke or re-key a holder of ${privilege}`, async () => {
      const colleague = await staff(privilege);
      const before = await standing(colleague);
      for (const [what, body] of STANDING) {
        const response = await update(support, colleague, body);
        expectError(response, 401, "onlyFullAccessActsOnStaff");
        expect(response.body.error, what).toBe("NotAuthorized");
      }
      expect(await standing(colleague)).toEqual(before);
      // The old token still signs them in.
      expect((await api("GET", "/user", { auth: colleague })).status).toBe(200);
      // Corrections that are no standing stay open to support.
      expect((await update(support, colleague, { contributor: { text: "Helper" } })).status).toBe(200);
    });
  }

  it("the old admin flag makes staff too", async () => {
    const colleague = await register();
    await debugSet(colleague, { "contributor.admin": true });
    expectError(await update(support, colleague, { auth: { blocked: true } }), 401, "onlyFullAccessActsOnStaff");
    expect((await api("GET", "/user", { auth: colleague })).status).toBe(200);
  });

  it("lifting a staff member's suspension or mute is full access's too", async () => {
    const colleague = await staff("moderator");
    await debugSet(colleague, { "flags.chatRevoked": true, "flags.chatShadowMuted": true });
    expectError(await update(support, colleague, { flags: { chatRevoked: false } }), 401, "onlyFullAccessActsOnStaff");
    expectError(
      await update(support, colleague, { flags: { chatShadowMuted: false } }),
      401,
      "onlyFullAccessActsOnStaff",
    );
    // Sending the value the account already has changes nothing and is no standing change.
    expect((await update(support, colleague, { flags: { chatRevoked: true } })).status).toBe(200);
  });

  it("full access may suspend, mute, revoke and re-key another staff member", async () => {
    const colleague = await staff("moderator");
    for (const body of [
      { flags: { chatRevoked: true } },
      { flags: { chatShadowMuted: true } },
      { flags: { chatRevoked: false, chatShadowMuted: false } },
      { changeApiToken: true },
    ])
      expect((await update(operator, colleague, body)).status).toBe(200);
    expect((await api("GET", "/user", { auth: colleague })).status).toBe(401);
    expect((await update(operator, colleague, { auth: { blocked: true } })).body.data.auth.blocked).toBe(true);
  });

  it("support still suspends and re-keys players who hold no privilege", async () => {
    const player = await register();
    expect((await update(support, player, { changeApiToken: true })).status).toBe(200);
    expect((await api("GET", "/user", { auth: player })).status).toBe(401);
    expect((await update(support, player, { auth: { blocked: true } })).status).toBe(200);
  });

  it("a moderator cannot revoke another staff member's chat from the queue; full access can", async () => {
    const moderator = await staff("moderator");
    const colleague = await staff("groupSupport");
    const message = await post(colleague, TAVERN_ID, `staff words ${crypto.randomUUID()}`);
    expectError(
      await api("POST", `/admin/moderation/${TAVERN_ID}/${message}/revoke`, { auth: moderator }),
      401,
      "onlyFullAccessActsOnStaff",
    );
    expect((await me(colleague)).flags.chatRevoked).toBeFalsy();
    const revoked = await api("POST", `/admin/moderation/${TAVERN_ID}/${message}/revoke`, { auth: operator });
    expect(revoked.status).toBe(200);
    expect((await me(colleague)).flags.chatRevoked).toBe(true);
  });
});

describe("staff powers never make their holder the leader or the winner", () => {
  it("challenge admin cannot take over a challenge, or win it, by their privilege", async () => {
    const admin = await staff("challengeAdmin");
    const leader = await register();
    const guildId = await createGuild(leader, { name: "Prize Hunters" });
    await api("POST", "/debug/add-ten-gems", { auth: leader });
    const created = await api("POST", "/challenges", {
      auth: leader,
      body: { group: guildId, name: "Big Prize", shortName: "prize", prize: 8 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    await api("POST", `/groups/${guildId}/join`, { auth: admin });
    expect((await api("POST", `/challenges/${id}/join`, { auth: admin })).status).toBe(200);
    const gems = (await me(admin)).balance;
    expectError(
      await api("PUT", `/challenges/${id}`, { auth: admin, body: { leader: admin.id } }),
      403,
      "staffCannotChooseThemselves",
    );
    expectError(
      await api("POST", `/challenges/${id}/selectWinner/${admin.id}`, { auth: admin }),
      403,
      "staffCannotChooseThemselves",
    );
    expect((await api("GET", `/challenges/${id}`, { auth: admin })).body.data.leader.id).toBe(leader.id);
    expect((await me(admin)).balance).toBe(gems);
    // Another member may still be picked by the admin.
    const member = await register();
    await api("POST", `/groups/${guildId}/join`, { auth: member });
    await api("POST", `/challenges/${id}/join`, { auth: member });
    expect((await api("POST", `/challenges/${id}/selectWinner/${member.id}`, { auth: admin })).status).toBe(200);
  });

  it("full access and group support cannot make themselves a group's leader", async () => {
    const operator = await staff("fullAccess");
    const support = await staff("groupSupport");
    const leader = await register();
    const guildId = await createGuild(leader, { name: "Held Guild" });
    for (const who of [operator, support]) await api("POST", `/groups/${guildId}/join`, { auth: who });
    expectError(
      await api("PUT", `/groups/${guildId}`, { auth: operator, body: { leader: operator.id } }),
      403,
      "staffCannotChooseThemselves",
    );
    for (const who of [operator, support])
      expectError(
        await api("PUT", `/admin/groups/${guildId}`, { auth: who, body: { leader: who.id } }),
        403,
        "staffCannotChooseThemselves",
      );
    expect((await api("GET", `/groups/${guildId}`, { auth: leader })).body.data.leader._id).toBe(leader.id);
  });
});
