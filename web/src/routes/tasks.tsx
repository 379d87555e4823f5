import { useQuery } from "@tanstack/react-query";
import { userQuery, userTasksQuery } from "../queries";
import { COLUMNS, tasksForColumn } from "../tasks/columns";
import { UserHeader } from "../components/UserHeader";
import { TaskItem } from "../components/TaskItem";

/** The tasks screen: the hero header and the four columns, read-only for now. */
export function Component() {
  const user = useQuery(userQuery());
  const tasks = useQuery(userTasksQuery());
  if (!user.data) return null;

  return (
    <div className="tasks-page">
      <UserHeader user={user.data} />
      {tasks.isError && (
        <div className="card message-card" role="alert">
          <p>We could not load your tasks: {tasks.error.message}</p>
          <button type="button" className="button" onClick={() => tasks.refetch()}>
            Try again
          </button>
        </div>
      )}
      <div className="task-columns">
        {COLUMNS.map((column) => {
          const list = tasks.data ? tasksForColumn(tasks.data, column.type, user.data.tasksOrder?.[column.orderKey]) : [];
          const headingId = `column-${column.type}`;
          return (
            <section key={column.type} className={`task-column column-${column.type}`} aria-labelledby={headingId} aria-busy={tasks.isPending}>
              <h2 id={headingId}>
                {column.title}
                {tasks.data && <span className="count">{list.length}</span>}
              </h2>
              {tasks.isPending ? (
                <div className="task-skeleton" aria-hidden="true">
                  <span />
                  <span />
                </div>
              ) : list.length === 0 ? (
                <p className="column-empty">{column.empty}</p>
              ) : (
                <ul className="task-list">
                  {list.map((task) => (
                    <TaskItem key={task._id} task={task} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
