/**
 * Promo codes staff make from the admin area: worth gems or months of subscription, used up to
 * a count, once per player, until they expire; the list says who used each, by username. The
 * last use raced by two players goes to one of them.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { expectError, expectNoPrivilege, staff } from "./admin.helpers";
import { api, register, type Credentials } from "./helpers";
import { userOf } from "./payments.helpers";

const CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function makeCodes(admin: Credentials, body: Record<string, unknown>) {
  const made = await api("POST", "/admin/promo-codes", { auth: admin, body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as { code: string; maxUses: number; uses: number; expiresAt: string; open: boolean }[];
}

const enter = (player: Credentials, code: string) => api("POST", `/coupons/enter/${code}`, { auth: player });

describe("making promo codes", () => {
  it("is for full access only", async () => {
    const body = { kind: "gems", gems: 20, maxUses: 1, expiresAt: tomorrow() };
    expectNoPrivilege(await api("POST", "/admin/promo-codes", { auth: await register(), body }));
    expectNoPrivilege(await api("POST", "/admin/promo-codes", { auth: await staff("userSupport"), body }));
    expectNoPrivilege(await api("GET", "/admin/promo-codes", { auth: await staff("accessControl") }));
    expect((await api("GET", "/admin/promo-codes")).status).toBe(401);
  });

  it("makes codes on the terms given and records who made them", async () => {
    const admin = await staff("fullAccess");
    const expiresAt = tomorrow();
    const made = await makeCodes(admin, {
      kind: "gems",
      gems: 50,
      maxUses: 3,
      expiresAt,
      count: 2,
      note: "Newsletter, May",
    });
    expect(made).toHaveLength(2);
    for (const code of made) {
      expect(code.code).toMatch(CODE);
      expect(code).toMatchObject({
        kind: "gems",
        gems: 50,
        months: null,
        maxUses: 3,
        uses: 0,
        open: true,
        note: "Newsletter, May",
        createdBy: admin.id,
        redeemers: [],
      });
      // A date alone is valid to the end of that day.
      expect(code.expiresAt).toBe(`${expiresAt}T23:59:59.999Z`);
    }
    const audit = await env.DB.prepare(
      "SELECT actor_id, action, changes FROM audit_log WHERE target_type = 'promoCode' AND target_id = ?",
    )
      .bind(made[0].code)
      .first<{ actor_id: string; action: string; changes: string }>();
    expect(audit?.actor_id).toBe(admin.id);
    expect(audit?.action).toBe("createPromoCodes");
    expect(JSON.parse(audit?.changes ?? "[]")[0].new).toMatchObject({
      event: "gems",
      gems: 50,
      maxUses: 3,
      codes: made.map((code) => code.code),
    });
  });

  it("refuses terms that make no sense, and makes nothing", async () => {
    const admin = await staff("fullAccess");
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM coupons").first<{ n: number }>();
    const base = { kind: "gems", gems: 10, maxUses: 1, expiresAt: tomorrow() };
    const refused = async (body: Record<string, unknown>) => api("POST", "/admin/promo-codes", { auth: admin, body });
    expectError(await refused({ ...base, gems: undefined }), 400, "promoCodeNeedsGems");
    expectError(await refused({ ...base, kind: "subscription", gems: undefined }), 400, "promoCodeNeedsMonths");
    expectError(await refused({ ...base, expiresAt: "2020-01-01" }), 400, "promoCodeExpiryInvalid", { days: 731 });
    expectError(await refused({ ...base, expiresAt: "2999-01-01" }), 400, "promoCodeExpiryInvalid", { days: 731 });
    for (const bad of [
      { kind: "hourglasses" },
      { gems: 0 },
      { gems: 1001 },
      { gems: 2.5 },
      { gems: "10" },
      { kind: "subscription", months: 2 },
      { maxUses: 0 },
      { maxUses: 100_001 },
      { count: 101 },
      { expiresAt: "tomorrow" },
      { expiresAt: "2026-02-30x" },
      { note: "x".repeat(101) },
    ]) {
      const response = await refused({ ...base, ...bad });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.error).toBe("BadRequest");
    }
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM coupons").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe("using a code", () => {
  it("grants its gems once per player, until its uses are gone; the list names who used it", async () => {
    const admin = await staff("fullAccess");
    const [{ code }] = await makeCodes(admin, { kind: "gems", gems: 50, maxUses: 2, expiresAt: tomorrow() });
    const [first, second, third] = await Promise.all([register(), register(), register()]);
    const before = (await userOf(first)).balance;
    const used = await enter(first, code.toLowerCase().replace(/-/g, " "));
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.message).toBe("Your code worked: 50 gems are yours!");
    expect(used.body.data).toMatchObject({ event: "gems", gems: 50, months: 0 });
    expect((await userOf(first)).balance).toBe(before + 12.5);
    const history = await api("GET", "/user/purchase-history", { auth: first });
    expect(history.body.data[0]).toMatchObject({
      currency: "gems",
      amount: 50,
      transactionType: "promo_code",
      reference: code,
    });

    expectError(await enter(first, code), 401, "promoCodeAlreadyRedeemed");
    expect((await userOf(first)).balance).toBe(before + 12.5);
    expect((await enter(second, code)).status).toBe(200);
    expectError(await enter(third, code), 401, "promoCodeUsedUp");
    expect((await userOf(third)).balance).toBe(before);
    expect((await api("POST", `/coupons/validate/${code}`)).body.data).toEqual({ valid: false });

    const listed = (await api("GET", "/admin/promo-codes", { auth: admin })).body.data.find(
      (entry: { code: string }) => entry.code === code,
    );
    expect(listed).toMatchObject({ uses: 2, maxUses: 2, open: false });
    expect(listed.redeemers.map((entry: { username: string }) => entry.username)).toEqual([
      first.username,
      second.username,
    ]);
    const one = await api("GET", `/admin/promo-codes/${code}`, { auth: admin });
    expect(one.body.data.redeemers.map((entry: { userId: string }) => entry.userId)).toEqual([first.id, second.id]);
  });

  it("gives months of subscription as a gifted plan", async () => {
    const admin = await staff("fullAccess");
    const [{ code }] = await makeCodes(admin, { kind: "subscription", months: 3, maxUses: 1, expiresAt: tomorrow() });
    const player = await register();
    const used = await enter(player, code);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.message).toBe("Your code worked: 3 months of subscription added!");
    const plan = (await userOf(player)).purchased.plan;
    expect(plan.planId).toBe("basic_3mo");
    expect(plan.customerId).toBe("Gift");
    const months = (Date.parse(plan.dateTerminated) - Date.now()) / (30.5 * 86_400_000);
    expect(months).toBeGreaterThan(2.8);
    expect(months).toBeLessThan(3.1);
    const history = (await api("GET", "/user/purchase-history", { auth: player })).body.data;
    expect(history).toContainEqual(
      expect.objectContaining({ currency: "subscription", amount: 3, transactionType: "promo_code" }),
    );
  });

  it("is refused once the code has expired or staff ended it", async () => {
    const admin = await staff("fullAccess");
    const [late, ended] = await makeCodes(admin, {
      kind: "gems",
      gems: 5,
      maxUses: 10,
      expiresAt: tomorrow(),
      count: 2,
    });
    await env.DB.prepare("UPDATE coupons SET expires_at = ? WHERE code = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), late.code)
      .run();
    const player = await register();
    expectError(await enter(player, late.code), 401, "promoCodeExpired");
    expectNoPrivilege(await api("POST", `/admin/promo-codes/${ended.code}/end`, { auth: player }));
    const end = await api("POST", `/admin/promo-codes/${ended.code}/end`, { auth: admin });
    expect(end.status).toBe(200);
    expect(end.body.data.open).toBe(false);
    expectError(await enter(player, ended.code), 401, "promoCodeExpired");
    expect((await userOf(player)).balance).toBe(0);
    expectError(await api("POST", "/admin/promo-codes/2222-2222-2222/end", { auth: admin }), 404, "promoCodeNotFound");
  });

  it("the last use raced by several players goes to exactly one", async () => {
    const admin = await staff("fullAccess");
    const [{ code }] = await makeCodes(admin, { kind: "gems", gems: 40, maxUses: 1, expiresAt: tomorrow() });
    const players = await Promise.all([register(), register(), register(), register()]);
    const results = await Promise.all(players.map((player) => enter(player, code)));
    expect(results.map((result) => result.status).sort()).toEqual([200, 401, 401, 401]);
    for (const result of results.filter((entry) => entry.status === 401))
      expect(result.body.message).toBe(t("promoCodeUsedUp"));
    const balances = await Promise.all(players.map(async (player) => (await userOf(player)).balance));
    expect(balances.filter((balance) => balance === 10)).toHaveLength(1);
    const row = await env.DB.prepare(
      "SELECT uses, (SELECT COUNT(*) FROM coupon_redemptions WHERE code = ?) AS redemptions FROM coupons WHERE code = ?",
    )
      .bind(code, code)
      .first<{ uses: number; redemptions: number }>();
    expect(row).toEqual({ uses: 1, redemptions: 1 });
  });

  it("one player entering a code from two devices at once gets it once", async () => {
    const admin = await staff("fullAccess");
    const [{ code }] = await makeCodes(admin, { kind: "gems", gems: 8, maxUses: 10, expiresAt: tomorrow() });
    const player = await register();
    const results = await Promise.all([enter(player, code), enter(player, code), enter(player, code)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 401, 401]);
    expect((await userOf(player)).balance).toBe(2);
  });

  it("tells the player in their own language", async () => {
    const admin = await staff("fullAccess");
    const [{ code }] = await makeCodes(admin, { kind: "gems", gems: 1, maxUses: 1, expiresAt: tomorrow() });
    const player = await register();
    await api("PUT", "/user", { auth: player, body: { "preferences.language": "de" } });
    const used = await enter(player, code);
    expect(used.body.message).toBe(t("promoCodeGems", { gems: 1 }, "de"));
    expect(used.body.message).toBe("Dein Code hat funktioniert: 1 Edelstein gehört dir!");
    expect((await enter(player, code)).body.message).toBe(t("promoCodeAlreadyRedeemed", {}, "de"));
  });
});
