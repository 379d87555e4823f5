import {
  type ComponentType,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import type { Task, TaskType } from "../../../content/rules/types";
import { FILTERS } from "./filters";
import { TaskRow, type TaskRowActions } from "./TaskRow";
import type { RenderRow, VirtualListProps } from "./VirtualTaskList";
import text from "../i18n/namespaces/taskList";
import { useT } from "../i18n";

const ADD_LABELS = {
  habit: "addHabit",
  daily: "addDaily",
  todo: "addTodo",
  reward: "addReward",
} as const satisfies Record<TaskType, keyof (typeof text)["en"]>;

/** From this many tasks a column draws only the rows near the view. */
export const VIRTUAL_FROM = 40;
/** What a long column shows at once while its virtual list loads. */
const FIRST_ROWS = 24;

/** The virtual list's code (TanStack Virtual): the router fetches it beside the tasks, so a long list seldom waits. */
let loadedVirtualTaskList: ComponentType<VirtualListProps> | undefined;
const loadVirtualTaskList: Promise<ComponentType<VirtualListProps> | undefined> = import("./VirtualTaskList").then(
  (module) => (loadedVirtualTaskList = module.VirtualTaskList),
  () => undefined,
);

/**
 * The virtual list once its code is there. Until then a long list shows its first rows, and
 * swaps to the virtual one as soon as the code comes (a state change, drawn at once, where a
 * Suspense fallback's reveal would be held back). Without the code (offline, a failed load)
 * `failed` is set and every row is drawn.
 */
function useVirtualTaskList(): { list?: ComponentType<VirtualListProps>; failed: boolean } {
  const [state, setState] = useState(() => ({ list: loadedVirtualTaskList, failed: false }));
  useEffect(() => {
    if (state.list || state.failed) return;
    let live = true;
    void loadVirtualTaskList.then((list) => {
      if (live) setState({ list, failed: list === undefined });
    });
    return () => {
      live = false;
    };
  }, [state]);
  return state;
}

export function TaskColumn({
  type,
  title,
  empty,
  tasks,
  filter,
  onFilter,
  userId,
  dueIds,
  tagNames,
  actions,
  canReorder,
  onAdd,
  loading,
  extra,
}: {
  type: TaskType;
  title: string;
  empty: string;
  tasks: Task[];
  filter: string;
  onFilter: (filter: string) => void;
  userId: string;
  dueIds: ReadonlySet<string>;
  tagNames: ReadonlyMap<string, string>;
  actions: TaskRowActions;
  canReorder: boolean;
  onAdd: (texts: string[]) => Promise<unknown>;
  loading: boolean;
  /** Shown under the list: the market pins of the rewards column. */
  extra?: ReactNode;
}) {
  const t = useT(text);
  const headingId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [adding, setAdding] = useState(false);
  // Where the list will start on the page, measured on the loading placeholder that holds its
  // place: a long list then draws its rows in its first pass (see VirtualTaskList).
  const listTop = useRef<number | undefined>(undefined);
  const measurePlaceholder = useCallback((element: HTMLElement | null) => {
    if (element) listTop.current = Math.round(element.getBoundingClientRect().top + window.scrollY);
  }, []);

  // The field stays usable while a task is saved: its text is taken at once, so the next
  // title can be typed straight away, and given back only if the server refuses.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = draft;
    const texts = sent
      .split("\n")
      .map((text) => text.trim())
      .filter(Boolean);
    if (texts.length === 0) return;
    setDraft("");
    setAdding(true);
    try {
      await onAdd(texts);
    } catch {
      // The notification area shows why; the text comes back for another try.
      setDraft((current) => (current ? `${sent}\n${current}` : sent));
    } finally {
      setAdding(false);
    }
  };

  const renderRow: RenderRow = (task, place) => (
    <TaskRow
      key={task._id}
      task={task}
      userId={userId}
      dueNow={dueIds.has(task._id)}
      tagNames={tagNames}
      actions={actions}
      canReorder={canReorder}
      measure={place?.measure}
      index={place?.index}
      setSize={place?.total}
    />
  );

  return (
    <section className={`task-column column-${type}`} aria-labelledby={headingId} aria-busy={loading}>
      <div className="column-head">
        <h2 id={headingId}>
          {title}
          {!loading && <span className="count">{tasks.length}</span>}
        </h2>
        <div className="filter-tabs" role="group" aria-label={t("filterColumn", { column: title })}>
          {FILTERS[type].map((option) => (
            <button
              key={option.key}
              type="button"
              className={option.key === filter ? "filter-tab active" : "filter-tab"}
              aria-pressed={option.key === filter}
              onClick={() => onFilter(option.key)}
            >
              {t(option.label)}
            </button>
          ))}
        </div>
      </div>
      <form className="quick-add" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t(ADD_LABELS[type])}
        </label>
        <input
          id={inputId}
          value={draft}
          placeholder={t(ADD_LABELS[type])}
          maxLength={2000}
          onChange={(event) => setDraft(event.target.value)}
          aria-busy={adding || undefined}
        />
        <button type="submit" className="button small" disabled={!draft.trim()}>
          {t("add")}
        </button>
      </form>
      {loading ? (
        <div className="task-skeleton" aria-hidden="true" ref={measurePlaceholder}>
          <span />
          <span />
        </div>
      ) : tasks.length === 0 ? (
        <p className="column-empty">{empty}</p>
      ) : (
        <TaskList tasks={tasks} label={title} renderRow={renderRow} initialMargin={listTop.current} />
      )}
      {extra}
    </section>
  );
}

/** A short list draws every row; a long one only those near the view, its first rows at once. */
function TaskList({
  tasks,
  label,
  renderRow,
  initialMargin,
}: {
  tasks: Task[];
  label: string;
  renderRow: RenderRow;
  initialMargin?: number;
}) {
  const virtual = useVirtualTaskList();
  if (tasks.length < VIRTUAL_FROM || virtual.failed)
    return (
      <ul className="task-list" aria-label={label} data-total={tasks.length}>
        {tasks.map((task) => renderRow(task))}
      </ul>
    );
  // Its code is usually there before the tasks: the rows are then drawn once, not first as a
  // stand-in list and again when the virtual one replaces it.
  if (virtual.list) {
    const VirtualTaskList = virtual.list;
    return <VirtualTaskList tasks={tasks} label={label} renderRow={renderRow} initialMargin={initialMargin} />;
  }
  return (
    <ul className="task-list" aria-label={label} data-total={tasks.length}>
      {tasks.slice(0, FIRST_ROWS).map((task, index) => renderRow(task, { index, total: tasks.length }))}
    </ul>
  );
}
