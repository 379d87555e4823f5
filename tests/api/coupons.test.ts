/** Promo codes: staff make them, players enter them once; the list downloads as CSV. */
import { describe, expect, it } from "vitest";
import { api, register } from "./helpers";
import { buyWithSimulator, userOf } from "./payments.helpers";

async function staff() {
  const admin = await register();
  await api("POST", "/debug/make-admin", { auth: admin });
  return admin;
}

const WONDERCON_GEAR = [
  "eyewear_special_wondercon_red",
  "eyewear_special_wondercon_black",
  "back_special_wondercon_black",
  "back_special_wondercon_red",
  "body_special_wondercon_red",
  "body_special_wondercon_black",
  "body_special_wondercon_gold",
];

describe("promo codes", () => {
  it("staff make codes for an event; others may not; the count and event are checked", async () => {
    const admin = await staff();
    const player = await register();
    expect((await api("POST", "/coupons/generate/wondercon?count=2", { auth: player })).status).toBe(401);
    const made = await api("POST", "/coupons/generate/wondercon?count=3", { auth: admin });
    expect(made.status).toBe(200);
    expect(made.body.data).toHaveLength(3);
    for (const coupon of made.body.data)
      expect(coupon.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(new Set(made.body.data.map((coupon: { code: string }) => coupon.code)).size).toBe(3);
    for (const query of ["", "?count=0", "?count=abc", "?count=1001", "?count=2.5"]) {
      expect((await api("POST", `/coupons/generate/wondercon${query}`, { auth: admin })).status, query).toBe(400);
    }
    const unknown = await api("POST", "/coupons/generate/comiccon?count=1", { auth: admin });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no promo code event called "comiccon".');
  });

  it("a code grants its event's items once; a second use is refused with a clear message", async () => {
    const admin = await staff();
    const [{ code }] = (await api("POST", "/coupons/generate/wondercon?count=1", { auth: admin })).body.data;
    const player = await register();
    expect((await api("POST", `/coupons/validate/${code}`)).body.data).toEqual({ valid: true });
    // Typed in lower case with spaces, as players do.
    const typed = code.toLowerCase().replace(/-/g, " ");
    const entered = await api("POST", `/coupons/enter/${encodeURIComponent(typed)}`, { auth: player });
    expect(entered.status).toBe(200);
    expect(entered.body.message).toBe("Your code worked: enjoy your new items!");
    expect(entered.body.data.gear).toEqual(WONDERCON_GEAR);
    const owned = (await userOf(player)).items.gear.owned;
    for (const key of WONDERCON_GEAR) expect(owned[key]).toBe(true);
    expect((await userOf(player)).extra).toMatchObject({ signupEvent: "wondercon" });

    const again = await api("POST", `/coupons/enter/${code}`, { auth: player });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe("That promo code has already been used.");
    const other = await register();
    expect((await api("POST", `/coupons/enter/${code}`, { auth: other })).body.message).toBe(
      "That promo code has already been used.",
    );
    expect((await userOf(other)).items.gear.owned.eyewear_special_wondercon_red).toBeUndefined();
    expect((await api("POST", `/coupons/validate/${code}`)).body.data).toEqual({ valid: false });

    const csv = await api("GET", "/coupons", { auth: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe("code,event,date,user,usedAt");
    const line = lines.find((entry) => entry.startsWith(code))?.split(",");
    expect(line?.slice(0, 2)).toEqual([code, "wondercon"]);
    expect(line?.[3]).toBe(player.id);
    expect(Number.isNaN(Date.parse(line?.[2] ?? ""))).toBe(false);
    expect(Number.isNaN(Date.parse(line?.[4] ?? ""))).toBe(false);
    expect((await api("GET", "/coupons", { auth: player })).status).toBe(401);
  });

  it("two players entering one code at once: exactly one gets it", async () => {
    const admin = await staff();
    const [{ code }] = (await api("POST", "/coupons/generate/wondercon?count=1", { auth: admin })).body.data;
    const players = await Promise.all([register(), register(), register()]);
    const results = await Promise.all(players.map((player) => api("POST", `/coupons/enter/${code}`, { auth: player })));
    expect(results.map((result) => result.status).sort()).toEqual([200, 401, 401]);
    const winners = (await Promise.all(players.map((player) => userOf(player)))).filter(
      (user) => user.items.gear.owned.body_special_wondercon_gold,
    );
    expect(winners).toHaveLength(1);
  });

  it("a code that is not one is refused without looking further", async () => {
    const player = await register();
    for (const code of ["nope", "AAAA-BBBB-CCC0", "x".repeat(80), "2222-2222-2222"]) {
      const response = await api("POST", `/coupons/enter/${code}`, { auth: player });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("That promo code is not valid.");
    }
    expect((await api("POST", "/coupons/validate/nope")).body.data).toEqual({ valid: false });
    expect((await api("POST", "/coupons/enter/2222-2222-2222")).status).toBe(401);
  });

  it("a subscription discount code buys its block, and is not entered as an item code", async () => {
    const admin = await staff();
    const [{ code }] = (await api("POST", "/coupons/generate/google_6mo?count=1", { auth: admin })).body.data;
    const player = await register();
    const entered = await api("POST", `/coupons/enter/${code}`, { auth: player });
    expect(entered.status).toBe(400);
    expect(entered.body.message).toBe(
      "This code is a subscription discount: use it on the subscription page when you subscribe.",
    );
    const { started } = await buyWithSimulator(player, { type: "subscription", sub: "google_6mo", coupon: code });
    expect((await api("GET", `/payments/simulator/${started.sessionId}`, { auth: player })).body.data).toMatchObject({
      amount: 2400,
      months: 6,
    });
    expect((await userOf(player)).purchased.plan.planId).toBe("google_6mo");
  });
});
