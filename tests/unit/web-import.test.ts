/** A userdata.json of the original game made ready for POST /user/import/file (web/src/routes/settings/importData.ts). */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prepareDataFile } from "../../web/src/routes/settings/importData";

const sample: Record<string, any> = JSON.parse(
  readFileSync(path.join(__dirname, "..", "e2e", "fixtures", "userdata-sample.json"), "utf8"),
);
const NOW = new Date("2026-03-10T12:00:00.000Z");
const DAY = 86_400_000;

describe("preparing a data export to send", () => {
  it("keeps what the import reads and leaves out what it never takes", () => {
    const sent = prepareDataFile(sample, { items: false, now: NOW });
    expect(Object.keys(sent ?? {}).sort()).toEqual(
      ["_id", "preferences", "profile", "tags", "tasks"].filter((key) => key in sample).sort(),
    );
    expect(sent?.tasks).toEqual(sample.tasks);
    expect(sent).not.toHaveProperty("items");
    expect(sent).not.toHaveProperty("stats");
    expect(sent).not.toHaveProperty("achievements");
    expect(sent).not.toHaveProperty("party");
  });

  it("sends the items only to a server that takes them from files", () => {
    const withItems = prepareDataFile(
      { ...sample, purchased: { background: { blue: true } } },
      { items: true, now: NOW },
    );
    expect(withItems?.items).toEqual(sample.items);
    expect(withItems?.purchased).toEqual({ background: { blue: true } });
  });

  it("preens long histories as the day rollover would, so a long-time player's file fits", () => {
    const history = Array.from({ length: 3000 }, (_, index) => ({
      date: NOW.getTime() - (3000 - index) * DAY,
      value: index,
    }));
    const sent = prepareDataFile(
      { tasks: { habits: [{ text: "Water", history }], dailys: "nope" }, history: { exp: history } },
      { items: false, now: NOW },
    );
    if (!sent) throw new Error("an account's export is sent");
    const habit = (sent.tasks as { habits: { history: unknown[] }[] }).habits[0];
    expect(habit.history.length).toBeLessThan(400);
    expect((sent.history as { exp: unknown[] }).exp.length).toBeLessThan(400);
    expect(sent.tasks).not.toHaveProperty("dailys");
    // Entries it cannot read are left for the server to refuse.
    const odd = [{ date: "yesterday", value: 1 }];
    expect(prepareDataFile({ history: { exp: odd } }, { items: false })?.history).toEqual({
      exp: odd,
      todos: undefined,
    });
  });

  it("is nothing for what is not an account's export", () => {
    for (const data of ["hello", 42, null, [], undefined])
      expect(prepareDataFile(data, { items: false })).toBeUndefined();
  });
});
