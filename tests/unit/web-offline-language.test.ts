/**
 * Offline, a refusal is said in the player's language from the client's own catalogues (the
 * game's messages the client keeps, web/src/i18n/<language>/gameMessages.json), never from the
 * server's, which the client does not carry.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { GameError } from "../../content/rules/errors";
import { setLanguage } from "../../web/src/i18n";
import { notifications } from "../../web/src/notifications/store";
import { explainRefusal } from "../../web/src/offline/keep";

const texts = (language: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, "../../web/src/i18n", language, `${namespace}.json`), "utf8"));

function lastNotice(): string | undefined {
  const { visible, queued } = notifications.getSnapshot();
  return [...visible, ...queued].at(-1)?.text;
}

afterEach(() => setLanguage("en"));

describe("an offline refusal", () => {
  it("is worded in German for a German player, from the client's catalogue", async () => {
    await setLanguage("de");
    await explainRefusal(new GameError("NotAuthorized", "messageNotEnoughGold"));
    expect(lastNotice()).toBe(texts("de", "gameMessages").messageNotEnoughGold);
    expect(lastNotice()).not.toBe(texts("en", "gameMessages").messageNotEnoughGold);
  });

  it("is worded in Japanese, and an unexpected failure too", async () => {
    await setLanguage("ja");
    await explainRefusal(new Error("boom"));
    expect(lastNotice()).toBe(texts("ja", "offlineReport").notPossibleOffline);
  });

  it("is worded in English for an English player", async () => {
    await explainRefusal(new GameError("NotAuthorized", "messageNotEnoughGold"));
    expect(lastNotice()).toBe(texts("en", "gameMessages").messageNotEnoughGold);
  });
});
