/**
 * The payment mode from a server's settings (worker/payments/mode.ts, shared by the Worker and
 * the operator's scripts), and the configuration that deploys, which never turns the simulator on
 * (the local server's is tried by the browser tests: payments.spec.ts and payments-off.spec.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { paymentModeOf, paymentSettingsWarnings } from "../../worker/payments/mode";

const root = join(__dirname, "..", "..");

describe("paymentModeOf", () => {
  it("is Stripe with both Stripe secrets, whatever PAYMENTS_SIMULATOR says", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(paymentModeOf(stripe)).toBe("stripe");
    expect(paymentModeOf({ ...stripe, PAYMENTS_SIMULATOR: "true" })).toBe("stripe");
    expect(paymentModeOf({ ...stripe, PAYMENTS_SIMULATOR: "false" })).toBe("stripe");
  });

  it("is the simulator only when PAYMENTS_SIMULATOR is true and no Stripe key is set", () => {
    expect(paymentModeOf({ PAYMENTS_SIMULATOR: "true" })).toBe("simulator");
    expect(paymentModeOf({ PAYMENTS_SIMULATOR: " TRUE " })).toBe("simulator");
    expect(paymentModeOf({ PAYMENTS_SIMULATOR: "true", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBe("simulator");
  });

  it("is none otherwise: a missing key never turns the simulator on", () => {
    expect(paymentModeOf({})).toBe("none");
    for (const value of ["", "1", "yes", "on", "false", "truthy"])
      expect(paymentModeOf({ PAYMENTS_SIMULATOR: value }), value).toBe("none");
    // A Stripe key without its webhook secret could take money it never grants; nor does it fall back.
    expect(paymentModeOf({ STRIPE_SECRET_KEY: "sk_live_x" })).toBe("none");
    expect(paymentModeOf({ STRIPE_SECRET_KEY: "sk_live_x", PAYMENTS_SIMULATOR: "true" })).toBe("none");
    expect(paymentModeOf({ STRIPE_SECRET_KEY: "  ", PAYMENTS_SIMULATOR: "true" })).toBe("simulator");
  });

  it("ignores every other setting it is handed (a Worker's whole env works)", () => {
    expect(paymentModeOf({ PAYMENTS_SIMULATOR: "true", MAIL_OUTBOX: "true" } as never)).toBe("simulator");
  });
});

describe("paymentSettingsWarnings", () => {
  it("says nothing for plain Stripe or for no payments at all", () => {
    expect(paymentSettingsWarnings({ STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "whsec" })).toEqual([]);
    expect(paymentSettingsWarnings({})).toEqual([]);
  });

  it("warns about the simulator, ignored switches and half a Stripe setup", () => {
    expect(paymentSettingsWarnings({ PAYMENTS_SIMULATOR: "true" })).toEqual([
      expect.stringMatching(/granted for nothing.*Never turn it on for a server others can reach/),
    ]);
    expect(
      paymentSettingsWarnings({ STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "w", PAYMENTS_SIMULATOR: "true" }),
    ).toEqual([expect.stringMatching(/ignored because a Stripe key is set/)]);
    expect(paymentSettingsWarnings({ STRIPE_SECRET_KEY: "sk" })).toEqual([
      expect.stringMatching(/without STRIPE_WEBHOOK_SECRET: every checkout is refused/),
    ]);
    expect(paymentSettingsWarnings({ PAYMENTS_SIMULATOR: "yes" })).toEqual([expect.stringMatching(/not to "true"/)]);
  });

  it("warns that a Stripe test key lets Stripe's test cards pay for everything", () => {
    for (const key of ["sk_test_abc", "rk_test_abc"])
      expect(paymentSettingsWarnings({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: "whsec" })).toEqual([
        expect.stringMatching(/test key.*test cards/),
      ]);
    expect(paymentSettingsWarnings({ STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec" })).toEqual([]);
  });
});

describe("the configurations", () => {
  it("wrangler.toml, which deploys, never sets PAYMENTS_SIMULATOR", () => {
    const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
    const settings = toml.split("\n").filter((line) => !line.trim().startsWith("#"));
    expect(settings.filter((line) => /PAYMENTS_SIMULATOR/.test(line))).toEqual([]);
  });
});
