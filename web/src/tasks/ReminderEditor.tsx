/** The reminders of a daily or a to-do in the task editor: several times of day, in the player's zone. */
import { useId } from "react";
import { useT } from "../i18n";
import text from "../i18n/namespaces/reminders";
import { reminderClock, reminderTimeOf } from "../reminders/time";
import type { REMINDER_TODO_MODES } from "../../../content/rules/reminders";
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

/** A to-do's own choice of when its reminders ring; "" follows the player's setting. */
export type ReminderModeDraft = "" | (typeof REMINDER_TODO_MODES)[number];

export function ReminderEditor({
  reminders,
  onChange,
  mode,
  onModeChange,
}: {
  reminders: ReminderDraft[];
  onChange: (next: ReminderDraft[]) => void;
  /** To-dos only: when their reminders ring. */
  mode?: ReminderModeDraft;
  onModeChange?: (next: ReminderModeDraft) => void;
}) {
  const t = useT(text);
  const modeId = useId();
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
      {mode !== undefined && onModeChange && reminders.length > 0 && (
        <div className="field">
          <label htmlFor={modeId}>{t("todoModeTask")}</label>
          <select id={modeId} value={mode} onChange={(event) => onModeChange(event.target.value as ReminderModeDraft)}>
            <option value="">{t("todoModeSettings")}</option>
            <option value="dueDate">{t("todoDueDate")}</option>
            <option value="everyDay">{t("todoEveryDay")}</option>
          </select>
        </div>
      )}
    </fieldset>
  );
}
