/**
 * A long list of tasks draws only the rows near the window's view (TanStack Virtual, following
 * the page's own scroll so four columns can sit side by side). The rows keep their list
 * semantics: each says its place in the whole list. Loaded only when a column grows long.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import type { Task } from "../../../content/rules/types";

/** The space between rows: the list's CSS gap (0.5rem). */
const ROW_GAP = 8;
/**
 * A task row's height before it is measured: a title on two lines, as most titles wrap in a
 * desktop column. A row of that height is drawn once; other rows are measured once drawn.
 */
const ROW_ESTIMATE = 66;

/** Rows drawn past each edge of the view once the list is on screen: enough for a scroll, few enough to draw fast. */
const OVERSCAN = 3;

/** Draws one row; in a long list, with its place in the whole list and what measures it. */
export type RenderRow = (
  task: Task,
  place?: { index: number; total: number; measure?: (element: HTMLElement | null) => void },
) => ReactNode;

export interface VirtualListProps {
  tasks: Task[];
  label: string;
  renderRow: RenderRow;
  /** Where the list will start on the page, when its column measured the place while it loaded. */
  initialMargin?: number;
}

export function VirtualTaskList({ tasks, label, renderRow, initialMargin }: VirtualListProps) {
  const list = useRef<HTMLUListElement>(null);
  // Where the list starts on the page: the rows' positions are counted from there. Until it is
  // known (measured before the first paint) no row is drawn, so none is drawn for nothing. A
  // column that showed its loading state first already knows it: the rows are drawn at once.
  const [margin, setMargin] = useState<number | undefined>(initialMargin);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => setMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    // What is above the list can grow or shrink (the hero, the skills, a banner).
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // The first pass draws only the rows in view; those just past its edges follow a frame later.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOverscan(OVERSCAN));
    return () => cancelAnimationFrame(frame);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan,
    gap: ROW_GAP,
    scrollMargin: margin ?? 0,
    // The window's size is known at once: the first pass draws every row in view, not only
    // those past an empty view's edges (a second pass would add the rest after mounting).
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    getItemKey: (index) => tasks[index]?._id ?? index,
  });
  const rows = margin === undefined ? [] : virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? first.start - (margin ?? 0) : 0;
  const after = last
    ? Math.max(0, virtualizer.getTotalSize() - (last.end - (margin ?? 0)))
    : virtualizer.getTotalSize();
  return (
    <ul
      ref={list}
      className="task-list virtual"
      aria-label={label}
      data-total={tasks.length}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {rows.map((row) => {
        const task = tasks[row.index];
        return task
          ? renderRow(task, { index: row.index, total: tasks.length, measure: virtualizer.measureElement })
          : null;
      })}
    </ul>
  );
}
