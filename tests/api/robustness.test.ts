/**
 * No input produces a 500: every route the API declares is sent hostile input, with and
 * without credentials, and must answer with an envelope below 500.
 */
import { describe, expect, it } from "vitest";
import { devApi as app } from "../../worker/devApp";
import { api, register } from "./helpers";

const HOSTILE_BODIES: (string | undefined)[] = [
  undefined,
  "{",
  "null",
  "[]",
  "42",
  '"text"',
  JSON.stringify({ username: { $gt: "" }, password: ["a"], email: 1, message: "x".repeat(20_000) }),
  JSON.stringify({ __proto__: { admin: true }, "constructor.prototype.x": 1 }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 300 }, (_, index) => [`k${index}`, index]))),
];

const PARAM_VALUES = ["x", "00000000-0000-4000-a000-000000000000", "%00", "..%2F..%2Fetc", "a".repeat(300)];

function routes() {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => route.method !== "ALL")
    .map((route) => ({ method: route.method, path: route.path }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe("robustness", () => {
  it("declares routes to test", () => {
    expect(routes().length).toBeGreaterThan(10);
  });

  it("never answers a 500 to hostile input on any route", async () => {
    const account = await register();
    const problems: string[] = [];
    for (const route of routes()) {
      for (const value of PARAM_VALUES) {
        const path = route.path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, encodeURIComponent(value));
        const bodies = route.method === "GET" ? [undefined] : HOSTILE_BODIES;
        for (const rawBody of bodies) {
          for (const auth of [undefined, account]) {
            const response = await api(route.method, `${path}?type=%00&userFields=..&amount=-1&quantity=NaN`, {
              rawBody,
              auth,
            });
            if (
              response.status >= 500 ||
              typeof response.body !== "object" ||
              response.body === null ||
              !("success" in response.body)
            ) {
              problems.push(
                `${route.method} ${path} body=${String(rawBody).slice(0, 30)} auth=${Boolean(auth)} -> ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The account is intact after all that (the debug routes may have changed its numbers).
    const me = await api("GET", "/user", { auth: account });
    expect(me.status).toBe(200);
    expect(me.body.data.auth.local.username).toBe(account.username);
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: account.username, password: account.password },
    });
    expect(login.status).toBe(200);
    // Some 10,000 requests: on a busy 2-core machine this takes several minutes.
  }, 900_000);
});

/** Names every plain object inherits: never items, users, groups or settings. */
const INHERITED_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
const UNKNOWN_NAME = "zzNoSuchName";

/** A plausible value for each path parameter, so that the parameter under test is the one decided on. */
const PARAM_DEFAULTS: Record<string, string> = {
  type: "eggs",
  key: "Wolf",
  egg: "Wolf",
  hatchingPotion: "Base",
  pet: "Wolf-Base",
  food: "Meat",
  spellId: "fireball",
  position: "0",
  direction: "up",
  questKey: "dustbunnies",
  path: "eggs.Wolf",
};

/** An account that owns something of everything, so refusals come from the key, not from poverty. */
async function wellStockedAccount() {
  const account = await register();
  await api("POST", "/debug/update-user", {
    auth: account,
    body: {
      "stats.gp": 1_000_000,
      "stats.lvl": 60,
      "stats.class": "wizard",
      "stats.mp": 1000,
      balance: 10_000,
      "purchased.plan.consecutive.trinkets": 100,
      "items.eggs.Wolf": 50,
      "items.hatchingPotions.Base": 50,
      "items.food.Meat": 50,
      "items.pets.Wolf-Base": 5,
      "items.special.snowball": 5,
      "flags.classSelected": true,
    },
  });
  return account;
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? PARAM_DEFAULTS[name] ?? "x"),
  );
}

const outcome = (response: { status: number; body: any }) => `${response.status} ${response.body?.error ?? ""}`;

/** Checks that every number the player holds is still a finite number, and every count whole. */
function numbersIntact(user: any): string[] {
  const problems: string[] = [];
  for (const field of ["gp", "exp", "mp", "hp", "lvl"])
    if (!Number.isFinite(user.stats[field])) problems.push(`stats.${field} = ${user.stats[field]}`);
  if (!Number.isFinite(user.balance) || !Number.isInteger(user.balance * 4)) problems.push(`balance = ${user.balance}`);
  if (!Number.isInteger(user.purchased.plan.consecutive.trinkets))
    problems.push(`trinkets = ${user.purchased.plan.consecutive.trinkets}`);
  for (const bag of ["eggs", "hatchingPotions", "food", "quests", "pets"]) {
    for (const [key, count] of Object.entries(user.items[bag] ?? {}))
      if (count !== null && !Number.isInteger(count)) problems.push(`items.${bag}.${key} = ${count}`);
  }
  for (const [key, value] of Object.entries(user.items.special ?? {}))
    if (typeof value === "number" && !Number.isInteger(value)) problems.push(`items.special.${key} = ${value}`);
  return problems;
}

describe("keys and amounts from requests", () => {
  const declared = () => routes().filter((route) => !route.path.startsWith("/debug/"));

  it("answers an inherited name in a path exactly as an unknown name, on every route that takes one", async () => {
    const account = await wellStockedAccount();
    const problems: string[] = [];
    let checked = 0;
    for (const route of declared()) {
      const params = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      for (const param of params) {
        if (param === "position") continue;
        const unknown = await api(route.method, fill(route.path, { [param]: UNKNOWN_NAME }), { auth: account });
        for (const name of INHERITED_NAMES) {
          const response = await api(route.method, fill(route.path, { [param]: name }), { auth: account });
          checked += 1;
          if (response.status >= 500 || outcome(response) !== outcome(unknown)) {
            problems.push(
              `${route.method} ${route.path} ${param}=${name} -> ${outcome(response)}, an unknown name -> ${outcome(unknown)}`,
            );
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(numbersIntact(me)).toEqual([]);
  }, 180_000);

  it("answers inherited names in the query and body exactly as unknown names, on every route", async () => {
    const account = await wellStockedAccount();
    const problems: string[] = [];
    const sent = (name: string) => ({
      query: `?type=${name}&stat=${name}&class=${name}&path=${name}.${name}&key=${name}&language=${name}`,
      body: {
        type: name,
        key: name,
        stat: name,
        class: name,
        path: `${name}.${name}`,
        pet: name,
        food: name,
        stats: { [name]: 1 },
        language: name,
      },
    });
    for (const route of declared()) {
      if (route.path === "/user" && route.method === "DELETE") continue;
      const path = fill(route.path, {});
      const call = async (name: string) => {
        // Rebirth takes no name from the request, but a first success ends what a second may do.
        if (route.path === "/user/rebirth")
          await api("POST", "/debug/update-user", { auth: account, body: { "stats.lvl": 60 } });
        return api(route.method, `${path}${sent(name).query}`, {
          auth: account,
          body: route.method === "GET" ? undefined : sent(name).body,
        });
      };
      const unknown = await call(UNKNOWN_NAME);
      for (const name of INHERITED_NAMES) {
        const response = await call(name);
        // The account's attempts at password and lookup routes run out: a limit, not a verdict on the name.
        if (response.status === 429) continue;
        if (response.status >= 500 || outcome(response) !== outcome(unknown)) {
          problems.push(
            `${route.method} ${route.path} with ${name} -> ${outcome(response)}, an unknown name -> ${outcome(unknown)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(numbersIntact(me)).toEqual([]);
  }, 180_000);

  /** Every route that takes an amount, a quantity, a position or a page, and how to send it one. */
  const AMOUNT_ROUTES: { route: string; send: (value: unknown) => { path: string; body?: unknown } }[] = [
    {
      route: "POST /user/sell/:type/:key",
      send: (value) => ({ path: "/user/sell/eggs/Wolf", body: { amount: value } }),
    },
    {
      route: "POST /user/feed/:pet/:food",
      send: (value) => ({ path: "/user/feed/Wolf-Base/Meat", body: { amount: value } }),
    },
    {
      route: "POST /user/buy/:key",
      send: (value) => ({ path: "/user/buy/Wolf", body: { type: "eggs", quantity: value } }),
    },
    {
      route: "POST /user/purchase/:type/:key",
      send: (value) => ({ path: "/user/purchase/eggs/Wolf", body: { quantity: value } }),
    },
    {
      route: "POST /user/purchase-hourglass/:type/:key",
      send: (value) => ({ path: "/user/purchase-hourglass/quests/solarSystem", body: { quantity: value } }),
    },
    {
      route: "POST /user/buy-mystery-set/:key",
      send: (value) => ({ path: "/user/buy-mystery-set/201402", body: { quantity: value } }),
    },
    {
      route: "POST /user/buy-health-potion",
      send: (value) => ({ path: "/user/buy-health-potion", body: { quantity: value } }),
    },
    { route: "POST /user/buy-armoire", send: (value) => ({ path: "/user/buy-armoire", body: { quantity: value } }) },
    {
      route: "POST /user/buy-gear/:key",
      send: (value) => ({ path: "/user/buy-gear/weapon_wizard_1", body: { quantity: value } }),
    },
    {
      route: "POST /user/buy-quest/:key",
      send: (value) => ({ path: "/user/buy-quest/dilatoryDistress1", body: { quantity: value } }),
    },
    {
      route: "POST /user/buy-special-spell/:key",
      send: (value) => ({ path: "/user/buy-special-spell/snowball", body: { quantity: value } }),
    },
    {
      route: "POST /user/class/cast/:spellId",
      send: (value) => ({ path: `/user/class/cast/fireball?quantity=${encodeURIComponent(String(value))}` }),
    },
    {
      route: "POST /user/allocate-bulk",
      send: (value) => ({ path: "/user/allocate-bulk", body: { stats: { int: value } } }),
    },
    {
      route: "POST /user/move-pinned-item/:path/move/to/:position",
      send: (value) => ({ path: `/user/move-pinned-item/armoire/move/to/${encodeURIComponent(String(value))}` }),
    },
    {
      route: "POST /members/transfer-gems",
      send: (value) => ({
        path: "/members/transfer-gems",
        body: { toUserId: "00000000-0000-4000-a000-000000000001", gemAmount: value },
      }),
    },
    {
      route: "GET /hall/patrons",
      send: (value) => ({ path: `/hall/patrons?page=${encodeURIComponent(String(value))}` }),
    },
    {
      route: "GET /inbox/messages",
      send: (value) => ({ path: `/inbox/messages?page=${encodeURIComponent(String(value))}` }),
    },
    {
      route: "GET /looking-for-party",
      send: (value) => ({ path: `/looking-for-party?page=${encodeURIComponent(String(value))}` }),
    },
    {
      route: "GET /challenges/user",
      send: (value) => ({ path: `/challenges/user?page=${encodeURIComponent(String(value))}` }),
    },
    {
      route: "GET /groups",
      send: (value) => ({ path: `/groups?type=publicGuilds&paginate=true&page=${encodeURIComponent(String(value))}` }),
    },
  ];
  /**
   * Bad amounts as a JSON body carries them, and as text in a path or query. A plain decimal
   * written as text ("2") is the number it writes (tools send numbers so): "0.5" is refused as
   * a fraction, every other spelling of a number as text is refused outright.
   */
  const BAD_AMOUNTS: unknown[] = [
    0.5,
    -1.5,
    1e300,
    2 ** 53,
    "0.5",
    "-1.5",
    "1e2",
    "0x10",
    "Infinity",
    "NaN",
    " 2",
    "2 ",
    "",
    "9007199254740993",
    true,
    [2],
    { n: 1 },
    null,
  ];
  const BAD_AMOUNT_TEXTS = [
    "0.5",
    "-1.5",
    "1e300",
    "1e2",
    "0x10",
    "Infinity",
    "NaN",
    "true",
    " 2",
    "2 ",
    "9007199254740993",
  ];

  it("lists only routes the API declares", () => {
    const names = new Set(declared().map((route) => `${route.method} ${route.path}`));
    expect(AMOUNT_ROUTES.map((entry) => entry.route).filter((route) => !names.has(route))).toEqual([]);
    // Every route with a position in its path is listed (or taken by the task routes below).
    const positional = [...names].filter((name) => name.includes(":position"));
    expect(
      positional.filter(
        (name) =>
          !AMOUNT_ROUTES.some((entry) => entry.route === name) &&
          !name.includes("/tasks/") &&
          !name.startsWith("POST /group-tasks/"),
      ),
    ).toEqual([]);
  });

  it("refuses fractional, negative, huge and non-numeric amounts with a 400 on every route that takes one", async () => {
    const account = await wellStockedAccount();
    const before = (await api("GET", "/user", { auth: account })).body.data;
    const problems: string[] = [];
    for (const { route, send } of AMOUNT_ROUTES) {
      const method = route.split(" ")[0];
      const inText = send(1).body === undefined;
      for (const value of inText ? BAD_AMOUNT_TEXTS : BAD_AMOUNTS) {
        const { path, body } = send(value);
        const response = await api(method, path, { auth: account, body });
        if (response.status !== 400) problems.push(`${route} with ${JSON.stringify(value)} -> ${outcome(response)}`);
      }
    }
    // The task routes' positions, on a task of the player's own.
    const task = (await api("POST", "/tasks/user", { auth: account, body: { type: "todo", text: "Position test" } }))
      .body.data;
    for (const value of ["0.5", "1e2", "Infinity", "0x1"]) {
      const response = await api("POST", `/tasks/${task._id}/move/to/${value}`, { auth: account });
      if (response.status !== 400)
        problems.push(`POST /tasks/:taskId/move/to/:position with ${value} -> ${outcome(response)}`);
    }
    expect(problems).toEqual([]);
    const after = (await api("GET", "/user", { auth: account })).body.data;
    expect(numbersIntact(after)).toEqual([]);
    expect({
      gp: after.stats.gp,
      balance: after.balance,
      eggs: after.items.eggs,
      stats: [after.stats.int, after.stats.points],
    }).toEqual({
      gp: before.stats.gp,
      balance: before.balance,
      eggs: before.items.eggs,
      stats: [before.stats.int, before.stats.points],
    });
  }, 120_000);

  it("stores no fractional count whatever amounts every route is sent", async () => {
    const account = await wellStockedAccount();
    for (const route of declared()) {
      if (
        route.method === "GET" ||
        route.path.startsWith("/user/auth/") ||
        (route.path === "/user" && route.method === "DELETE")
      )
        continue;
      const path = fill(route.path, { position: "0.5" });
      await api(route.method, `${path}?amount=0.5&quantity=0.5&page=0.5`, {
        auth: account,
        body: { amount: 0.5, quantity: 0.5, gemAmount: 0.5, type: "eggs" },
      });
    }
    const me = (await api("GET", "/user", { auth: account })).body.data;
    expect(numbersIntact(me)).toEqual([]);
  }, 120_000);
});
