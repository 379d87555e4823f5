import { memo, type DragEvent, type KeyboardEvent } from "react";
import type { Task } from "../../../content/rules/types";
import { formatGold } from "../stats";
import { Markdown } from "../markdown/Markdown";
import { PendingMark } from "../offline/ui";
import { isControlDisabled, isControlInteractive, taskColor } from "./state";
import text from "../i18n/namespaces/taskList";
import { formatDate as formatLocalDate, useT } from "../i18n";

export interface TaskRowActions {
  score(task: Task, direction: "up" | "down"): void;
  edit(task: Task): void;
  toggleChecklist(task: Task, itemId: string): void;
  /** Shows or hides a checklist (kept on the task as collapseChecklist). */
  toggleCollapse(task: Task): void;
  /** Keyboard reordering: one step up or down among the shown tasks. */
  step(task: Task, by: -1 | 1): void;
  dragStart(task: Task): void;
  dropOn(task: Task): void;
}

function formatDate(iso: string): string {
  return formatLocalDate(iso, { month: "short", day: "numeric", year: "numeric" });
}

export const TaskRow = memo(function TaskRow({
  task,
  userId,
  dueNow,
  tagNames,
  actions,
  canReorder,
  measure,
  index,
  setSize,
}: {
  task: Task;
  userId: string;
  dueNow: boolean;
  tagNames: ReadonlyMap<string, string>;
  actions: TaskRowActions;
  canReorder: boolean;
  /** In a long (virtual) list: measures the drawn row, which says its place in the whole list. */
  measure?: (element: HTMLElement | null) => void;
  index?: number;
  setSize?: number;
}) {
  const t = useT(text);
  const color = taskColor(task);
  const disabled = isControlDisabled(task, userId, dueNow);
  const interactive = isControlInteractive(task, userId);
  const done = (task.type === "todo" || task.type === "daily") && Boolean(task.completed);
  const className = `task task-${task.type} band-${color}${done ? " is-done" : ""}${disabled ? " is-disabled" : ""}${interactive ? "" : " not-interactive"}`;

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      actions.step(task, event.key === "ArrowUp" ? -1 : 1);
    }
  };
  const dragProps = canReorder
    ? {
        draggable: true,
        onDragStart: (event: DragEvent<HTMLLIElement>) => {
          event.dataTransfer.effectAllowed = "move";
          event.dataTransfer.setData("text/plain", task._id);
          actions.dragStart(task);
        },
        onDragOver: (event: DragEvent<HTMLLIElement>) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "move";
          event.currentTarget.classList.add("drag-over");
        },
        onDragLeave: (event: DragEvent<HTMLLIElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            event.currentTarget.classList.remove("drag-over");
        },
        onDragEnd: () => {
          for (const element of document.querySelectorAll(".task.drag-over")) element.classList.remove("drag-over");
        },
        onDrop: (event: DragEvent<HTMLLIElement>) => {
          event.preventDefault();
          event.currentTarget.classList.remove("drag-over");
          actions.dropOn(task);
        },
      }
    : {};

  const tags = task.tags?.map((id) => tagNames.get(id)).filter(Boolean) ?? [];
  const checklist = task.checklist ?? [];
  // Most rows have no chips: their empty line is not drawn at all (500 rows add up).
  const hasMeta =
    done ||
    tags.length > 0 ||
    (task.type === "daily" && (!dueNow || (task.streak ?? 0) > 0)) ||
    (task.type === "habit" && ((task.counterUp ?? 0) > 0 || (task.counterDown ?? 0) > 0)) ||
    (task.type === "todo" && Boolean(task.date));
  return (
    <li
      className={className}
      data-task-id={task._id}
      ref={measure}
      data-index={index}
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      {...dragProps}
    >
      {task.type === "habit" && (
        <button
          type="button"
          className="habit-button up"
          disabled={!interactive || !task.up}
          aria-label={t(task.up ? "scoreUp" : "noScoreUp", { task: task.text })}
          onClick={() => actions.score(task, "up")}
        >
          <span className="sign-disc" aria-hidden="true">
            +
          </span>
        </button>
      )}
      {(task.type === "daily" || task.type === "todo") && (
        <button
          type="button"
          role="checkbox"
          aria-checked={done}
          className="task-check"
          disabled={!interactive}
          aria-label={t(done ? "uncheck" : "checkOff", { task: task.text })}
          onClick={() => actions.score(task, done ? "down" : "up")}
        >
          <span className="check-mark" aria-hidden="true">
            {done ? "✓" : ""}
          </span>
        </button>
      )}
      <div className="task-body">
        <button
          type="button"
          className="task-text"
          onClick={() => actions.edit(task)}
          aria-label={t("editTask", { task: task.text })}
        >
          {task.text}
        </button>
        {task.notes && <Markdown text={task.notes} className="task-notes markdown" />}
        {checklist.length > 0 && (task.type === "daily" || task.type === "todo") && (
          <button
            type="button"
            className="checklist-toggle"
            aria-expanded={!task.collapseChecklist}
            onClick={() => actions.toggleCollapse(task)}
          >
            {checklist.filter((item) => item.completed).length}/{checklist.length}
            <span className="visually-hidden">{t("checklistDone")}</span>{" "}
            {task.collapseChecklist ? t("showChecklist") : t("hideChecklist")}
          </button>
        )}
        {checklist.length > 0 && !task.collapseChecklist && (task.type === "daily" || task.type === "todo") && (
          <ul className="checklist" aria-label={t("checklistOf", { task: task.text })}>
            {checklist.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={item.completed}
                  className="checklist-item"
                  disabled={!interactive}
                  onClick={() => actions.toggleChecklist(task, item.id)}
                >
                  <span className="check-mark small" aria-hidden="true">
                    {item.completed ? "✓" : ""}
                  </span>
                  <span className="checklist-text">{item.text}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {hasMeta && (
          <p className="task-meta">
            {task.type === "daily" && !dueNow && !done && <span className="chip">{t("notDueToday")}</span>}
            {task.type === "daily" && (task.streak ?? 0) > 0 && (
              <span className="chip" title={t("daysInARow")}>
                {t("streak", { count: task.streak ?? 0 })}
              </span>
            )}
            {task.type === "habit" && ((task.counterUp ?? 0) > 0 || (task.counterDown ?? 0) > 0) && (
              <span className="chip">
                +{task.counterUp ?? 0} | −{task.counterDown ?? 0}
              </span>
            )}
            {task.type === "todo" && task.date && (
              <span className="chip">{t("dueOn", { date: formatDate(task.date) })}</span>
            )}
            {tags.map((name) => (
              <span key={name} className="chip tag-chip">
                {name}
              </span>
            ))}
            {done && <span className="visually-hidden">{t("doneMark")}</span>}
          </p>
        )}
        <PendingMark taskId={task._id} />
      </div>
      {task.type === "habit" && (
        <button
          type="button"
          className="habit-button down"
          disabled={!interactive || !task.down}
          aria-label={t(task.down ? "scoreDown" : "noScoreDown", { task: task.text })}
          onClick={() => actions.score(task, "down")}
        >
          <span className="sign-disc" aria-hidden="true">
            −
          </span>
        </button>
      )}
      {task.type === "reward" && (
        <button
          type="button"
          className="reward-buy"
          disabled={!interactive}
          aria-label={t("buyReward", { task: task.text, gold: formatGold(task.value) })}
          onClick={() => actions.score(task, "up")}
        >
          <span className="coin" aria-hidden="true" />
          {formatGold(task.value)}
        </button>
      )}
      {canReorder && (
        <button
          type="button"
          className="drag-handle"
          aria-label={t("reorder", { task: task.text })}
          aria-describedby="reorder-help"
          onKeyDown={onHandleKey}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
      )}
    </li>
  );
});
