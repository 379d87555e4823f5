/**
 * The player's history on their stats page: experience and level over time, gold, the tasks
 * done each of the last 30 days, and a year's calendar of everything done with its streaks.
 * Loaded only when the player opens their stats (with Chart.js).
 */
import { useQuery } from "@tanstack/react-query";
import { dayKeyOf } from "../../../content/rules/shouldDo";
import type { User } from "../../../content/rules/types";
import text from "../i18n/namespaces/charts";
import { currentLocale, formatNumber, useLanguage, useT } from "../i18n";
import { completedTodosQuery, userTasksQuery } from "../queries/tasks";
import { CalendarChart, firstWeekdayOf } from "./CalendarChart";
import {
  baseOptions,
  CanvasChart,
  dayAxis,
  dayLine,
  dayTooltip,
  longDay,
  singleLineChart,
  valueAxis,
} from "./CanvasChart";
import { ChartFigure } from "./ChartFigure";
import {
  calendar,
  completionsByDay,
  daysKeptDaily,
  experienceSeries,
  fillDays,
  firstDailyDay,
  goldSeries,
  streaks,
} from "./history";

const RECENT_DAYS = 30;
const YEAR_WEEKS = 53;

function number(value: number, digits = 0): string {
  return formatNumber(value, { maximumFractionDigits: digits });
}

function ExperienceChart({ user, today, prefs }: { user: User; today: number; prefs: User["preferences"] }) {
  const t = useT(text);
  const series = experienceSeries(user, today, prefs);
  const from = Math.min(series[0].day, today - 1);
  return (
    <ChartFigure
      title={t("experienceTitle")}
      testId="experience-chart"
      columns={[
        { title: t("columnDate") },
        { title: t("columnExperience"), numeric: true },
        { title: t("columnLevel"), numeric: true },
      ]}
      rows={[...series].reverse().map((point) => [longDay(point.day), number(point.experience), number(point.level)])}
      picture={
        <CanvasChart
          dataKey={JSON.stringify(series)}
          build={(look) => ({
            type: "line",
            data: {
              datasets: [
                {
                  ...dayLine(
                    t("columnExperience"),
                    series.map((point) => ({ x: point.day, y: point.experience })),
                    look.colors.exp,
                  ),
                  yAxisID: "y",
                },
                {
                  label: t("columnLevel"),
                  data: series.map((point) => ({ x: point.day, y: point.level })),
                  borderColor: look.colors.level,
                  backgroundColor: look.colors.level,
                  borderWidth: 2,
                  pointRadius: 0,
                  stepped: true,
                  yAxisID: "level",
                },
              ],
            },
            options: {
              ...baseOptions(look, true),
              scales: {
                x: dayAxis(look, from, today),
                y: valueAxis(look),
                level: {
                  ...valueAxis(look, { position: "right", grid: false }),
                  min: 1,
                  ticks: { ...valueAxis(look).ticks, precision: 0 },
                },
              },
              plugins: { ...baseOptions(look, true).plugins, tooltip: dayTooltip() },
            },
          })}
        />
      }
    />
  );
}

function GoldChart({ user, today, prefs }: { user: User; today: number; prefs: User["preferences"] }) {
  const t = useT(text);
  const series = goldSeries(user, today, prefs);
  const from = Math.min(series[0].day, today - 1);
  return (
    <ChartFigure
      title={t("goldTitle")}
      testId="gold-chart"
      columns={[{ title: t("columnDate") }, { title: t("columnGold"), numeric: true }]}
      rows={[...series].reverse().map((point) => [longDay(point.day), number(point.value, 2)])}
      picture={
        <CanvasChart
          dataKey={JSON.stringify(series)}
          height={180}
          build={(look) =>
            singleLineChart(look, {
              label: t("columnGold"),
              points: series.map((point) => ({ x: point.day, y: point.value })),
              colour: look.colors.gold,
              from,
              to: today,
            })
          }
        />
      }
    />
  );
}

function TasksDoneChart({ counts, today, since }: { counts: Map<number, number>; today: number; since: number }) {
  const t = useT(text);
  const from = Math.max(since, today - RECENT_DAYS + 1);
  const days = fillDays(counts, from, today);
  return (
    <ChartFigure
      title={t("tasksDoneTitle")}
      testId="tasks-done-chart"
      columns={[{ title: t("columnDate") }, { title: t("columnDone"), numeric: true }]}
      rows={[...days].reverse().map((point) => [longDay(point.day), number(point.value)])}
      picture={
        <CanvasChart
          dataKey={JSON.stringify(days)}
          height={180}
          build={(look) => ({
            type: "bar",
            data: {
              datasets: [
                {
                  label: t("columnDone"),
                  data: days.map((point) => ({ x: point.day, y: point.value })),
                  backgroundColor: look.colors.up,
                },
              ],
            },
            options: {
              ...baseOptions(look, false),
              scales: {
                x: dayAxis(look, from, today, true),
                y: { ...valueAxis(look), beginAtZero: true, ticks: { ...valueAxis(look).ticks, precision: 0 } },
              },
              plugins: { ...baseOptions(look, false).plugins, tooltip: dayTooltip() },
            },
          })}
        />
      }
    />
  );
}

function YearCalendar({ counts, today, since }: { counts: Map<number, number>; today: number; since: number }) {
  const t = useT(text);
  const firstWeekday = firstWeekdayOf(currentLocale());
  const shown = calendar({ today, weeks: YEAR_WEEKS, firstWeekday, since, counts });
  const run = streaks((day) => ((counts.get(day) ?? 0) > 0 ? "done" : "miss"), since, today);
  const total = shown.cells.reduce((sum, cell) => sum + cell.count, 0);
  const rows = [...counts.entries()]
    .filter(([day]) => day >= shown.cells[0].day && day <= today)
    .sort((a, b) => b[0] - a[0])
    .map(([day, count]) => [longDay(day), number(count)]);
  return (
    <ChartFigure
      title={t("yearTitle")}
      testId="year-calendar"
      columns={[{ title: t("columnDate") }, { title: t("columnDone"), numeric: true }]}
      rows={rows}
      caption={
        <>
          {t("streaks", { ...run })} · {t("yearTotal", { count: total })}
        </>
      }
      picture={
        <CalendarChart
          calendar={shown}
          firstWeekday={firstWeekday}
          title={t("yearTitle")}
          describeCell={(cell) =>
            cell.kind === "unknown"
              ? t("calendarCellUnknown", { date: longDay(cell.day) })
              : t("calendarCell", { date: longDay(cell.day), count: cell.count })
          }
        />
      }
    />
  );
}

export default function StatsHistory({ user, now = new Date() }: { user: User; now?: Date }) {
  const t = useT(text);
  useLanguage();
  const tasks = useQuery(userTasksQuery());
  const completedTodos = useQuery(completedTodosQuery());
  const prefs = user.preferences;
  const today = dayKeyOf(now, prefs);
  const since = firstDailyDay(user, now, prefs);
  const counts = completionsByDay(tasks.data ?? [], completedTodos.data ?? [], since, prefs);
  return (
    <section className="chart-section" aria-labelledby="stats-history-title" data-testid="stats-history">
      <h3 id="stats-history-title">{t("statsHistoryTitle")}</h3>
      <ExperienceChart user={user} today={today} prefs={prefs} />
      <GoldChart user={user} today={today} prefs={prefs} />
      {tasks.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : (
        <>
          <TasksDoneChart counts={counts} today={today} since={since} />
          <YearCalendar counts={counts} today={today} since={since} />
        </>
      )}
      <p className="chart-note">{t("keptNote", { days: daysKeptDaily(user, now) })}</p>
    </section>
  );
}
