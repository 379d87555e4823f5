import type { Task } from "../../../content/rules/types";
import { valueBand } from "../stats";

/** One task, read-only for now: colour by value, its text and notes, and what kind of control it will have. */
export function TaskItem({ task }: { task: Task }) {
  const purple = task.type === "reward" || task.byHabitforge;
  const band = purple ? "purple" : valueBand(task.value);
  const done = (task.type === "todo" || task.type === "daily") && task.completed;
  const notDue = task.type === "daily" && task.isDue === false;
  return (
    <li className={`task task-${task.type} band-${band}${done ? " is-done" : ""}${notDue ? " not-due" : ""}`}>
      <div className="task-control" aria-hidden="true">
        {task.type === "habit" && (
          <>
            {task.up && <span className="habit-sign">+</span>}
            {task.down && <span className="habit-sign">−</span>}
          </>
        )}
        {(task.type === "daily" || task.type === "todo") && <span className={done ? "check checked" : "check"} />}
        {task.type === "reward" && <span className="coin" />}
      </div>
      <div className="task-body">
        <p className="task-text">
          {task.text}
          {done && <span className="visually-hidden"> (done)</span>}
          {notDue && <span className="visually-hidden"> (not due today)</span>}
        </p>
        {task.notes && <p className="task-notes">{task.notes}</p>}
      </div>
      {task.type === "reward" && (
        <p className="task-price" aria-label={`Costs ${task.value} gold`}>
          {task.value}
        </p>
      )}
    </li>
  );
}
