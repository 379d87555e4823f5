import { afterEach, describe, expect, it } from "vitest";
import { celebrationOfNotification } from "../../web/src/components/CelebrationHost";
import { questRewards } from "../../web/src/groups/questRewards";
import { setLanguage } from "../../web/src/i18n";
import { celebrationWords } from "../../web/src/notifications/levelUp";
import {
  celebrate,
  clearCelebrations,
  currentCelebration,
  dismissCelebration,
} from "../../web/src/notifications/celebrations";

afterEach(() => clearCelebrations());

describe("celebrations", () => {
  it("show one at a time, in order, each once", () => {
    celebrate({ id: "a", kind: "hatch", title: "You hatched a new pet!", text: "" });
    celebrate({ id: "a", kind: "hatch", title: "again", text: "" });
    celebrate({ id: "b", kind: "mount", title: "You raised a mount!", text: "" });
    expect(currentCelebration()?.id).toBe("a");
    dismissCelebration("a");
    expect(currentCelebration()?.id).toBe("b");
    dismissCelebration("b");
    expect(currentCelebration()).toBeUndefined();
  });

  it("merge level ups that wait into one, and run what closing should do", () => {
    let closed = 0;
    celebrate({
      kind: "levelUp",
      title: "Level 5!",
      text: "",
      levels: { from: 4, to: 5 },
      onClose: () => (closed += 1),
    });
    celebrate({ kind: "levelUp", title: "Level 6!", text: "", levels: { from: 5, to: 6 } });
    const shown = currentCelebration();
    expect(shown?.levels).toEqual({ from: 4, to: 6 });
    expect(shown && celebrationWords(shown).title).toBe("Level 6!");
    dismissCelebration(shown?.id ?? "");
    expect(closed).toBe(1);
  });

  it("announce the first-steps bonus with its gold, and a challenge won with its prize", () => {
    const bonus = celebrationOfNotification({
      id: "n1",
      type: "ONBOARDING_COMPLETE",
      data: { gold: 100 },
      seen: false,
      createdAt: "",
    });
    expect(bonus).toMatchObject({ id: "note-n1", kind: "onboarding", rewards: ["100 gold"] });
    expect(bonus?.text).toContain("100 gold");
    expect(
      celebrationOfNotification({
        id: "n2",
        type: "WON_CHALLENGE",
        data: { name: "Run 5k", prize: 4 },
        seen: false,
        createdAt: "",
      })?.rewards,
    ).toEqual(["4 gems"]);
    expect(celebrationOfNotification({ id: "n3", type: "CRON", data: {}, seen: false, createdAt: "" })).toBeUndefined();
  });

  it("list a quest's rewards with counted items", () => {
    expect(
      questRewards({
        drop: {
          exp: 100,
          gp: 20,
          items: [
            { type: "eggs", key: "Owl", text: "Owl" },
            { type: "eggs", key: "Owl", text: "Owl" },
            { type: "food", key: "Cake_Base", text: "Basic Cake" },
          ],
        },
      }),
    ).toEqual(["100 experience", "20 gold", "2 × Owl", "Basic Cake"]);
  });

  it("word merged level ups in the player's language, title and text both saying the newest level", async () => {
    await setLanguage("de");
    try {
      celebrate({ kind: "levelUp", title: "Stufe 5!", text: "", levels: { from: 4, to: 5 } });
      celebrate({ kind: "levelUp", title: "Stufe 7!", text: "", levels: { from: 5, to: 7 } });
      const shown = currentCelebration();
      expect(shown?.levels).toEqual({ from: 4, to: 7 });
      if (!shown) throw new Error("no celebration");
      const words = celebrationWords(shown);
      expect(words.title).toBe("Stufe 7!");
      expect(words.text).toContain("Stufe 7");
      expect(words.title).not.toMatch(/Level/);
    } finally {
      await setLanguage("en");
    }
  });
});
