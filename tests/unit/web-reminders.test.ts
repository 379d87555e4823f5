import { describe, expect, it } from "vitest";
import { remindersInput, reminderDrafts } from "../../web/src/tasks/ReminderEditor";
import { clockOfMinute, minuteOfClock, reminderClock, reminderTimeOf } from "../../web/src/reminders/time";
import type { Task } from "../../content/rules/types";

describe("reminder times in the editor", () => {
  it("writes a time of day with the player's offset, dated on the player's day, and reads it back", () => {
    // 23:30 UTC is already the next day in Berlin (UTC+1, offset -60).
    const now = new Date("2026-03-01T23:30:00Z");
    expect(reminderTimeOf("07:45", -60, now)).toBe("2026-03-02T07:45:00+01:00");
    expect(reminderTimeOf("07:45", 300, now)).toBe("2026-03-01T07:45:00-05:00");
    expect(reminderTimeOf("07:45", 0, now)).toBe("2026-03-01T07:45:00+00:00");
    expect(reminderTimeOf("24:00", 0, now)).toBeUndefined();
    expect(reminderTimeOf("", 0, now)).toBeUndefined();
    // A kept offset keeps its wall clock whatever the player's offset is now; a UTC time follows it.
    expect(reminderClock("2026-03-02T07:45:00+01:00", -120)).toBe("07:45");
    expect(reminderClock("2026-03-02T06:45:00.000Z", -60)).toBe("07:45");
  });

  it("sends a reminder back unchanged while its time is, a new time when it changed, and drops empty ones", () => {
    const task = {
      reminders: [
        { id: "a", time: "2026-01-01T06:45:00.000Z" },
        { id: "b", time: "2026-01-01T20:00:00+01:00", startDate: "2026-01-01T00:00:00+01:00" },
      ],
    } as unknown as Task;
    const drafts = reminderDrafts(task, -60);
    expect(drafts.map((draft) => draft.clock)).toEqual(["07:45", "20:00"]);
    drafts[1] = { ...drafts[1], clock: "21:30" };
    const sent = remindersInput([...drafts, { clock: "" }], -60);
    expect(sent[0]).toEqual({ id: "a", time: "2026-01-01T06:45:00.000Z" });
    expect(sent[1]).toMatchObject({ id: "b", startDate: "2026-01-01T00:00:00+01:00" });
    expect(sent[1].time).toMatch(/T21:30:00\+01:00$/);
    expect(sent).toHaveLength(2);
  });

  it("turns quiet hours' minutes into clock times and back", () => {
    expect(clockOfMinute(22 * 60 + 5)).toBe("22:05");
    expect(clockOfMinute(null)).toBe("");
    expect(minuteOfClock("06:45")).toBe(405);
    expect(minuteOfClock("")).toBeNull();
  });
});
