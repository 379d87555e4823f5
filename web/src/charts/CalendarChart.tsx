/**
 * A calendar of days as small squares, one column a week (the locale's first weekday on top),
 * shaded by what each day did: runs of done days read as streaks at a glance. It scrolls
 * sideways on a narrow screen, showing the latest weeks first. The squares are a picture; the
 * figure's table says the same for screen readers.
 */
import { useEffect, useRef } from "react";
import text from "../i18n/namespaces/charts";
import { formatDate, useT, weekdayName } from "../i18n";
import { DAY_MS } from "./days";
import type { Calendar, HeatCell } from "./history";

const CELL = 12;
const STEP = 15;
const LEFT = 30;
const TOP = 16;

/** The locale's first day of the week (0 Sunday), where the browser knows it; else Monday. */
export function firstWeekdayOf(locale: string): number {
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (info && Number.isInteger(info.firstDay)) return info.firstDay % 7;
  } catch {
    // An engine without week data.
  }
  return 1;
}

function cellClass(cell: HeatCell): string {
  if (cell.kind === "unknown") return "calendar-cell calendar-unknown";
  if (cell.kind === "missed") return "calendar-cell calendar-missed";
  if (cell.kind === "notDue") return "calendar-cell calendar-not-due";
  return `calendar-cell calendar-level-${cell.level}`;
}

export function CalendarChart({
  calendar,
  firstWeekday,
  title,
  describeCell,
  dailyMarks = false,
}: {
  calendar: Calendar;
  firstWeekday: number;
  title: string;
  describeCell: (cell: HeatCell) => string;
  /** The legend also explains missed days and days not due (a daily's calendar). */
  dailyMarks?: boolean;
}) {
  const t = useT(text);
  const scroller = useRef<HTMLDivElement>(null);
  const width = LEFT + calendar.weeks * STEP;
  const height = TOP + 7 * STEP;

  // The latest weeks are what a player looks for first.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [calendar.weeks]);

  return (
    <>
      <div
        className="calendar-scroll"
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the calendar scrolls sideways on a phone; keyboards must scroll it too.
        tabIndex={0}
        role="group"
        aria-label={t("calendarScroll", { title })}
      >
        <svg
          className="calendar-chart"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
        >
          {calendar.months.map((month) => (
            <text key={month.day} className="calendar-label" x={LEFT + month.column * STEP} y={10}>
              {formatDate(month.day * DAY_MS, { month: "short", timeZone: "UTC" })}
            </text>
          ))}
          {[1, 3, 5].map((row) => (
            <text key={row} className="calendar-label" x={0} y={TOP + row * STEP + CELL - 2}>
              {weekdayName((firstWeekday + row) % 7, "short")}
            </text>
          ))}
          {calendar.cells.map((cell) => (
            <rect
              key={cell.day}
              className={cellClass(cell)}
              data-day={new Date(cell.day * DAY_MS).toISOString().slice(0, 10)}
              data-count={cell.count}
              x={LEFT + cell.column * STEP}
              y={TOP + cell.row * STEP}
              width={CELL}
              height={CELL}
              rx={2}
            >
              <title>{describeCell(cell)}</title>
            </rect>
          ))}
        </svg>
      </div>
      <ul className="calendar-legend" aria-label={t("calendarLegend")}>
        <li>
          {t("calendarLess")}
          <span className="calendar-swatches" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((level) => (
              <span key={level} className={`calendar-swatch calendar-level-${level}`} />
            ))}
          </span>
          {t("calendarMore")}
        </li>
        {dailyMarks && (
          <>
            <li>
              <span className="calendar-swatch calendar-missed" aria-hidden="true" />
              {t("dailyStatusMissed")}
            </li>
            <li>
              <span className="calendar-swatch calendar-not-due" aria-hidden="true" />
              {t("dailyStatusNotDue")}
            </li>
          </>
        )}
      </ul>
    </>
  );
}
