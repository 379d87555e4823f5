/**
 * On a phone the board shows one list at a time, as the game's phone apps do: a row of tabs
 * (habits, dailies, to-dos, rewards) and a swipe across the list to move to its neighbour.
 */
import { useRef, type KeyboardEvent, type ReactNode, type TouchEvent } from "react";
import type { TaskType } from "../../../content/rules/types";
import { COLUMNS } from "./columns";
import text from "../i18n/namespaces/taskList";
import board from "../i18n/namespaces/board";
import { useT } from "../i18n";

const TAB_KEY = "board-tab";
/** How far a finger must travel sideways (px), and how much more sideways than down, to turn the page. */
const SWIPE_MIN = 60;

export function savedTab(): TaskType {
  try {
    const saved = sessionStorage.getItem(TAB_KEY);
    if (COLUMNS.some((column) => column.type === saved)) return saved as TaskType;
  } catch {
    // Without storage the board opens on its first list.
  }
  return "habit";
}

export function saveTab(type: TaskType): void {
  try {
    sessionStorage.setItem(TAB_KEY, type);
  } catch {
    // Remembered for this visit only.
  }
}

export const tabId = (type: TaskType) => `board-tab-${type}`;
export const PANEL_ID = "board-panel";

export function BoardTabs({
  active,
  counts,
  onSelect,
}: {
  active: TaskType;
  counts: Record<TaskType, number | undefined>;
  onSelect: (type: TaskType) => void;
}) {
  const t = useT(text);
  const b = useT(board);
  const select = (type: TaskType, focus = false) => {
    onSelect(type);
    if (focus) requestAnimationFrame(() => document.getElementById(tabId(type))?.focus());
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = COLUMNS.findIndex((column) => column.type === active);
    const last = COLUMNS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(COLUMNS[next].type, true);
  };
  return (
    <div className="board-tabs" role="tablist" aria-label={b("listsLabel")}>
      {COLUMNS.map((column) => {
        const selected = column.type === active;
        const count = counts[column.type];
        return (
          <button
            key={column.type}
            id={tabId(column.type)}
            type="button"
            role="tab"
            className={`board-tab tab-${column.type}`}
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => select(column.type)}
            onKeyDown={onKey}
          >
            <span className="board-tab-title">{t(column.title)}</span>
            {count !== undefined && <span className="board-tab-count">{count}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** The shown list, which a sideways swipe turns to the next or previous one. */
export function BoardPanel({
  active,
  onSelect,
  children,
}: {
  active: TaskType;
  onSelect: (type: TaskType) => void;
  children: ReactNode;
}) {
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    // A swipe that starts in a text field or on a drag handle is the field's, not the board's.
    const target = event.target as Element;
    start.current =
      event.touches.length === 1 && !target.closest("input, textarea, .drag-handle")
        ? { x: touch.clientX, y: touch.clientY }
        : undefined;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = undefined;
    const touch = event.changedTouches[0];
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
    const index = COLUMNS.findIndex((column) => column.type === active);
    const next = COLUMNS[index + (dx < 0 ? 1 : -1)];
    if (next) onSelect(next.type);
  };
  return (
    <div
      id={PANEL_ID}
      role="tabpanel"
      aria-labelledby={tabId(active)}
      className="board-panel"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {children}
    </div>
  );
}
