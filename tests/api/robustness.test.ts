/**
 * No input produces a 500: every route the API declares is sent hostile input, with and
 * without credentials, and must answer with an envelope below 500.
 */
import { describe, expect, it } from "vitest";
import { api as app } from "../../worker/app";
import { api, register } from "./helpers";

const HOSTILE_BODIES: (string | undefined)[] = [
  undefined,
  "{",
  "null",
  "[]",
  "42",
  '"text"',
  JSON.stringify({ username: { $gt: "" }, password: ["a"], email: 1, message: "x".repeat(20_000) }),
  JSON.stringify({ "__proto__": { admin: true }, "constructor.prototype.x": 1 }),
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
            const response = await api(route.method, `${path}?type=%00&userFields=..&amount=-1&quantity=NaN`, { rawBody, auth });
            if (response.status >= 500 || typeof response.body !== "object" || response.body === null || !("success" in response.body)) {
              problems.push(`${route.method} ${path} body=${String(rawBody).slice(0, 30)} auth=${Boolean(auth)} -> ${response.status} ${JSON.stringify(response.body).slice(0, 120)}`);
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
    const login = await api("POST", "/user/auth/local/login", { body: { username: account.username, password: account.password } });
    expect(login.status).toBe(200);
    // Some nine thousand requests: on a busy two-core machine this takes a few minutes.
  }, 300_000);
});
