import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appearance } from "../../content/data/appearance";
import type { AppearanceKind } from "../../content/data/types";
import { chunks, planImport, remapTags } from "../../web/src/routes/settings/importData";

const sample: unknown = JSON.parse(
  readFileSync(path.join(__dirname, "..", "e2e", "fixtures", "userdata-sample.json"), "utf8"),
);
const isFree = (kind: string, key: string) => appearance[kind as AppearanceKind]?.[key]?.price === 0;

describe("importing the open-source game's userdata.json", () => {
  const plan = planImport(sample, ["work"], isFree);

  it("creates only the tags the player lacks, never challenge tags", () => {
    expect(plan.tags).toEqual([{ oldId: "7e3c0b58-1f1a-4d35-b0e8-f0a9f2c6d001", name: "Morning" }]);
    expect(plan.tagNames).toEqual({
      "7e3c0b58-1f1a-4d35-b0e8-f0a9f2c6d001": "Morning",
      "7e3c0b58-1f1a-4d35-b0e8-f0a9f2c6d002": "Work",
    });
  });

  it("maps the tasks that fit, with their schedules, checklists and tags", () => {
    expect(plan.tasks.map((task) => `${task.type}:${task.text}`)).toEqual([
      "habit:Drink a glass of water",
      "habit:Doomscrolling",
      "daily:Read 20 pages",
      "todo:Renew library card",
      "reward:New paperback",
    ]);
    const daily = plan.tasks[2];
    expect(daily).toMatchObject({
      frequency: "weekly",
      everyX: 1,
      priority: 2,
      attribute: "int",
      startDate: "2024-01-01T05:00:00.000Z",
      checklist: [{ text: "Pick a book", completed: true }],
    });
    expect(daily.repeat).toEqual({ su: true, m: true, t: true, w: true, th: true, f: true, s: false });
    expect(daily.tags).toEqual(["7e3c0b58-1f1a-4d35-b0e8-f0a9f2c6d001"]);
    expect(plan.tasks[1]).toMatchObject({
      up: false,
      down: true,
      priority: 1.5,
      notes: "Put the phone in the other room.",
    });
    expect(plan.tasks[3]).toMatchObject({ date: "2026-12-01T00:00:00.000Z" });
    expect(plan.tasks[4]).toMatchObject({ value: 30 });
    // Scores and history stay behind: the game earns them again.
    expect(plan.tasks[0]).not.toHaveProperty("history");
    expect(plan.tasks[0]).not.toHaveProperty("value");
  });

  it("sets the settings the API accepts, free looks only", () => {
    expect(plan.settings).toMatchObject({
      "preferences.dayStart": 4,
      "preferences.allocationMode": "taskbased",
      "preferences.automaticAllocation": true,
      "preferences.autoEquip": false,
      "preferences.costume": true,
      "preferences.size": "broad",
      "preferences.skin": "c06534",
      "preferences.chair": "none",
      "preferences.hair.color": "black",
      "preferences.hair.base": 3,
      "preferences.hair.bangs": 2,
      "preferences.emailNotifications.newPM": false,
      "preferences.pushNotifications.unsubscribeFromAll": true,
      "profile.name": "Wandering Owl",
      "profile.blurb": "Trying to read one book a month.",
    });
    expect(plan.settings).not.toHaveProperty("preferences.shirt");
    // Every hair flower is free in the public game (website/common/script/content/appearance/hair/flower.js).
    expect(plan.settings).toHaveProperty("preferences.hair.flower", 12);
  });

  it("lists what was skipped and why", () => {
    const skipped = plan.skipped.join("\n");
    expect(skipped).toContain("1 challenge or group tag");
    expect(skipped).toContain("1 task that belongs to a challenge");
    expect(skipped).toContain("1 task that is a finished to-do");
    expect(skipped).toContain("1 task that has no text");
    expect(skipped).toContain('shirt "rainbow"');
    expect(skipped).toContain("Your background");
    expect(skipped).toContain("level 27, 1432 gold, 812 experience, the wizard class");
    // Items are no longer skipped: they come along (POST /user/import-items).
    expect(plan.items?.summary).toEqual([
      "5 pieces of gear",
      "2 pets",
      "1 mount",
      "1 kind of egg",
      "1 kind of potion",
      "2 kinds of food",
      "1 quest scroll",
    ]);
    expect(skipped).toMatch(/\d achievements/);
    expect(skipped).toContain("Party, guild");
  });

  it("puts the new tag ids on the tasks", () => {
    const tasks = remapTags(plan.tasks, plan.tagNames, { morning: "new-morning", work: "existing-work" });
    expect(tasks[2].tags).toEqual(["new-morning"]);
    expect(tasks[3].tags).toEqual(["existing-work"]);
  });

  it("refuses what is not an export", () => {
    expect(planImport("hello").skipped).toEqual(["The file is not a data export: it holds no account."]);
    expect(planImport({}).tasks).toEqual([]);
  });

  it("sends tasks in batches the API accepts", () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe("notification switches in an import", () => {
  it("carries only the switches this game knows, so the settings save is never refused", () => {
    const plan = planImport(
      {
        preferences: {
          emailNotifications: { newPM: false, someFutureSwitch: true },
          pushNotifications: { partyActivity: false, "bad key": true },
        },
      },
      [],
      () => true,
    );
    expect(
      Object.keys(plan.settings)
        .filter((key) => key.includes("Notifications"))
        .sort(),
    ).toEqual(["preferences.emailNotifications.newPM", "preferences.pushNotifications.partyActivity"]);
  });
});
