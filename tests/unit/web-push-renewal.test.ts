import { describe, expect, it } from "vitest";
import { PUSH_RENEWED_MESSAGE, renewalNeeded } from "../../web/src/reminders/renewal";
import { renewSubscription } from "../../web/src/reminders/swPush";

/** A service worker's scope as far as the renewal reads it: its push manager and its windows. */
function fakeScope(kept: PushSubscription | null, made: PushSubscription | null) {
  const subscribed: PushSubscriptionOptionsInit[] = [];
  const told: unknown[] = [];
  const scope = {
    registration: {
      pushManager: {
        getSubscription: async () => kept,
        subscribe: async (options: PushSubscriptionOptionsInit) => {
          subscribed.push(options);
          if (!made) throw new Error("refused");
          return made;
        },
      },
    },
    clients: {
      matchAll: async () => [{ postMessage: (message: unknown) => told.push(message) }],
    },
  } as unknown as Parameters<typeof renewSubscription>[0];
  return { scope, subscribed, told };
}

const subscriptionAt = (endpoint: string, key?: Uint8Array) =>
  ({
    endpoint,
    options: { applicationServerKey: key?.buffer ?? null, userVisibleOnly: true },
  }) as unknown as PushSubscription;

describe("a push subscription the browser replaces", () => {
  it("is made again with the old one's server key when the browser hands none over, and the app is told", async () => {
    const key = new Uint8Array([4, 1, 2, 3]);
    const fresh = subscriptionAt("https://push.example/new");
    const { scope, subscribed, told } = fakeScope(null, fresh);
    expect(await renewSubscription(scope, { oldSubscription: subscriptionAt("https://push.example/old", key) })).toBe(
      fresh,
    );
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0].userVisibleOnly).toBe(true);
    expect(new Uint8Array(subscribed[0].applicationServerKey as ArrayBuffer)).toEqual(key);
    expect(told).toEqual([{ type: PUSH_RENEWED_MESSAGE }]);
  });

  it("takes the browser's new subscription as it is", async () => {
    const fresh = subscriptionAt("https://push.example/given");
    const { scope, subscribed, told } = fakeScope(null, null);
    expect(await renewSubscription(scope, { newSubscription: fresh, oldSubscription: null })).toBe(fresh);
    expect(subscribed).toHaveLength(0);
    expect(told).toEqual([{ type: PUSH_RENEWED_MESSAGE }]);
  });

  it("tells nobody when no subscription can be had (the player turns reminders on again)", async () => {
    const { scope, told } = fakeScope(null, null);
    expect(
      await renewSubscription(scope, {
        oldSubscription: subscriptionAt("https://push.example/old", new Uint8Array([4])),
      }),
    ).toBeNull();
    expect(await renewSubscription(scope, {})).toBeNull();
    expect(told).toEqual([]);
  });

  it("is registered again by the app only for the player who registered the old one", () => {
    const before = { endpoint: "https://push.example/old", userId: "player-1" };
    expect(renewalNeeded(before, "https://push.example/new", "player-1")).toBe(true);
    expect(renewalNeeded(before, "https://push.example/old", "player-1")).toBe(false);
    expect(renewalNeeded(before, "https://push.example/new", "player-2")).toBe(false);
    expect(renewalNeeded(undefined, "https://push.example/new", "player-1")).toBe(false);
    expect(renewalNeeded(before, undefined, "player-1")).toBe(false);
    expect(renewalNeeded(before, "https://push.example/new", undefined)).toBe(false);
  });
});
