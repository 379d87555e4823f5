/**
 * A habit's or daily's history in its editor: its value over time, a habit's ups and downs of
 * the last 30 days, and a calendar of the days it was done with the current and longest streak.
 * Loaded only when an editor of such a task opens (with Chart.js).
 */
import type { Task, User } from "../../../content/rules/types";
import { dayKeyOf } from "../../../content/rules/shouldDo";
import text from "../i18n/namespaces/charts";
import { currentLocale, formatNumber, useLanguage, useT } from "../i18n";
import { CalendarChart, firstWeekdayOf } from "./CalendarChart";
import { baseOptions, CanvasChart, dayAxis, longDay, singleLineChart, valueAxis } from "./CanvasChart";
import { ChartFigure, type TableColumn } from "./ChartFigure";
import {
  calendar,
  dailyDays,
  daysKeptDaily,
  fillDays,
  firstDailyDay,
  habitDays,
  type HeatCell,
  type Streaks,
  streaks,
  taskValueSeries,
} from "./history";

const RECENT_DAYS = 30;

function number(value: number): string {
  return formatNumber(Math.round(value * 100) / 100);
}

function ValueChart({ task, today, prefs }: { task: Task; today: number; prefs: User["preferences"] }) {
  const t = useT(text);
  const series = taskValueSeries(task, today, prefs);
  const from = Math.min(series[0].day, today - 1);
  return (
    <ChartFigure
      title={t("valueTitle")}
      testId="task-value-chart"
      columns={[{ title: t("columnDate") }, { title: t("columnValue"), numeric: true }]}
      rows={[...series].reverse().map((point) => [longDay(point.day), number(point.value)])}
      picture={
        <CanvasChart
          dataKey={JSON.stringify(series)}
          build={(look) =>
            singleLineChart(look, {
              label: t("columnValue"),
              points: series.map((point) => ({ x: point.day, y: point.value })),
              colour: look.colors.line,
              from,
              to: today,
            })
          }
        />
      }
    />
  );
}

function HabitClicks({
  task,
  today,
  since,
  prefs,
}: {
  task: Task;
  today: number;
  since: number;
  prefs: User["preferences"];
}) {
  const t = useT(text);
  const from = Math.max(since, today - RECENT_DAYS + 1);
  const days = habitDays(task.history, from, prefs);
  const ups = fillDays(new Map(days.map((day) => [day.day, day.up])), from, today);
  const downs = fillDays(new Map(days.map((day) => [day.day, day.down])), from, today);
  return (
    <ChartFigure
      title={t("habitClicksTitle")}
      testId="habit-clicks-chart"
      columns={[
        { title: t("columnDate") },
        { title: t("columnUp"), numeric: true },
        { title: t("columnDown"), numeric: true },
      ]}
      rows={[...days].reverse().map((day) => [longDay(day.day), formatNumber(day.up), formatNumber(day.down)])}
      picture={
        <CanvasChart
          dataKey={JSON.stringify(days) + from}
          height={180}
          build={(look) => ({
            type: "bar",
            data: {
              datasets: [
                {
                  label: t("columnUp"),
                  data: ups.map((point) => ({ x: point.day, y: point.value })),
                  backgroundColor: look.colors.up,
                  stack: "clicks",
                },
                {
                  label: t("columnDown"),
                  data: downs.map((point) => ({ x: point.day, y: -point.value })),
                  backgroundColor: look.colors.down,
                  stack: "clicks",
                },
              ],
            },
            options: {
              ...baseOptions(look, true),
              scales: {
                x: { ...dayAxis(look, from, today, true), stacked: true },
                y: {
                  ...valueAxis(look),
                  stacked: true,
                  ticks: {
                    ...valueAxis(look).ticks,
                    precision: 0,
                    callback: (value: string | number) => formatNumber(Math.abs(Number(value))),
                  },
                },
              },
              plugins: {
                ...baseOptions(look, true).plugins,
                tooltip: {
                  callbacks: {
                    title: (items) => longDay(items[0].parsed.x ?? 0),
                    label: (item) => `${item.dataset.label}: ${formatNumber(Math.abs(item.parsed.y ?? 0))}`,
                  },
                },
              },
            },
          })}
        />
      }
    />
  );
}

function TaskCalendar({
  task,
  today,
  since,
  prefs,
}: {
  task: Task;
  today: number;
  since: number;
  prefs: User["preferences"];
}) {
  const t = useT(text);
  const firstWeekday = firstWeekdayOf(currentLocale());
  const weeks = Math.max(8, Math.min(53, Math.ceil((today - since + 1) / 7) + 1));
  const isDaily = task.type === "daily";
  const counts = new Map<number, number>();
  let rows: string[][];
  let columns: TableColumn[];
  let run: Streaks;
  let marks: ReturnType<typeof dailyDays> | undefined;
  if (isDaily) {
    marks = dailyDays(task.history, since, prefs);
    if (task.completed) marks.set(today, "done");
    for (const [day, status] of marks) if (status === "done") counts.set(day, 1);
    const statusText = { done: t("dailyStatusDone"), missed: t("dailyStatusMissed"), notDue: t("dailyStatusNotDue") };
    columns = [{ title: t("columnDate") }, { title: t("columnStatus") }];
    rows = [...marks.entries()].sort((a, b) => b[0] - a[0]).map(([day, status]) => [longDay(day), statusText[status]]);
    const computed = streaks(
      (day) => (marks?.get(day) === "done" ? "done" : marks?.get(day) === "missed" ? "miss" : "skip"),
      since,
      today,
    );
    // The streak the game keeps on the daily is the one the player knows.
    const current = task.streak ?? computed.current;
    run = { current, longest: Math.max(computed.longest, current) };
  } else {
    const days = habitDays(task.history, since, prefs);
    const counted = (day: { up: number; down: number }) => (task.up === false ? day.down : day.up);
    for (const day of days) if (counted(day) > 0) counts.set(day.day, counted(day));
    columns = [
      { title: t("columnDate") },
      { title: t("columnUp"), numeric: true },
      { title: t("columnDown"), numeric: true },
    ];
    rows = [...days].reverse().map((day) => [longDay(day.day), formatNumber(day.up), formatNumber(day.down)]);
    run = streaks((day) => ((counts.get(day) ?? 0) > 0 ? "done" : "miss"), since, today);
  }
  const shown = calendar({ today, weeks, firstWeekday, since, counts, marks });
  const describeCell = (cell: HeatCell) => {
    const date = longDay(cell.day);
    if (cell.kind === "unknown") return t("calendarCellUnknown", { date });
    if (cell.kind === "missed") return t("calendarCellMissed", { date });
    if (cell.kind === "notDue") return t("calendarCellNotDue", { date });
    if (isDaily && cell.count > 0) return t("calendarCellDone", { date });
    return t("calendarCell", { date, count: cell.count });
  };
  return (
    <ChartFigure
      title={t("completionsTitle")}
      testId="task-calendar"
      columns={columns}
      rows={rows}
      caption={t("streaks", { ...run })}
      picture={
        <CalendarChart
          calendar={shown}
          firstWeekday={firstWeekday}
          title={t("completionsTitle")}
          describeCell={describeCell}
          dailyMarks={isDaily}
        />
      }
    />
  );
}

export default function TaskHistory({ task, user, now = new Date() }: { task: Task; user: User; now?: Date }) {
  const t = useT(text);
  useLanguage();
  const prefs = user.preferences;
  const today = dayKeyOf(now, prefs);
  // Days before the task existed (or before its first entry, for a history brought from elsewhere) are not its own.
  const created = Date.parse(task.createdAt ?? "");
  const firstEntry = Math.min(...(task.history ?? []).map((entry) => entry.date).filter(Number.isFinite));
  const began = Math.min(Number.isFinite(created) ? created : Number.POSITIVE_INFINITY, firstEntry);
  const since = Math.max(
    firstDailyDay(user, now, prefs),
    Number.isFinite(began) ? dayKeyOf(new Date(began), prefs) - 1 : Number.NEGATIVE_INFINITY,
  );
  const hasHistory = (task.history?.length ?? 0) > 0;
  return (
    <section className="chart-section" aria-labelledby="task-history-title" data-testid="task-history">
      <h3 id="task-history-title">{t("historyTitle")}</h3>
      {!hasHistory ? (
        <p className="muted">{t("noHistory")}</p>
      ) : (
        <>
          <ValueChart task={task} today={today} prefs={prefs} />
          {task.type === "habit" && <HabitClicks task={task} today={today} since={since} prefs={prefs} />}
          <TaskCalendar task={task} today={today} since={since} prefs={prefs} />
          <p className="chart-note">{t("keptNote", { days: daysKeptDaily(user, now) })}</p>
        </>
      )}
    </section>
  );
}
