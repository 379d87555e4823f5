/**
 * Display names refuse invisible and direction-changing characters and the names reserved for
 * staff and the game (one list with usernames), everywhere a name is set or checked.
 */
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { api, register } from "./helpers";

const HIDDEN = [
  "\u202eevil.exe",
  "Nice\u2066Name\u2069",
  "Zero\u200bWidth",
  "Sun\u200dny",
  "\ufeffName",
  "Word\u2060Joined",
  "Marked\u200f",
];
const RESERVED = ["Staff", "moderator", "SYSTEM", "Habitforge", "HabitForge Staff", "st4ff", "The Moderator"];

describe("PUT /user profile.name", () => {
  it.each(HIDDEN)("refuses %j, and the name stays as it was", async (name) => {
    const account = await register();
    const refused = await api("PUT", "/user", { auth: account, body: { "profile.name": name } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { param: "profile.name", message: t("displayNameHiddenCharacters"), value: name },
    ]);
    expect((await api("GET", "/user", { auth: account })).body.data.profile.name).toBe(account.username);
  });

  it.each(RESERVED)("refuses the reserved name %j", async (name) => {
    const account = await register();
    const refused = await api("PUT", "/user", { auth: account, body: { "profile.name": name } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ param: "profile.name", message: t("displayNameReserved") });
  });

  it("takes names in every script, emoji and all", async () => {
    const account = await register();
    for (const name of ["José María", "山田　太郎", "سارا", "Family 👨\u200d👩\u200d👧", "Mod Squad"]) {
      const saved = await api("PUT", "/user", { auth: account, body: { "profile.name": name } });
      expect(saved.status, name).toBe(200);
      expect(saved.body.data.profile.name).toBe(name);
    }
  });
});

describe("POST /user/auth/verify-display-name", () => {
  it("says why a name cannot be used", async () => {
    for (const [name, key] of [
      ...HIDDEN.map((name) => [name, "displayNameHiddenCharacters"]),
      ...RESERVED.map((name) => [name, "displayNameReserved"]),
    ]) {
      const checked = await api("POST", "/user/auth/verify-display-name", { body: { displayName: name } });
      expect(checked.status).toBe(200);
      expect(checked.body.data, name).toEqual({ isUsable: false, issues: [t(key)] });
    }
    const fine = await api("POST", "/user/auth/verify-display-name", { body: { displayName: "Sir Reginald" } });
    expect(fine.body.data).toEqual({ isUsable: true });
  });
});

describe("usernames share the reserved names", () => {
  it("refuses a username made of reserved words at registration and at a change", async () => {
    for (const username of ["habitforge_staff", "the-moderator", "SystemAdmin"]) {
      const refused = await api("POST", "/user/auth/local/register", {
        body: {
          username,
          email: `${crypto.randomUUID().slice(0, 8)}@example.com`,
          password: "correct-horse-battery",
          confirmPassword: "correct-horse-battery",
        },
      });
      expect(refused.status, username).toBe(400);
      expect(refused.body.errors[0]).toMatchObject({ param: "username", message: t("usernameNotAllowed") });
    }
    const account = await register();
    const renamed = await api("PUT", "/user/auth/update-username", {
      auth: account,
      body: { username: "Staff_Team", password: account.password },
    });
    expect(renamed.status).toBe(400);
    const checked = await api("POST", "/user/auth/verify-username", { body: { username: "official-staff" } });
    expect(checked.body.data).toEqual({ isUsable: false, issues: [t("usernameNotAllowed")] });
  });
});
