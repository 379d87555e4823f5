/** A player can replace their API key; the old one stops working at once. */
import { describe, expect, it } from "vitest";
import { api, register } from "./helpers";
import { uniqueNamePart } from "../names";

describe("POST /user/auth/new-api-token", () => {
  it("issues a new key with the password, and the old key fails at once", async () => {
    const account = await register();
    const wrong = await api("POST", "/user/auth/new-api-token", {
      auth: account,
      body: { password: "not-my-password" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("NotAuthorized");
    const missing = await api("POST", "/user/auth/new-api-token", { auth: account, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ param: "password" })]);
    // Neither refusal changed the key.
    expect((await api("GET", "/user", { auth: account })).status).toBe(200);

    const renewed = await api("POST", "/user/auth/new-api-token", {
      auth: account,
      body: { password: account.password },
    });
    expect(renewed.status).toBe(200);
    const apiToken = renewed.body.data.apiToken as string;
    expect(apiToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(apiToken).not.toBe(account.apiToken);

    const old = await api("GET", "/user", { auth: account });
    expect(old.status).toBe(401);
    expect(old.body.error).toBe("NotAuthorized");
    const fresh = await api("GET", "/user", { auth: { id: account.id, apiToken } });
    expect(fresh.status).toBe(200);
    // Signing in again hands out the new key.
    const login = await api("POST", "/user/auth/local/login", {
      body: { username: account.username, password: account.password },
    });
    expect(login.body.data.apiToken).toBe(apiToken);
  });

  it("is refused without credentials", async () => {
    expect((await api("POST", "/user/auth/new-api-token", { body: { password: "whatever-it-is" } })).status).toBe(401);
  });
});

describe("PUT /user/auth/update-username", () => {
  it("needs the password of an account that has one", async () => {
    const account = await register();
    const name = `renamed${uniqueNamePart()}`.slice(0, 20);
    const missing = await api("PUT", "/user/auth/update-username", { auth: account, body: { username: name } });
    expect(missing.status).toBe(400);
    const wrong = await api("PUT", "/user/auth/update-username", {
      auth: account,
      body: { username: name, password: "not-my-password" },
    });
    expect(wrong.status).toBe(401);
    expect((await api("GET", "/user", { auth: account })).body.data.auth.local.username).toBe(account.username);
    const changed = await api("PUT", "/user/auth/update-username", {
      auth: account,
      body: { username: name, password: account.password },
    });
    expect(changed.status).toBe(200);
    expect((await api("GET", "/user", { auth: account })).body.data.auth.local.username).toBe(name);
  });
});
