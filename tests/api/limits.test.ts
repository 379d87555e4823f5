/**
 * Limits on what one request or one player may send: body size, open maps and list counts,
 * attempts at password checks and lookups, and webhook deliveries.
 */
import { env, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import {
  BLOCKS_MAX,
  CHALLENGE_TASKS_MAX,
  CHECKLIST_ITEMS_MAX,
  GROUP_TASKS_MAX,
  PINNED_ITEMS_MAX,
  REQUEST_BODY_MAX_BYTES,
  TAGS_MAX,
  TASKS_PER_PLAYER_MAX,
  TASKS_PER_REQUEST_MAX,
  WEBHOOK_DELIVERIES_PER_MINUTE,
} from "../../content/data/constants";
import type { AppEnv } from "../../worker/env";
import { sendWebhooks } from "../../worker/lib/webhooks";
import { authenticate } from "../../worker/middleware/auth";
import { handleError } from "../../worker/middleware/errors";
import { PASSWORD_BUDGET } from "../../worker/lib/passwordBudget";
import { newApiTokenLimit } from "../../worker/middleware/rateLimit";
import { createParty, debugSet } from "./groups.helpers";
import { api, BASE, freshAddress, inOneRateWindow, register, type Credentials } from "./helpers";

describe("request bodies over the size limit", () => {
  it("are refused with 413 and the PayloadTooLarge envelope, and change nothing", async () => {
    const account = await register();
    // Valid JSON that would be applied if it were read: a setting padded with whitespace.
    const padded = `{"profile.name": "Too Big"${" ".repeat(REQUEST_BODY_MAX_BYTES)}}`;
    const response = await api("PUT", "/user", { auth: account, rawBody: padded });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      success: false,
      error: "PayloadTooLarge",
      message: t("payloadTooLarge", { max: "1 MiB" }),
    });
    const me = await api("GET", "/user", { auth: account });
    expect(me.body.data.profile.name).not.toBe("Too Big");
    // Just under the limit is still served.
    const fits = `{"profile.name": "Fits"${" ".repeat(REQUEST_BODY_MAX_BYTES - 100)}}`;
    expect((await api("PUT", "/user", { auth: account, rawBody: fits })).status).toBe(200);
  });

  it("are refused before anything runs, even without credentials", async () => {
    const huge = JSON.stringify({ username: "nobody", password: "x".repeat(2 * REQUEST_BODY_MAX_BYTES) });
    const response = await api("POST", "/user/auth/local/login", { rawBody: huge });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe("PayloadTooLarge");
  });

  it("are refused when streamed without a length", async () => {
    const account = await register();
    const chunk = new TextEncoder().encode(" ".repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"profile.name": "Streamed"'));
        if (sent < 8) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode("}"));
          controller.close();
        }
        sent += 1;
      },
    });
    const response = await SELF.fetch(`${BASE}/user`, {
      method: "PUT",
      headers: {
        "x-api-user": account.id,
        "x-api-key": account.apiToken,
        "content-type": "application/json",
        "cf-connecting-ip": freshAddress(),
      },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("PayloadTooLarge");
    const me = await api("GET", "/user", { auth: account });
    expect(me.body.data.profile.name).not.toBe("Streamed");
  });
});

describe("open maps of PUT /user", () => {
  it("accept only the keys the game knows", async () => {
    const account = await register();
    const known = {
      "preferences.emailNotifications.newPM": false,
      "preferences.emailNotifications.kickedGroup": false,
      "preferences.pushNotifications.mentionParty": false,
      "flags.tour.intro": -2,
      "flags.tour.groupPlans": 3,
      "flags.tutorial.common.habits": true,
      "flags.tutorial.ios.addTask": true,
      "preferences.improvementCategories": ["work", "healthWellness"],
    };
    expect((await api("PUT", "/user", { auth: account, body: known })).status).toBe(200);
    const before = await api("GET", "/user", { auth: account });
    // A path the game does not know is refused as not the player's to write, as the public API has
    // it; a known path with a value the game does not know is a bad request.
    for (const [path, value, status] of [
      ["preferences.emailNotifications.zz1", true, 401],
      ["preferences.pushNotifications.anythingAtAll", false, 401],
      ["flags.tour.x1", 1, 401],
      ["flags.tutorial.common.madeUp", true, 401],
      ["flags.tutorial.ios.madeUp", true, 401],
      ["preferences.improvementCategories", ["work", "spaceTravel"], 400],
    ] as const) {
      const response = await api("PUT", "/user", { auth: account, body: { [path]: value } });
      expect(response.status, path).toBe(status);
    }
    // Thousands of made-up keys in one request change nothing either.
    const flood = Object.fromEntries(
      Array.from({ length: 100 }, (_, index) => [`preferences.emailNotifications.k${"x".repeat(index % 50)}`, true]),
    );
    expect((await api("PUT", "/user", { auth: account, body: flood })).status).toBe(401);
    const after = await api("GET", "/user", { auth: account });
    expect(after.body.data.preferences.emailNotifications).toEqual(before.body.data.preferences.emailNotifications);
    // The answer shows every tour step (unset ones at -1, as the public API has them): none was added.
    expect(after.body.data.flags.tour).toEqual(before.body.data.flags.tour);
    expect(after.body.data.flags.tour).toMatchObject({ intro: -2, groupPlans: 3, stats: -1 });
    expect(Object.hasOwn(after.body.data.flags.tour, "x1")).toBe(false);
    expect(Object.hasOwn(after.body.data.flags.tutorial.common, "madeUp")).toBe(false);
    expect(after.body.userV).toBe(before.body.userV);
  });

  it("webhook options keep only the events of the webhook's type, and not too many names at once", async () => {
    const account = await register();
    const good = await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/ok/opts", type: "taskActivity", options: { created: false, scored: true } },
    });
    expect(good.status).toBe(201);
    const unknown = await api("POST", "/user/webhook", {
      auth: account,
      body: { url: "https://hooks.test/ok/opts", type: "taskActivity", options: { zz: true } },
    });
    expect(unknown.status).toBe(201);
    expect(unknown.body.data.options).not.toHaveProperty("zz");
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`option${index}`, true]));
    expect(
      (await api("PUT", `/user/webhook/${good.body.data.id}`, { auth: account, body: { options: many } })).status,
    ).toBe(400);
    const group = await api("POST", "/user/webhook", {
      auth: account,
      body: {
        url: "https://hooks.test/ok/opts",
        type: "groupChatReceived",
        options: { groupId: "00000000-0000-4000-a000-000000000000" },
      },
    });
    expect(group.status).toBe(201);
    expect((await api("GET", "/user/webhook", { auth: account })).body.data[0].options).toEqual({
      created: false,
      updated: false,
      deleted: false,
      checklistScored: false,
      scored: true,
    });
  });
});

async function expectLimit(response: { status: number; body: any }, key: string, max: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(401);
  expect(response.body).toMatchObject({ error: "NotAuthorized", message: t(key, { max }) });
}

describe("lists a player keeps", () => {
  it("tags stop at the limit, through POST /tags and PUT /user", async () => {
    const account = await register();
    const tags = Array.from({ length: TAGS_MAX }, (_, index) => ({ id: `tag-${index}`, name: `Tag ${index}` }));
    expect((await api("PUT", "/user", { auth: account, body: { tags } })).status).toBe(200);
    await expectLimit(
      await api("POST", "/tags", { auth: account, body: { name: "One too many" } }),
      "tagsMax",
      TAGS_MAX,
    );
    const tooMany = await api("PUT", "/user", {
      auth: account,
      body: { tags: [...tags, { id: "tag-x", name: "Extra" }] },
    });
    expect(tooMany.status).toBe(400);
    expect((await api("GET", "/tags", { auth: account })).body.data).toHaveLength(TAGS_MAX);
  });

  it("pinned items stop at the limit; unpinning is always possible", async () => {
    const account = await register();
    const pins = Array.from({ length: PINNED_ITEMS_MAX }, (_, index) => ({
      type: "customization",
      path: `customizations.look${index}`,
    }));
    await debugSet(account, { pinnedItems: pins });
    await expectLimit(
      await api("GET", "/user/toggle-pinned-item/eggs/eggs.Wolf", { auth: account }),
      "pinnedItemsMax",
      PINNED_ITEMS_MAX,
    );
    // Even a pin the game no longer knows comes off.
    await debugSet(account, { pinnedItems: [...pins.slice(1), { type: "eggs", path: "eggs.LongGoneEgg" }] });
    expect(
      (await api("GET", "/user/toggle-pinned-item/eggs/eggs.LongGoneEgg", { auth: account })).body.data.pinned,
    ).toBe(false);
    const unpin = await api("GET", "/user/toggle-pinned-item/customization/customizations.look1", { auth: account });
    expect(unpin.status).toBe(200);
    expect(unpin.body.data.pinned).toBe(false);
  });

  it("a checklist stops at the limit", async () => {
    const account = await register();
    const checklist = Array.from({ length: CHECKLIST_ITEMS_MAX }, (_, index) => ({ text: `Step ${index}` }));
    const task = await api("POST", "/tasks/user", {
      auth: account,
      body: { type: "todo", text: "Long list", checklist },
    });
    expect(task.status).toBe(201);
    await expectLimit(
      await api("POST", `/tasks/${task.body.data._id}/checklist`, { auth: account, body: { text: "One more" } }),
      "checklistItemsMax",
      CHECKLIST_ITEMS_MAX,
    );
    expect((await api("GET", `/tasks/${task.body.data._id}`, { auth: account })).body.data.checklist).toHaveLength(
      CHECKLIST_ITEMS_MAX,
    );
  });

  it("a player's tasks stop at the limit (completed to-dos do not count)", async () => {
    const account = await register();
    const existing = (await api("GET", "/tasks/user", { auth: account })).body.data.length;
    let left = TASKS_PER_PLAYER_MAX - existing;
    while (left > 0) {
      const count = Math.min(left, TASKS_PER_REQUEST_MAX);
      const batch = Array.from({ length: count }, (_, index) => ({ type: "todo", text: `Todo ${left - index}` }));
      expect((await api("POST", "/tasks/user", { auth: account, body: batch })).status).toBe(201);
      left -= count;
    }
    await expectLimit(
      await api("POST", "/tasks/user", { auth: account, body: { type: "habit", text: "Too many" } }),
      "tasksMax",
      TASKS_PER_PLAYER_MAX,
    );
    const todo = (await api("GET", "/tasks/user?type=todos", { auth: account })).body.data[0];
    expect((await api("POST", `/tasks/${todo._id}/score/up`, { auth: account })).status).toBe(200);
    expect(
      (await api("POST", "/tasks/user", { auth: account, body: { type: "habit", text: "Room again" } })).status,
    ).toBe(201);
  }, 60_000);

  it("a challenge's tasks and a group's shared tasks stop at their limits", async () => {
    const leader = await register();
    const partyId = await createParty(leader);
    const challenge = await api("POST", "/challenges", {
      auth: leader,
      body: { group: partyId, name: "Many tasks", shortName: "many" },
    });
    expect(challenge.status).toBe(201);
    const fill = async (path: string, max: number) => {
      for (let made = 0; made < max; made += TASKS_PER_REQUEST_MAX) {
        const batch = Array.from({ length: Math.min(TASKS_PER_REQUEST_MAX, max - made) }, (_, index) => ({
          type: "habit",
          text: `Habit ${made + index}`,
        }));
        expect((await api("POST", path, { auth: leader, body: batch })).status).toBe(201);
      }
    };
    await fill(`/tasks/challenge/${challenge.body.data._id}`, CHALLENGE_TASKS_MAX);
    await expectLimit(
      await api("POST", `/tasks/challenge/${challenge.body.data._id}`, {
        auth: leader,
        body: { type: "todo", text: "Extra" },
      }),
      "challengeTasksMax",
      CHALLENGE_TASKS_MAX,
    );
    await fill(`/tasks/group/${partyId}`, GROUP_TASKS_MAX);
    await expectLimit(
      await api("POST", `/tasks/group/${partyId}`, { auth: leader, body: { type: "todo", text: "Extra" } }),
      "groupTasksMax",
      GROUP_TASKS_MAX,
    );
  }, 90_000);

  it("blocked players stop at the limit; unblocking is always possible", async () => {
    const account = await register();
    const other: Credentials = await register();
    const blocks = Array.from(
      { length: BLOCKS_MAX },
      (_, index) => `00000000-0000-4000-a000-${String(index).padStart(12, "0")}`,
    );
    await debugSet(account, { "inbox.blocks": blocks });
    await expectLimit(await api("POST", `/user/block/${other.id}`, { auth: account }), "blocksMax", BLOCKS_MAX);
    await debugSet(account, { "inbox.blocks": [...blocks.slice(1), other.id] });
    expect((await api("POST", `/user/block/${other.id}`, { auth: account })).body.data).not.toContain(other.id);
  });
});

/** The test config allows 5 attempts per window (AUTH_RATE_LIMIT_MAX). */
const ATTEMPTS = 5;
let addressSeed = 0;
const fixedAddress = () => `198.51.100.${(addressSeed += 1)}`;

type Attempt = (
  account: Credentials,
  headers: Record<string, string>,
) => Promise<{ status: number; body: any; headers: Headers }>;

const PASSWORD_ROUTES: [string, Attempt][] = [
  [
    "PUT /user/auth/update-password",
    (account, headers) =>
      api("PUT", "/user/auth/update-password", {
        auth: account,
        headers,
        body: { password: "wrong-password", newPassword: "another-password", confirmPassword: "another-password" },
      }),
  ],
  [
    "PUT /user/auth/update-email",
    (account, headers) =>
      api("PUT", "/user/auth/update-email", {
        auth: account,
        headers,
        body: { newEmail: `new${account.id.slice(0, 8)}@example.com`, password: "wrong-password" },
      }),
  ],
  [
    "PUT /user/auth/update-username",
    (account, headers) =>
      api("PUT", "/user/auth/update-username", {
        auth: account,
        headers,
        body: { username: `n${account.id.slice(0, 8)}`, password: "wrong-password" },
      }),
  ],
  [
    "DELETE /user",
    (account, headers) => api("DELETE", "/user", { auth: account, headers, body: { password: "wrong-password" } }),
  ],
  [
    "POST /user/reset",
    (account, headers) => api("POST", "/user/reset", { auth: account, headers, body: { password: "wrong-password" } }),
  ],
  [
    "POST /user/auth/new-api-token",
    (account, headers) =>
      api("POST", "/user/auth/new-api-token", { auth: account, headers, body: { password: "wrong-password" } }),
  ],
];

const LOOKUPS: [
  string,
  (headers: Record<string, string>, auth?: Credentials) => Promise<{ status: number; body: any; headers: Headers }>,
][] = [
  [
    "POST /user/auth/check-email",
    (headers, auth) => api("POST", "/user/auth/check-email", { headers, auth, body: { email: "someone@example.com" } }),
  ],
  [
    "POST /user/auth/verify-username",
    (headers, auth) => api("POST", "/user/auth/verify-username", { headers, auth, body: { username: "someone" } }),
  ],
  [
    "POST /user/auth/verify-display-name",
    (headers, auth) =>
      api("POST", "/user/auth/verify-display-name", { headers, auth, body: { displayName: "Someone" } }),
  ],
];

function expectTooMany(response: { status: number; body: any; headers: Headers }, route: string) {
  expect(response.status, route).toBe(429);
  expect(response.body.error).toBe("TooManyRequests");
  expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
}

describe("attempts at a password", () => {
  // Each test counts its attempts in one window of the limit.
  beforeEach(() => inOneRateWindow());

  it.each(PASSWORD_ROUTES)("%s is limited per client address", async (route, attempt) => {
    const headers = { "cf-connecting-ip": fixedAddress() };
    // Different accounts from one address share the address's allowance.
    for (let index = 0; index < ATTEMPTS; index++)
      expect((await attempt(await register(), headers)).status, route).toBe(401);
    expectTooMany(await attempt(await register(), headers), route);
  });

  it.each(PASSWORD_ROUTES)("%s is limited per account, whatever the address", async (route, attempt) => {
    const account = await register();
    // Every route spends the account's one budget of password checks (tests/api/accountSecurity.test.ts).
    for (let index = 0; index < PASSWORD_BUDGET.failures; index++)
      expect((await attempt(account, { "cf-connecting-ip": fixedAddress() })).status, route).toBe(401);
    const refused = await attempt(account, { "cf-connecting-ip": fixedAddress() });
    expectTooMany(refused, route);
    // Refused before the password is looked at: the right one is refused too.
    if (route === "DELETE /user") {
      const right = await api("DELETE", "/user", {
        auth: account,
        headers: { "cf-connecting-ip": fixedAddress() },
        body: { password: account.password },
      });
      expect(right.status).toBe(429);
      expect((await api("GET", "/user", { auth: account })).status).toBe(200);
    }
  });

  it("the new-api-token limit is a middleware any route can take", async () => {
    const app = new Hono<AppEnv>().post("/token", authenticate, newApiTokenLimit, (c) => c.json({ success: true }));
    app.onError(handleError);
    const account = await register();
    const address = fixedAddress();
    const call = () =>
      app.request(
        "/token",
        {
          method: "POST",
          headers: { "x-api-user": account.id, "x-api-key": account.apiToken, "cf-connecting-ip": address },
        },
        env,
      );
    for (let index = 0; index < ATTEMPTS; index++) expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).not.toBe(null);
  });
});

describe("name and email lookups", () => {
  // Each test counts its attempts in one window of the limit.
  beforeEach(() => inOneRateWindow());

  it.each(LOOKUPS)("%s is limited per client address", async (route, lookup) => {
    const headers = { "cf-connecting-ip": fixedAddress() };
    for (let index = 0; index < ATTEMPTS; index++) expect((await lookup(headers)).status, route).toBe(200);
    expectTooMany(await lookup(headers), route);
    expect((await lookup({ "cf-connecting-ip": fixedAddress() })).status).toBe(200);
  });

  it.each(LOOKUPS)("%s is limited per signed-in account, whatever the address", async (route, lookup) => {
    const account = await register();
    for (let index = 0; index < ATTEMPTS; index++)
      expect((await lookup({ "cf-connecting-ip": fixedAddress() }, account)).status, route).toBe(200);
    expectTooMany(await lookup({ "cf-connecting-ip": fixedAddress() }, account), route);
  });
});

describe("webhook deliveries", () => {
  it(`are at most ${WEBHOOK_DELIVERIES_PER_MINUTE} a minute per player; the excess is dropped`, async () => {
    const account = await register();
    const key = `burst-${account.id}`;
    for (let index = 0; index < 2; index++)
      await api("POST", "/user/webhook", {
        auth: account,
        body: { url: `https://hooks.test/ok/${key}`, options: { created: true } },
      });
    const user = (await api("GET", "/user", { auth: account })).body.data;
    const minute = new Date("2030-01-01T10:00:05.000Z");
    // The real queue, with a count of what is put on it: past the limit nothing is queued, so
    // once every queued delivery has arrived no other is coming.
    let queued = 0;
    const queue = env.WEBHOOK_QUEUE;
    const counted = {
      ...env,
      WEBHOOK_QUEUE: {
        send: (...args: Parameters<typeof queue.send>) => {
          queued += 1;
          return queue.send(...args);
        },
        sendBatch: (...args: Parameters<typeof queue.sendBatch>) => {
          queued += [...args[0]].length;
          return queue.sendBatch(...args);
        },
      },
    } as typeof env;
    // Two webhooks, 50 events: 100 deliveries asked for within one minute.
    for (let index = 0; index < 50; index++)
      await sendWebhooks(
        counted,
        user,
        { type: "taskActivity", event: "created", task: { _id: `t${index}` } },
        undefined,
        minute,
      );
    expect(queued).toBe(WEBHOOK_DELIVERIES_PER_MINUTE);
    const delivered = async () =>
      ((await (await fetch(`https://hooks.test/count/${key}`)).json()) as { count: number }).count;
    for (let wait = 0; wait < 50 && (await delivered()) < queued; wait++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await delivered()).toBe(WEBHOOK_DELIVERIES_PER_MINUTE);
    // The next minute has room again.
    await sendWebhooks(
      env,
      user,
      { type: "taskActivity", event: "created", task: { _id: "later" } },
      undefined,
      new Date("2030-01-01T10:01:05.000Z"),
    );
    for (let wait = 0; wait < 50 && (await delivered()) < WEBHOOK_DELIVERIES_PER_MINUTE + 2; wait++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await delivered()).toBe(WEBHOOK_DELIVERIES_PER_MINUTE + 2);
  });
});
