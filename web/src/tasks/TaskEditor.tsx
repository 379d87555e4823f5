import { lazy, Suspense, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ATTRIBUTES, EVERY_X_MAX } from "../../../content/data/constants";
import { nextDueDates, WEEKDAYS, type DayPreferences } from "../../../content/rules/shouldDo";
import type { ChecklistItem, Frequency, Repeat, Task, User } from "../../../content/rules/types";
import type { TaskInput } from "../api/tasks";
import { Dialog } from "../components/Dialog";
import { addTag, removeTask, saveTask } from "./actions";
import { ReminderEditor, reminderDrafts, remindersInput, type ReminderModeDraft } from "./ReminderEditor";
import text from "../i18n/namespaces/taskEditor";
import { formatDate, useT, weekdayName } from "../i18n";

// A habit's or daily's history charts load (with their chart library) only when its editor opens.
const TaskHistory = lazy(() => import("../charts/TaskHistory"));

type EditorText = keyof (typeof text)["en"];

const PRIORITIES: { value: number; label: EditorText }[] = [
  { value: 0.1, label: "trivial" },
  { value: 1, label: "easy" },
  { value: 1.5, label: "medium" },
  { value: 2, label: "hard" },
];
const ATTRIBUTE_NAMES: Record<string, EditorText> = {
  str: "strength",
  int: "intelligence",
  con: "constitution",
  per: "perception",
};
const REPEAT_EVERY: Record<Frequency, EditorText> = {
  daily: "repeatEveryDays",
  weekly: "repeatEveryWeeks",
  monthly: "repeatEveryMonths",
  yearly: "repeatEveryYears",
};
const EDIT_TITLES: Record<Task["type"], EditorText> = {
  habit: "editHabit",
  daily: "editDaily",
  todo: "editTodo",
  reward: "editReward",
};
const DELETE_QUESTIONS: Record<Task["type"], EditorText> = {
  habit: "confirmDeleteHabit",
  daily: "confirmDeleteDaily",
  todo: "confirmDeleteTodo",
  reward: "confirmDeleteReward",
};

/** "2026-11-22" in the browser's zone, for a date input. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a date input's value, as an ISO instant. */
export function fromDateInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A due date of the preview (local midnight in the player's zone) as its calendar date. */
export function previewDate(iso: string, prefs: DayPreferences): string {
  const calendar = new Date(Date.parse(iso) - (prefs.timezoneOffset ?? 0) * 60_000);
  return formatDate(calendar, { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

interface Draft {
  text: string;
  notes: string;
  priority: number;
  attribute: Task["attribute"];
  tags: string[];
  up: boolean;
  down: boolean;
  frequency: Frequency;
  everyX: number;
  repeat: Repeat;
  monthlyBy: "dayOfMonth" | "dayOfWeek";
  startDate: string;
  date: string;
  checklist: ChecklistItem[];
  value: number;
}

function draftOf(task: Task): Draft {
  return {
    text: task.text,
    notes: task.notes ?? "",
    priority: task.priority ?? 1,
    attribute: task.attribute ?? "str",
    tags: [...(task.tags ?? [])],
    up: task.up ?? true,
    down: task.down ?? true,
    frequency: task.frequency ?? (task.type === "habit" ? "daily" : "weekly"),
    everyX: task.everyX ?? 1,
    repeat: { su: true, m: true, t: true, w: true, th: true, f: true, s: true, ...(task.repeat ?? {}) },
    monthlyBy: (task.weeksOfMonth?.length ?? 0) > 0 ? "dayOfWeek" : "dayOfMonth",
    startDate: toDateInput(task.startDate) || toDateInput(new Date().toISOString()),
    date: toDateInput(task.date),
    checklist: (task.checklist ?? []).map((item) => ({ ...item })),
    value: task.value,
  };
}

/** The schedule fields a daily's draft sends; a monthly daily follows its start date's day or weekday. */
export function scheduleOf(
  draft: Pick<Draft, "frequency" | "everyX" | "repeat" | "monthlyBy" | "startDate">,
): Pick<TaskInput, "frequency" | "everyX" | "repeat" | "daysOfMonth" | "weeksOfMonth" | "startDate"> {
  const start = new Date(`${draft.startDate || toDateInput(new Date().toISOString())}T00:00:00`);
  const schedule: ReturnType<typeof scheduleOf> = {
    frequency: draft.frequency,
    everyX: draft.everyX,
    startDate: start.toISOString(),
    repeat: draft.repeat,
    daysOfMonth: [],
    weeksOfMonth: [],
  };
  if (draft.frequency === "monthly") {
    if (draft.monthlyBy === "dayOfMonth") schedule.daysOfMonth = [start.getDate()];
    else {
      schedule.weeksOfMonth = [Math.floor((start.getDate() - 1) / 7)];
      schedule.repeat = Object.fromEntries(WEEKDAYS.map((key, index) => [key, index === start.getDay()])) as Repeat;
    }
  }
  return schedule;
}

export function TaskEditor({ task, user, onClose }: { task: Task; user: User; onClose: () => void }) {
  const t = useT(text);
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const [newItem, setNewItem] = useState("");
  const [newTag, setNewTag] = useState("");
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** Where the focus goes when the delete step opens or closes: the button that replaced the one pressed. */
  const focusStep = useRef<"keep" | "delete" | undefined>(undefined);
  const questionId = useId();
  const change = (fields: Partial<Draft>) => setDraft((current) => ({ ...current, ...fields }));
  const prefs: DayPreferences = user.preferences;
  const [reminders, setReminders] = useState(() => reminderDrafts(task, prefs.timezoneOffset));
  const [reminderMode, setReminderMode] = useState<ReminderModeDraft>(task.reminderMode ?? "");

  const schedule = task.type === "daily" ? scheduleOf(draft) : undefined;
  const preview = useMemo(
    () =>
      schedule
        ? nextDueDates(
            { type: "daily", ...schedule, repeat: { ...draft.repeat, ...schedule.repeat } },
            new Date(),
            prefs,
          )
        : [],
    [JSON.stringify(schedule), prefs.dayStart, prefs.timezoneOffset],
  );

  const payload = (): TaskInput => {
    const input: TaskInput = { text: draft.text.trim(), notes: draft.notes, tags: draft.tags };
    if (task.type !== "reward") {
      input.priority = draft.priority;
      input.attribute = draft.attribute;
    }
    if (task.type === "habit")
      Object.assign(input, {
        up: draft.up,
        down: draft.down,
        frequency: draft.frequency === "yearly" ? "daily" : draft.frequency,
      });
    if (task.type === "daily") Object.assign(input, schedule);
    if (task.type === "daily" || task.type === "todo")
      input.checklist = draft.checklist
        .filter((item) => item.text.trim())
        .map((item) => (item.id ? item : { text: item.text, completed: item.completed }));
    if (task.type === "daily" || task.type === "todo")
      input.reminders = remindersInput(reminders, prefs.timezoneOffset);
    if (task.type === "todo") input.date = fromDateInput(draft.date) ?? null;
    if (task.type === "todo" && reminderMode !== (task.reminderMode ?? "")) input.reminderMode = reminderMode || null;
    if (task.type === "reward") input.value = draft.value;
    return input;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.text.trim() || busy) return;
    setBusy(true);
    try {
      await saveTask(client, task._id, payload());
      onClose();
    } catch {
      // The notification area says what the server refused.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await removeTask(client, task);
      onClose();
    } catch {
      setBusy(false);
    }
  };

  const createTag = async () => {
    const name = newTag.trim();
    if (!name) return;
    try {
      const tag = await addTag(client, name);
      setNewTag("");
      change({ tags: [...draft.tags, tag.id] });
    } catch {
      // Shown by the notification area.
    }
  };

  return (
    <Dialog
      open
      title={t(EDIT_TITLES[task.type])}
      onClose={onClose}
      className="task-editor"
      footer={
        <>
          {task.challenge?.id && !task.challenge.broken ? (
            <span className="field-hint">{t("challengeTask")}</span>
          ) : confirmDelete ? (
            // The step takes the focus (on the safe answer), so the keyboard stays in the dialog.
            <span className="confirm-delete" role="group" aria-labelledby={questionId}>
              <span id={questionId}>{t(DELETE_QUESTIONS[task.type])}</span>
              <button type="button" className="button danger small" onClick={remove} disabled={busy}>
                {t("yesDelete")}
              </button>
              <button
                type="button"
                className="button secondary small"
                ref={(button) => {
                  if (button && focusStep.current === "keep") {
                    focusStep.current = undefined;
                    button.focus();
                  }
                }}
                onClick={() => {
                  focusStep.current = "delete";
                  setConfirmDelete(false);
                }}
              >
                {t("keepIt")}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="button danger secondary"
              ref={(button) => {
                if (button && focusStep.current === "delete") {
                  focusStep.current = undefined;
                  button.focus();
                }
              }}
              onClick={() => {
                focusStep.current = "keep";
                setConfirmDelete(true);
              }}
              disabled={busy}
            >
              {t("delete")}
            </button>
          )}
          <span className="spacer" />
          <button type="button" className="button secondary" onClick={onClose}>
            {t("cancel")}
          </button>
          <button type="submit" form="task-editor-form" className="button" disabled={busy || !draft.text.trim()}>
            {t("save")}
          </button>
        </>
      }
    >
      <form id="task-editor-form" className="editor-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="task-text">{t("title")}</label>
          <input
            id="task-text"
            data-autofocus
            value={draft.text}
            maxLength={2000}
            required
            onChange={(event) => change({ text: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="task-notes">{t("notes")}</label>
          <textarea
            id="task-notes"
            rows={3}
            value={draft.notes}
            onChange={(event) => change({ notes: event.target.value })}
          />
        </div>

        {task.type === "habit" && (
          <fieldset className="field-group">
            <legend>{t("scoring")}</legend>
            <label className="inline">
              <input type="checkbox" checked={draft.up} onChange={(event) => change({ up: event.target.checked })} />{" "}
              {t("positive")}
            </label>
            <label className="inline">
              <input
                type="checkbox"
                checked={draft.down}
                onChange={(event) => change({ down: event.target.checked })}
              />{" "}
              {t("negative")}
            </label>
            <div className="field">
              <label htmlFor="habit-reset">{t("resetCounter")}</label>
              <select
                id="habit-reset"
                value={draft.frequency}
                onChange={(event) => change({ frequency: event.target.value as Frequency })}
              >
                <option value="daily">{t("everyDay")}</option>
                <option value="weekly">{t("everyWeek")}</option>
                <option value="monthly">{t("everyMonth")}</option>
              </select>
            </div>
          </fieldset>
        )}

        {(task.type === "daily" || task.type === "todo") && (
          <fieldset className="field-group">
            <legend>{t("checklist")}</legend>
            <ul className="checklist-editor">
              {draft.checklist.map((item, index) => (
                <li key={item.id || index}>
                  <input
                    type="checkbox"
                    checked={item.completed}
                    aria-label={t("itemDone", { item: item.text || t("itemNumber", { number: index + 1 }) })}
                    onChange={(event) =>
                      change({
                        checklist: draft.checklist.map((entry, at) =>
                          at === index ? { ...entry, completed: event.target.checked } : entry,
                        ),
                      })
                    }
                  />
                  <input
                    value={item.text}
                    aria-label={t("checklistItem", { number: index + 1 })}
                    onChange={(event) =>
                      change({
                        checklist: draft.checklist.map((entry, at) =>
                          at === index ? { ...entry, text: event.target.value } : entry,
                        ),
                      })
                    }
                  />
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t("removeChecklistItem", { number: index + 1 })}
                    onClick={() => change({ checklist: draft.checklist.filter((_, at) => at !== index) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <div className="inline-add">
              <input
                value={newItem}
                aria-label={t("newChecklistItem")}
                placeholder={t("newChecklistItem")}
                onChange={(event) => setNewItem(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    if (newItem.trim()) {
                      change({ checklist: [...draft.checklist, { id: "", text: newItem.trim(), completed: false }] });
                      setNewItem("");
                    }
                  }
                }}
              />
              <button
                type="button"
                className="button secondary small"
                onClick={() => {
                  if (!newItem.trim()) return;
                  change({ checklist: [...draft.checklist, { id: "", text: newItem.trim(), completed: false }] });
                  setNewItem("");
                }}
              >
                {t("addItem")}
              </button>
            </div>
          </fieldset>
        )}

        {task.type !== "reward" && (
          <div className="field-row">
            <div className="field">
              <label htmlFor="task-priority">{t("difficulty")}</label>
              <select
                id="task-priority"
                value={draft.priority}
                onChange={(event) => change({ priority: Number(event.target.value) })}
              >
                {PRIORITIES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(option.label)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="task-attribute">{t("attribute")}</label>
              <select
                id="task-attribute"
                value={draft.attribute}
                onChange={(event) => change({ attribute: event.target.value as Task["attribute"] })}
              >
                {ATTRIBUTES.map((attribute) => (
                  <option key={attribute} value={attribute}>
                    {t(ATTRIBUTE_NAMES[attribute])}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}

        {task.type === "reward" && (
          <div className="field">
            <label htmlFor="reward-value">{t("priceInGold")}</label>
            <input
              id="reward-value"
              type="number"
              min={0}
              step="any"
              value={draft.value}
              onChange={(event) => change({ value: Number(event.target.value) })}
            />
          </div>
        )}

        {task.type === "todo" && (
          <div className="field">
            <label htmlFor="todo-date">{t("dueDate")}</label>
            <input
              id="todo-date"
              type="date"
              value={draft.date}
              onChange={(event) => change({ date: event.target.value })}
            />
          </div>
        )}

        {task.type === "daily" && (
          <fieldset className="field-group">
            <legend>{t("schedule")}</legend>
            <div className="field-row">
              <div className="field">
                <label htmlFor="daily-start">{t("startDate")}</label>
                <input
                  id="daily-start"
                  type="date"
                  value={draft.startDate}
                  required
                  onChange={(event) => change({ startDate: event.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor="daily-frequency">{t("repeats")}</label>
                <select
                  id="daily-frequency"
                  value={draft.frequency}
                  onChange={(event) => change({ frequency: event.target.value as Frequency })}
                >
                  <option value="daily">{t("daily")}</option>
                  <option value="weekly">{t("weekly")}</option>
                  <option value="monthly">{t("monthly")}</option>
                  <option value="yearly">{t("yearly")}</option>
                </select>
              </div>
              <div className="field">
                <label htmlFor="daily-every">{t(REPEAT_EVERY[draft.frequency])}</label>
                <input
                  id="daily-every"
                  type="number"
                  min={0}
                  max={EVERY_X_MAX}
                  value={draft.everyX}
                  onChange={(event) =>
                    change({ everyX: Math.max(0, Math.min(EVERY_X_MAX, Math.floor(Number(event.target.value) || 0))) })
                  }
                />
              </div>
            </div>
            {draft.frequency === "weekly" && (
              <div className="weekday-picker" role="group" aria-label={t("repeatOn")}>
                {WEEKDAYS.map((key, index) => (
                  <label key={key} className="weekday">
                    <input
                      type="checkbox"
                      checked={draft.repeat[key]}
                      onChange={(event) => change({ repeat: { ...draft.repeat, [key]: event.target.checked } })}
                    />
                    <span aria-hidden="true">{weekdayName(index, "short")}</span>
                    <span className="visually-hidden">{weekdayName(index)}</span>
                  </label>
                ))}
              </div>
            )}
            {draft.frequency === "monthly" && (
              <div role="radiogroup" aria-label={t("repeatBy")} className="monthly-choice">
                <label className="inline">
                  <input
                    type="radio"
                    name="monthly-by"
                    checked={draft.monthlyBy === "dayOfMonth"}
                    onChange={() => change({ monthlyBy: "dayOfMonth" })}
                  />{" "}
                  {t("dayOfMonth")}
                </label>
                <label className="inline">
                  <input
                    type="radio"
                    name="monthly-by"
                    checked={draft.monthlyBy === "dayOfWeek"}
                    onChange={() => change({ monthlyBy: "dayOfWeek" })}
                  />{" "}
                  {t("dayOfWeek")}
                </label>
                <p className="field-hint">{t("monthlyHint")}</p>
              </div>
            )}
            <div className="due-preview">
              <h3 id="due-preview-title">{t("nextDueDates")}</h3>
              {preview.length === 0 ? (
                <p className="field-hint">{t("neverDue")}</p>
              ) : (
                <ol aria-labelledby="due-preview-title">
                  {preview.map((iso) => (
                    <li key={iso}>{previewDate(iso, prefs)}</li>
                  ))}
                </ol>
              )}
            </div>
          </fieldset>
        )}

        {(task.type === "daily" || task.type === "todo") && (
          <ReminderEditor
            reminders={reminders}
            onChange={setReminders}
            {...(task.type === "todo" ? { mode: reminderMode, onModeChange: setReminderMode } : {})}
          />
        )}

        <fieldset className="field-group">
          <legend>{t("tags")}</legend>
          {user.tags.length === 0 && <p className="field-hint">{t("noTags")}</p>}
          <div className="tag-picker">
            {user.tags.map((tag) => (
              <label key={tag.id} className="inline tag-option">
                <input
                  type="checkbox"
                  checked={draft.tags.includes(tag.id)}
                  onChange={(event) =>
                    change({
                      tags: event.target.checked ? [...draft.tags, tag.id] : draft.tags.filter((id) => id !== tag.id),
                    })
                  }
                />{" "}
                {tag.name}
              </label>
            ))}
          </div>
          <div className="inline-add">
            <input
              value={newTag}
              aria-label={t("newTag")}
              placeholder={t("newTag")}
              maxLength={100}
              onChange={(event) => setNewTag(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void createTag();
                }
              }}
            />
            <button type="button" className="button secondary small" onClick={() => void createTag()}>
              {t("createTag")}
            </button>
          </div>
        </fieldset>
      </form>
      {(task.type === "habit" || task.type === "daily") && (
        <Suspense fallback={null}>
          <TaskHistory task={task} user={user} />
        </Suspense>
      )}
    </Dialog>
  );
}
