/**
 * The client's reading of the server's payment mode: purchases shown for sale, or as
 * unavailable before anyone clicks; and a running group plan's guild kept private in its form.
 */
import { describe, expect, it } from "vitest";
import { groupPlanRuns, purchaseState } from "../../web/src/payments/paymentMode";

describe("purchaseState", () => {
  it("is open with Stripe or the simulator, off when the server takes no payments", () => {
    expect(purchaseState({ mode: "stripe" }, false)).toBe("open");
    expect(purchaseState({ mode: "simulator" }, false)).toBe("open");
    expect(purchaseState({ mode: "none" }, false)).toBe("off");
  });

  it("is unknown while the answer is on its way (nothing can be clicked yet), open when it cannot be had", () => {
    expect(purchaseState(undefined, false)).toBe("unknown");
    // No network: the server's own refusal says why, should a purchase be tried.
    expect(purchaseState(undefined, true)).toBe("open");
    // A last known answer still counts when a later read fails.
    expect(purchaseState({ mode: "none" }, true)).toBe("off");
  });
});

describe("groupPlanRuns", () => {
  const now = Date.parse("2026-05-10T12:00:00Z");
  it("is true for a bought plan that has not ended, even one cancelled to end later", () => {
    expect(groupPlanRuns({ purchased: { plan: { customerId: "cus_1", dateTerminated: null } } }, now)).toBe(true);
    expect(
      groupPlanRuns({ purchased: { plan: { customerId: "cus_1", dateTerminated: "2026-06-01T00:00:00Z" } } }, now),
    ).toBe(true);
  });

  it("is false for a guild with no plan, or one whose plan has ended", () => {
    expect(groupPlanRuns({}, now)).toBe(false);
    expect(groupPlanRuns({ purchased: { plan: {} } }, now)).toBe(false);
    expect(
      groupPlanRuns({ purchased: { plan: { customerId: "cus_1", dateTerminated: "2026-05-01T00:00:00Z" } } }, now),
    ).toBe(false);
  });
});
