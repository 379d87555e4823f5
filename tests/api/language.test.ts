import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { api, register } from "./helpers";
import { TASK_TEXT_MAX } from "../../worker/schemas/taskInput";
import { textIn } from "./i18n.helpers";
import { waitForMails } from "./mail.helpers";

describe("the server answers in the player's language", () => {
  it("words errors in German for a player who chose German, in English for the others", async () => {
    const player = await register();
    const missing = "00000000-0000-4000-8000-000000000000";
    const before = await api("GET", `/tasks/${missing}`, { auth: player });
    expect(before.status).toBe(404);
    expect(before.body.message).toBe(t("taskNotFound"));

    const chosen = await api("PUT", "/user", { auth: player, body: { "preferences.language": "de" } });
    expect(chosen.status).toBe(200);
    const after = await api("GET", `/tasks/${missing}`, { auth: player });
    expect(after.status).toBe(404);
    expect(after.body.error).toBe(before.body.error);
    expect(after.body.message).toBe(textIn("de", "taskNotFound"));
    expect(after.body.message).not.toBe(before.body.message);
  });

  it("follows Accept-Language for visitors, and a player's choice over the browser's", async () => {
    const player = await register();
    const wrong = { username: player.username, password: "not the password at all" };
    const english = await api("POST", "/user/auth/local/login", { body: wrong });
    const german = await api("POST", "/user/auth/local/login", {
      body: wrong,
      headers: { "Accept-Language": "de-AT,de;q=0.9,en;q=0.5" },
    });
    const unknown = await api("POST", "/user/auth/local/login", {
      body: wrong,
      headers: { "Accept-Language": "xx-YY" },
    });
    expect(german.status).toBe(english.status);
    expect(german.body.error).toBe(english.body.error);
    expect(german.body.message).not.toBe(english.body.message);
    expect(english.body.message).toBe(t("invalidLoginCredentialsLong"));
    expect(german.body.message).toBe(textIn("de", "invalidLoginCredentialsLong"));
    expect(unknown.body.message).toBe(english.body.message);

    // The player speaks French; the browser asks for German: the player's choice wins.
    await api("PUT", "/user", { auth: player, body: { "preferences.language": "fr" } });
    const french = await api("GET", "/tasks/00000000-0000-4000-8000-000000000000", {
      auth: player,
      headers: { "Accept-Language": "de" },
    });
    expect(french.body.message).toBe(textIn("fr", "taskNotFound"));
  });
});

describe("mails in the recipient's language", () => {
  it("sends a German player's password reset link in German", async () => {
    const player = await register();
    await api("PUT", "/user", { auth: player, body: { "preferences.language": "de" } });
    const asked = await api("POST", "/user/reset-password", {
      body: { email: player.email },
      headers: { "Accept-Language": "en" },
    });
    expect(asked.status).toBe(200);
    const [mail] = await waitForMails(player.email);
    expect(mail.kind).toBe("password-reset");
    expect(mail.subject).toBe(textIn("de", "mailResetSubject", { product: "Habitforge" }));
    expect(mail.subject).not.toBe(t("mailResetSubject", { product: "Habitforge" }));
    expect(mail.text).toContain(textIn("de", "mailHello", { name: player.username }));
    expect(mail.text).toContain(textIn("de", "mailResetButton", {}));
    expect(mail.links).toHaveLength(1);
  });
});

describe("GET /faq in another language", () => {
  it("answers the same questions in Japanese and French, and English for a language it does not speak", async () => {
    const english = await api("GET", "/faq?platform=web&language=en");
    const japanese = await api("GET", "/faq?platform=web&language=ja");
    const french = await api("GET", "/faq?platform=web&language=fr");
    const unknown = await api("GET", "/faq?platform=web&language=xx");
    expect(japanese.status).toBe(200);
    const questions = (body: { data: { questions: { question: string }[] } }) =>
      body.data.questions.map((entry) => entry.question);
    expect(questions(japanese.body)).toHaveLength(questions(english.body).length);
    expect(questions(japanese.body)[0]).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    expect(questions(french.body)[0]).not.toBe(questions(english.body)[0]);
    expect(questions(unknown.body)).toEqual(questions(english.body));
  });
});

describe("an invalid request in the player's language", () => {
  it("words every parameter error in German for a German player, and in English for the others", async () => {
    const german = await register();
    await api("PUT", "/user", { auth: german, body: { "preferences.language": "de" } });
    const english = await register();
    const bad = { type: "habit", text: "x".repeat(TASK_TEXT_MAX + 1), priority: 7, everyX: -1 };
    const inGerman = await api("POST", "/tasks/user", { auth: german, body: bad });
    const inEnglish = await api("POST", "/tasks/user", { auth: english, body: bad });
    expect(inGerman.status).toBe(400);
    expect(inGerman.body.message).toBe(textIn("de", "invalidRequestParameters"));
    const messages = (body: { errors: { param: string; message: string }[] }) =>
      Object.fromEntries(body.errors.map((entry) => [entry.param, entry.message]));
    expect(messages(inGerman.body)).toEqual({
      text: textIn("de", "paramMaxChars", { max: String(TASK_TEXT_MAX) }),
      priority: textIn("de", "paramOneOf", { options: "0.1, 1, 1.5, 2" }),
      everyX: textIn("de", "paramRange", { min: "0", max: "9999" }),
    });
    expect(messages(inEnglish.body)).toEqual({
      text: `must be at most ${TASK_TEXT_MAX} characters`,
      priority: "must be one of 0.1, 1, 1.5, 2",
      everyX: "must be 0 to 9999",
    });
    for (const [param, message] of Object.entries(messages(inGerman.body)))
      expect(message).not.toBe(messages(inEnglish.body)[param]);
  });

  it("answers a German browser in German before anyone signs in: the registration's checks", async () => {
    const headers = { "Accept-Language": "de-DE,de;q=0.9" };
    const mismatch = await api("POST", "/user/auth/local/register", {
      headers,
      body: {
        username: "sprachtest",
        email: "sprachtest@example.com",
        password: "longenough1",
        confirmPassword: "other1234",
      },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(textIn("de", "passwordConfirmationMatch"));
    expect(mismatch.body.errors).toEqual([
      { param: "confirmPassword", message: textIn("de", "passwordConfirmationMatch") },
    ]);
    const shortName = await api("POST", "/user/auth/local/register", {
      headers,
      body: { username: "", email: "not an address", password: "x", confirmPassword: "x" },
    });
    expect(shortName.status).toBe(400);
    const params = Object.fromEntries(
      (shortName.body.errors as { param: string; message: string }[]).map((entry) => [entry.param, entry.message]),
    );
    expect(params.username).toBe(textIn("de", "paramNotEmpty"));
    const check = await api("POST", "/user/auth/verify-username", { headers, body: { username: "no spaces here!!" } });
    expect(check.body.data).toEqual({ isUsable: false, issues: [textIn("de", "usernameInvalidCharacters")] });
  });
});
