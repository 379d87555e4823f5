import { describe, expect, it } from "vitest";
import { ACCOUNT_SUSPENDED_TEXT, decideError, errorTexts, socialEmailOf } from "../../web/src/api/errors";
import { shouldRefetchUser, withoutRemoved } from "../../web/src/api/responses";

const error = (fields: {
  name?: string;
  message?: string;
  status?: number;
  errors?: { param: string; message: string }[];
}) => ({
  name: fields.name ?? "BadRequest",
  message: fields.message ?? "Bad request.",
  status: fields.status ?? 400,
  errors: fields.errors ?? [],
});

describe("decideError (spec §8)", () => {
  it("logs out quietly for a suspended account, whatever the call", () => {
    expect(
      decideError(error({ name: "NotAuthorized", status: 401, message: ACCOUNT_SUSPENDED_TEXT }), {
        method: "POST",
        path: "/tasks/x/score/up",
      }),
    ).toEqual({ kind: "logout", suspended: true });
  });

  it("resolves failed member reads quietly", () => {
    expect(decideError(error({ status: 404, name: "NotFound" }), { method: "GET", path: "/members/abc" })).toEqual({
      kind: "resolveQuietly",
    });
    expect(
      decideError(error({ status: 404, name: "NotFound", message: "Not found." }), {
        method: "POST",
        path: "/members/send-private-message",
      }).kind,
    ).toBe("notify");
  });

  it("keeps the email of a failed social sign-in", () => {
    expect(
      decideError(error({ message: "Account exists: hero@example.com" }), {
        method: "POST",
        path: "/user/auth/social",
      }),
    ).toEqual({
      kind: "resolveQuietly",
      socialEmail: "hero@example.com",
      socialMessage: "Account exists: hero@example.com",
    });
    // A refusal naming no address (an address the provider has not verified) keeps its words for the page.
    expect(decideError(error({ message: "No" }), { method: "POST", path: "/user/auth/apple" })).toEqual({
      kind: "resolveQuietly",
      socialEmail: undefined,
      socialMessage: "No",
    });
  });

  it("logs out on invalid credentials and stays silent on a missing notification", () => {
    expect(
      decideError(error({ status: 401, name: "invalid_credentials", message: "Your user id or API token is wrong." }), {
        method: "GET",
        path: "/user",
      }),
    ).toEqual({ kind: "logout" });
    expect(
      decideError(error({ status: 404, name: "NotificationNotFound" }), {
        method: "POST",
        path: "/notifications/x/read",
      }),
    ).toEqual({ kind: "silent" });
    // One notification by its id: the API answers a plain NotFound when it is gone, still silent.
    expect(
      decideError(error({ status: 404, name: "NotFound" }), { method: "POST", path: "/notifications/x/see" }),
    ).toEqual({ kind: "silent" });
    expect(decideError(error({ status: 404, name: "NotFound" }), { method: "POST", path: "/groups/x/join" }).kind).toBe(
      "notify",
    );
  });

  it("shows one message per distinct parameter, joined by spaces, persistent on 502", () => {
    const invalid = error({
      errors: [
        { param: "text", message: "must not be blank" },
        { param: "text", message: "again" },
        { param: "value", message: "must be a number" },
      ],
    });
    expect(decideError(invalid, { method: "POST", path: "/tasks/user" })).toEqual({
      kind: "notify",
      text: "must not be blank must be a number",
      persistent: false,
    });
    expect(
      decideError(error({ status: 502, name: "ServerError", message: "Away." }), {
        method: "GET",
        path: "/tasks/user",
      }),
    ).toEqual({ kind: "notify", text: "Away.", persistent: true });
  });

  it("keeps background loads quiet", () => {
    expect(
      decideError(error({ status: 404, name: "NotFound" }), { method: "GET", path: "/world-state", quiet: true }),
    ).toEqual({ kind: "silent" });
  });

  it("splits messages", () => {
    expect(errorTexts({ message: "Only this.", errors: [] })).toEqual(["Only this."]);
    expect(socialEmailOf("no colon")).toBeUndefined();
  });
});

describe("shouldRefetchUser (spec §7)", () => {
  it("refetches when the version jumps by more than one", () => {
    expect(shouldRefetchUser({ method: "POST", path: "/tasks/a/score/up" }, 4, 5)).toBe(false);
    expect(shouldRefetchUser({ method: "POST", path: "/tasks/a/score/up" }, 4, 6)).toBe(true);
    expect(shouldRefetchUser({ method: "POST", path: "/tasks/a/score/up" }, undefined, 9)).toBe(false);
  });

  it("never refetches after the listed calls", () => {
    for (const [method, path] of [
      ["GET", "/user"],
      ["GET", "/tasks/user"],
      ["POST", "/groups/abc/chat/seen"],
      ["POST", "/cron"],
      ["POST", "/user/class/cast/fireball"],
      ["GET", "/api/v4/user"],
    ] as const) {
      expect(shouldRefetchUser({ method, path }, 1, 10)).toBe(false);
    }
    expect(shouldRefetchUser({ method: "POST", path: "/user/class/cast" }, 1, 10)).toBe(true);
  });

  it("drops server notifications the player removed", () => {
    expect(withoutRemoved([{ id: "a" }, { id: "b" }], new Set(["a"]))).toEqual([{ id: "b" }]);
  });
});

describe("calls after the credentials are gone", () => {
  it("say nothing about a 401, except on the sign-in calls", () => {
    expect(
      decideError(error({ status: 401, name: "NotAuthorized", message: "Missing authentication headers." }), {
        method: "GET",
        path: "/user",
        signedIn: false,
      }),
    ).toEqual({ kind: "silent" });
    expect(
      decideError(error({ status: 401, name: "NotAuthorized", message: "Wrong password." }), {
        method: "POST",
        path: "/user/auth/local/login",
        signedIn: false,
      }).kind,
    ).toBe("notify");
  });
});
