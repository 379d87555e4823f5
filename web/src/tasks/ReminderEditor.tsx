/** The reminders of a daily or a to-do in the task editor: several times of day, in the player's zone. */
import { useT } from "../i18n";
import text from "../i18n/namespaces/reminders";
import { reminderClock, reminderTimeOf } from "../reminders/time";
import type { Task } from "../../../content/rules/types";
import type { TaskInput } from "../api/tasks";

export interface ReminderDraft {
  id?: string;
  clock: string;
  /** The kept time, sent back unchanged while its clock is. */
  kept?: string;
  startDate?: string;
}

export function reminderDrafts(task: Task, timezoneOffset = 0): ReminderDraft[] {
  return (task.reminders ?? []).map((reminder) => ({
    id: reminder.id,
    clock: reminderClock(reminder.time, timezoneOffset),
    kept: reminder.time,
    startDate: reminder.startDate,
  }));
}

/** What the editor sends: drafts without a readable time are left out. */
export function remindersInput(drafts: ReminderDraft[], timezoneOffset = 0): NonNullable<TaskInput["reminders"]> {
  const out: NonNullable<TaskInput["reminders"]> = [];
  for (const draft of drafts) {
    const unchanged = draft.kept && reminderClock(draft.kept, timezoneOffset) === draft.clock;
    const time = unchanged ? draft.kept : reminderTimeOf(draft.clock, timezoneOffset);
    if (!time) continue;
    out.push({
      ...(draft.id ? { id: draft.id } : {}),
      time,
      ...(draft.startDate ? { startDate: draft.startDate } : {}),
    });
  }
  return out;
}

export function ReminderEditor({
  reminders,
  onChange,
}: {
  reminders: ReminderDraft[];
  onChange: (next: ReminderDraft[]) => void;
}) {
  const t = useT(text);
  return (
    <fieldset className="field-group">
      <legend>{t("reminders")}</legend>
      <p className="field-hint">{t("remindersHint")}</p>
      <ul className="checklist-editor">
        {reminders.map((reminder, index) => (
          <li key={reminder.id ?? `new-${index}`}>
            <input
              type="time"
              aria-label={t("reminderTime", { number: index + 1 })}
              value={reminder.clock}
              required
              onChange={(event) =>
                onChange(reminders.map((entry, at) => (at === index ? { ...entry, clock: event.target.value } : entry)))
              }
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t("removeReminder", { number: index + 1 })}
              onClick={() => onChange(reminders.filter((_, at) => at !== index))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {reminders.length < 20 && (
        <button
          type="button"
          className="button secondary small"
          onClick={() => onChange([...reminders, { clock: "09:00" }])}
        >
          {t("addReminder")}
        </button>
      )}
    </fieldset>
  );
}
