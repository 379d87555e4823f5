import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { Task, TaskType } from "../../../content/rules/types";
import { COLUMNS, orderTasks } from "../tasks/columns";
import { applyFilter, defaultFilter, hasTags, isDueNow, matchesSearch, savedFilters } from "../tasks/filters";
import { updateUser } from "../api/user";
import { completeOrder } from "../tasks/state";
import { TaskColumn } from "../tasks/TaskColumn";
import type { TaskRowActions } from "../tasks/TaskRow";
import { BoardPanel, BoardTabs, saveTab, savedTab } from "../tasks/BoardTabs";
import { PHONE_QUERY, useMediaQuery } from "../hooks/useMediaQuery";
import { loadGearTable } from "../hooks/useGearTable";
import { afterReadsWhenIdle } from "../whenIdle";
import { useAfterReads } from "../hooks/useAfterReads";
import { UserHeader } from "../components/UserHeader";
import { shownHealth } from "../stats";
import text from "../i18n/namespaces/taskList";
import board from "../i18n/namespaces/board";
import "../tasks/board.css";
import { translate, useT } from "../i18n";
import { canTargetTask, hasClassSkills, type SkillEntry } from "../tasks/skills";
import { getTasks } from "../tasks/cache";
import { notify } from "../notifications/store";
import type { User } from "../../../content/rules/types";

// What only some visits need loads when it is needed, keeping the first screen small.
// Scoring (with its feedback and the shared rules) loads once the board is up, before the first click.
// A click before then fetches the module and the rules side by side.
const loadScoring = () => {
  void import("../../../content/rules/score").catch(() => undefined);
  return import("../tasks/scoring");
};
// Changes other than scoring (adding, reordering, checklists) come with it.
const loadActions = () => import("../tasks/actions");
const TaskEditor = lazy(() => import("../tasks/TaskEditor").then((module) => ({ default: module.TaskEditor })));
const GemsDialog = lazy(() => import("../components/HeroDialogs").then((module) => ({ default: module.GemsDialog })));
const DeathDialog = lazy(() => import("../components/HeroDialogs").then((module) => ({ default: module.DeathDialog })));
const YesterDailiesDialog = lazy(() =>
  import("../components/YesterDailiesDialog").then((module) => ({ default: module.YesterDailiesDialog })),
);
// The rewards column's market pins come just after the lists (on a phone, with the rewards tab):
// their code is asked for once the board's reads have answered and been drawn (below).
const loadMarketPins = () => import("../tasks/MarketPins");
const MarketPins = lazy(() => loadMarketPins().then((module) => ({ default: module.MarketPins })));
const SkillsDrawer = lazy(() => import("../tasks/SkillsDrawer").then((module) => ({ default: module.SkillsDrawer })));

/** The drawer shows for a class with skills, or anyone carrying a special item or under one's spell. */
function wantsSkills(user: User): boolean {
  if (hasClassSkills(user)) return true;
  if (Object.values(user.items?.special ?? {}).some((value) => typeof value === "number" && value > 0)) return true;
  return Object.values(user.stats?.buffs ?? {}).some((value) => value === true);
}
import { useAddTaskShortcut } from "../offline/shortcuts";
import { completedTodosQuery, userTasksQuery } from "../queries/tasks";
import { userQuery } from "../queries/user";

/** The tasks screen: the hero, the search and tag filter, and the four columns. */
export function Component() {
  const t = useT(text);
  const b = useT(board);
  const phone = useMediaQuery(PHONE_QUERY);
  const [tab, setTab] = useState<TaskType>(savedTab);
  const [toolsOpen, setToolsOpen] = useState(false);
  const client = useQueryClient();
  const user = useQuery(userQuery());
  const tasks = useQuery(userTasksQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const [gemsOpen, setGemsOpen] = useState(false);
  // The filters the player saved, until they choose others here (the document may still be loading).
  const [chosenFilters, setFilters] = useState<Record<TaskType, string>>();
  const savedFilter = user.data?.preferences?.tasks?.activeFilter;
  const filters = useMemo(() => chosenFilters ?? savedFilters(savedFilter), [chosenFilters, savedFilter]);
  const [search, setSearch] = useState("");
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [editing, setEditing] = useState<Task>();
  const [announcement, setAnnouncement] = useState("");
  const [aiming, setAiming] = useState<SkillEntry>();
  const aimingRef = useRef<SkillEntry | undefined>(undefined);
  aimingRef.current = aiming;
  const completedTodos = useQuery({ ...completedTodosQuery(), enabled: filters.todo === "complete2" });

  // The shared rules and the gear table load once the board's reads have answered and been drawn
  // (no click can come before its rows), ready for the first click.
  useEffect(
    () =>
      afterReadsWhenIdle(() => {
        void loadScoring().then((scoring) => scoring.loadScoreRules());
        void loadActions();
        void loadGearTable();
      }),
    [],
  );

  // The pinned shop items join the rewards column once the board's reads have answered and been
  // drawn: their code (and the pins' own read) never stands before the player's tasks.
  const pinsLoaded = useAfterReads(loadMarketPins) !== undefined;

  useAddTaskShortcut(Boolean(user.data));

  // tasks?openGemsModal=true opens the gems dialog once the screen has loaded (spec §2).
  useEffect(() => {
    if (user.data && searchParams.get("openGemsModal") === "true") {
      setGemsOpen(true);
      const next = new URLSearchParams(searchParams);
      next.delete("openGemsModal");
      setSearchParams(next, { replace: true });
    }
  }, [user.data, searchParams, setSearchParams]);

  // /?task=<id> (a reminder's notification) opens that task's editor once the tasks have loaded.
  useEffect(() => {
    const wanted = searchParams.get("task");
    if (!wanted || !tasks.data) return;
    const found = tasks.data.find((task) => task._id === wanted);
    if (found) setEditing(found);
    const next = new URLSearchParams(searchParams);
    next.delete("task");
    setSearchParams(next, { replace: true });
  }, [tasks.data, searchParams, setSearchParams]);

  const now = useMemo(() => new Date(), [tasks.data]);
  const prefs = user.data?.preferences;
  const dueIds = useMemo(() => {
    const due = new Set<string>();
    if (!tasks.data || !prefs) return due;
    for (const task of tasks.data) if (task.type === "daily" && isDueNow(task, now, prefs)) due.add(task._id);
    return due;
  }, [tasks.data, now, prefs?.dayStart, prefs?.timezoneOffset]);

  const tagNames = useMemo(() => new Map((user.data?.tags ?? []).map((tag) => [tag.id, tag.name])), [user.data?.tags]);

  const columns = useMemo(() => {
    const all = tasks.data ?? [];
    const result = {} as Record<TaskType, { shown: Task[]; order: string[] }>;
    for (const column of COLUMNS) {
      let source = all.filter((task) => task.type === column.type);
      if (column.type === "todo" && filters.todo === "complete2") source = completedTodos.data ?? [];
      const savedOrder = user.data?.tasksOrder?.[column.orderKey];
      const ordered = orderTasks(source, savedOrder);
      const filtered = prefs ? applyFilter(ordered, column.type, filters[column.type], now, prefs) : ordered;
      result[column.type] = {
        shown: filtered.filter((task) => hasTags(task, selectedTags) && matchesSearch(task, search)),
        order: completeOrder(savedOrder, ordered),
      };
    }
    return result;
  }, [tasks.data, completedTodos.data, user.data?.tasksOrder, filters, selectedTags, search, now, prefs]);

  const latest = useRef(columns);
  latest.current = columns;
  const dragged = useRef<Task | undefined>(undefined);

  const actions = useMemo<TaskRowActions>(
    () => ({
      score: (task, direction) =>
        void loadScoring().then((scoring) => scoring.scoreWithFeedback(client, task, direction)),
      edit: (task) => setEditing(task),
      toggleChecklist: (task, itemId) =>
        void loadActions().then((actions) => actions.toggleChecklistItem(client, task, itemId)),
      toggleCollapse: (task) => void loadActions().then((actions) => actions.toggleChecklistCollapse(client, task)),
      step: (task, by) => {
        const column = latest.current[task.type];
        const index = column.shown.findIndex((entry) => entry._id === task._id);
        const target = column.shown[index + by];
        if (!target) return;
        void loadActions().then((actions) => actions.moveTaskTo(client, task, target._id, column.order));
        setAnnouncement(
          translate(text, by < 0 ? "movedUp" : "movedDown", {
            task: task.text,
            position: index + by + 1,
            total: column.shown.length,
          }),
        );
        // Keep the focus on the moved task's handle after React reorders the list.
        requestAnimationFrame(() =>
          (
            document.querySelector(`[data-task-id="${CSS.escape(task._id)}"] .drag-handle`) as HTMLElement | null
          )?.focus(),
        );
      },
      dragStart: (task) => {
        dragged.current = task;
      },
      dropOn: (target) => {
        const task = dragged.current;
        dragged.current = undefined;
        if (!task || task.type !== target.type || task._id === target._id) return;
        const order = latest.current[task.type].order;
        void loadActions().then((actions) => actions.moveTaskTo(client, task, target._id, order));
      },
    }),
    [client],
  );

  // While a skill is aimed, Escape puts it away.
  useEffect(() => {
    if (!aiming) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setAiming(undefined);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [aiming]);

  /** A click on a task while a skill is aimed casts it there instead of doing what the click would do. */
  const castOnClickedTask = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      const entry = aimingRef.current;
      if (!entry) return;
      const row = (event.target as Element).closest<HTMLElement>("[data-task-id]");
      if (!row) return;
      event.preventDefault();
      event.stopPropagation();
      const task = (getTasks(client) ?? []).find((entry) => entry._id === row.dataset.taskId);
      if (!task) return;
      if (!canTargetTask(task)) {
        notify({ type: "error", text: translate(text, "skillTargetRefused") });
        return;
      }
      setAiming(undefined);
      // Casting comes with the skills drawer (loaded whenever the drawer shows).
      void import("../tasks/castSkill").then(({ castSkill }) =>
        castSkill(client, entry, { id: task._id, label: task.text }),
      );
    },
    [client],
  );

  const openGems = useCallback(() => setGemsOpen(true), []);
  const aimAtTask = useCallback(
    (entry: SkillEntry) => setAiming((current) => (current?.key === entry.key ? undefined : entry)),
    [],
  );

  const addTo = useCallback(
    (type: TaskType) => (texts: string[]) => loadActions().then((actions) => actions.addTasks(client, type, texts)),
    [client],
  );
  const onAdd = useMemo(
    () => ({ habit: addTo("habit"), daily: addTo("daily"), todo: addTo("todo"), reward: addTo("reward") }),
    [addTo],
  );

  const hero = user.data;
  // Reordering follows the saved order, so it is offered only when the list shows it unfiltered.
  const reorderable = (type: TaskType) =>
    !search.trim() &&
    selectedTags.length === 0 &&
    filters[type] === defaultFilter(type) &&
    !(type === "todo" && filters.todo !== "remaining");

  const activeFilters = (search.trim() ? 1 : 0) + selectedTags.length;
  const chooseTab = (type: TaskType) => {
    setTab(type);
    saveTab(type);
  };
  const shownColumns = phone ? COLUMNS.filter((column) => column.type === tab) : COLUMNS;
  const renderColumn = (column: (typeof COLUMNS)[number]) => (
    <TaskColumn
      key={column.type}
      type={column.type}
      title={t(column.title)}
      empty={t(
        filters[column.type] === defaultFilter(column.type) && !search && selectedTags.length === 0
          ? column.empty
          : "emptyFiltered",
      )}
      tasks={columns[column.type].shown}
      filter={filters[column.type]}
      onFilter={(filter) => {
        setFilters((current) => ({ ...(current ?? filters), [column.type]: filter }));
        // Remembered for the next visit; a refusal shows in the notification area.
        updateUser({ [`preferences.tasks.activeFilter.${column.type}`]: filter }).catch(() => undefined);
      }}
      userId={hero?._id ?? ""}
      dueIds={dueIds}
      tagNames={tagNames}
      actions={actions}
      canReorder={reorderable(column.type)}
      onAdd={onAdd[column.type]}
      loading={
        !hero || tasks.isPending || (column.type === "todo" && filters.todo === "complete2" && completedTodos.isPending)
      }
      extra={
        column.type === "reward" && filters.reward === "all" && hero && pinsLoaded ? (
          <Suspense fallback={null}>
            <MarketPins user={hero} />
          </Suspense>
        ) : column.type === "todo" && filters.todo === "complete2" && (completedTodos.data?.length ?? 0) > 0 ? (
          <button
            type="button"
            className="button secondary small clear-completed"
            onClick={() =>
              loadActions()
                .then((actions) => actions.clearCompleted(client))
                .catch(() => undefined)
            }
          >
            {t("deleteCompleted")}
          </button>
        ) : undefined
      }
    />
  );

  return (
    <div className={phone ? "tasks-page board-phone" : "tasks-page"}>
      {hero ? (
        <UserHeader user={hero} onOpenGems={openGems} />
      ) : (
        <section className="user-header card hero-placeholder" aria-label={b("heroLoading")} aria-busy="true" />
      )}
      {phone && (
        <button
          type="button"
          className="button secondary small board-tools-toggle"
          aria-expanded={toolsOpen}
          aria-controls="task-toolbar"
          onClick={() => setToolsOpen((open) => !open)}
        >
          <span className="search-glass" aria-hidden="true" />
          {activeFilters > 0 ? b("searchAndTagsActive", { count: activeFilters }) : b("searchAndTags")}
        </button>
      )}
      <div id="task-toolbar" className="task-toolbar card" hidden={phone && !toolsOpen}>
        <div className="field search-field">
          <label htmlFor="task-search">{t("searchLabel")}</label>
          <input
            id="task-search"
            type="search"
            value={search}
            placeholder={t("searchPlaceholder")}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {hero && hero.tags.length > 0 && (
          <div className="tag-filter" role="group" aria-label={t("filterByTag")}>
            {hero.tags.map((tag) => {
              const active = selectedTags.includes(tag.id);
              return (
                <button
                  key={tag.id}
                  type="button"
                  className={active ? "tag-toggle active" : "tag-toggle"}
                  aria-pressed={active}
                  onClick={() =>
                    setSelectedTags((current) =>
                      active ? current.filter((id) => id !== tag.id) : [...current, tag.id],
                    )
                  }
                >
                  {tag.name}
                </button>
              );
            })}
            {selectedTags.length > 0 && (
              <button type="button" className="link-button" onClick={() => setSelectedTags([])}>
                {t("clearTags")}
              </button>
            )}
          </div>
        )}
      </div>
      {hero && wantsSkills(hero) && (
        <Suspense fallback={null}>
          <SkillsDrawer user={hero} aiming={aiming?.key} onAimAtTask={aimAtTask} />
        </Suspense>
      )}
      {tasks.isError && (
        <div className="card message-card" role="alert">
          <p>{t("loadFailed", { error: tasks.error.message })}</p>
          <button type="button" className="button" onClick={() => tasks.refetch()}>
            {t("tryAgain")}
          </button>
        </div>
      )}
      <p id="reorder-help" className="visually-hidden">
        {t("reorderHelp")}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {aiming && (
        <div className="aiming-bar" role="status">
          <span>{t.rich("chooseTaskFor", { skill: <strong>{aiming.name}</strong> })}</span>
          <button type="button" className="button secondary small" onClick={() => setAiming(undefined)}>
            {t("cancelAiming")}
          </button>
        </div>
      )}
      {phone && (
        <BoardTabs
          active={tab}
          onSelect={chooseTab}
          counts={{
            habit: tasks.data && columns.habit.shown.length,
            daily: tasks.data && columns.daily.shown.length,
            todo: tasks.data && columns.todo.shown.length,
            reward: tasks.data && columns.reward.shown.length,
          }}
        />
      )}
      <div className={aiming ? "task-columns aiming" : "task-columns"} onClickCapture={castOnClickedTask}>
        {phone ? (
          <BoardPanel active={tab} onSelect={chooseTab}>
            {shownColumns.map(renderColumn)}
          </BoardPanel>
        ) : (
          shownColumns.map(renderColumn)
        )}
      </div>
      {editing && hero && (
        <Suspense fallback={null}>
          <TaskEditor key={editing._id} task={editing} user={hero} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      {gemsOpen && hero && (
        <Suspense fallback={null}>
          <GemsDialog open onClose={() => setGemsOpen(false)} user={hero} />
        </Suspense>
      )}
      {hero && ((hero as User & { yesterDailies?: string[] }).yesterDailies?.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <YesterDailiesDialog user={hero} tasks={tasks.data} />
        </Suspense>
      )}
      {/* Fainting is told once yesterday's check-in is answered: the damage waits for it. */}
      {hero && shownHealth(hero) <= 0 && (
        <Suspense fallback={null}>
          <DeathDialog user={hero} />
        </Suspense>
      )}
    </div>
  );
}
