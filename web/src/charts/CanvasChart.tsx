/**
 * A Chart.js chart on a canvas, drawn in the theme's colours and the player's language: the
 * colours are read from the figure's --chart-* variables each time it is drawn, and it is drawn
 * again when the theme or the language changes, or when the space it has crosses the phone's
 * width. The canvas is a picture only (hidden from screen readers): every figure carries the
 * same numbers as a table (ChartFigure).
 */
import { useEffect, useRef, useState } from "react";
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { currentLocale, formatDate, useLanguage } from "../i18n";
import { DAY_MS } from "./days";

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);

const COLOR_VARIABLES = {
  line: "--chart-line",
  up: "--chart-up",
  down: "--chart-down",
  exp: "--chart-exp",
  level: "--chart-level",
  gold: "--chart-gold",
  pending: "--chart-pending",
  grid: "--chart-grid",
  text: "--chart-text",
} as const;

export type ChartColors = Record<keyof typeof COLOR_VARIABLES, string>;

/** Below this width a chart shows fewer ticks. */
const NARROW = 480;

/** The variables' colours as the canvas needs them (rgb), resolved where the chart sits. */
function readColors(holder: HTMLElement): ChartColors {
  const probe = document.createElement("span");
  holder.append(probe);
  const colors = {} as ChartColors;
  for (const [name, variable] of Object.entries(COLOR_VARIABLES) as [keyof ChartColors, string][]) {
    probe.style.color = `var(${variable})`;
    colors[name] = getComputedStyle(probe).color;
  }
  probe.remove();
  return colors;
}

/** Bumps when the page's theme may have changed: a class or data attribute on the root, or the system's scheme. */
function useThemeChanges(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((current) => current + 1);
    const scheme = window.matchMedia?.("(prefers-color-scheme: dark)");
    scheme?.addEventListener("change", bump);
    const observer = new MutationObserver(bump);
    const watched = { attributes: true, attributeFilter: ["class", "data-theme", "style"] };
    observer.observe(document.documentElement, watched);
    observer.observe(document.body, watched);
    return () => {
      scheme?.removeEventListener("change", bump);
      observer.disconnect();
    };
  }, []);
  return version;
}

/** A game day as a short date ("Mar 4", "4. März", "3月4日"). */
export function shortDay(day: number): string {
  return formatDate(day * DAY_MS, { month: "short", day: "numeric", timeZone: "UTC" });
}

/** A game day in full ("March 4, 2026"). */
export function longDay(day: number): string {
  return formatDate(day * DAY_MS, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export interface ChartLook {
  colors: ChartColors;
  narrow: boolean;
  locale: string;
}

/** What every chart shares: no animation, the locale's numbers, a legend below when there are several series. */
export function baseOptions(look: ChartLook, legend: boolean) {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    locale: look.locale,
    color: look.colors.text,
    interaction: { mode: "nearest" as const, axis: "x" as const, intersect: false },
    plugins: {
      legend: {
        display: legend,
        position: "bottom" as const,
        labels: { color: look.colors.text, boxWidth: 12, boxHeight: 12 },
      },
    },
  };
}

/** An x axis of game days, labelled with short dates. */
export function dayAxis(look: ChartLook, from: number, to: number, offset = false) {
  return {
    type: "linear" as const,
    min: from,
    max: to,
    // Exactly the days asked for, not widened to round tick values.
    bounds: "data" as const,
    offset,
    grid: { color: look.colors.grid },
    ticks: {
      color: look.colors.text,
      precision: 0,
      maxRotation: 0,
      maxTicksLimit: look.narrow ? 4 : 7,
      // The range's own ends would crowd the round ticks next to them.
      includeBounds: false,
      callback: (value: string | number) => shortDay(Number(value)),
    },
  };
}

/** A y axis of numbers in the locale. */
export function valueAxis(look: ChartLook, options: { position?: "left" | "right"; grid?: boolean } = {}) {
  return {
    type: "linear" as const,
    position: options.position ?? "left",
    grid: { color: look.colors.grid, display: options.grid ?? true },
    ticks: { color: look.colors.text, maxTicksLimit: look.narrow ? 5 : 7 },
  };
}

/** A tooltip titled with the long date of the day under the pointer. */
export function dayTooltip() {
  return { callbacks: { title: (items: { parsed: { x: number | null } }[]) => longDay(items[0]?.parsed.x ?? 0) } };
}

/** One line over days in one colour; a long series is drawn without its points. */
export function dayLine(label: string, points: { x: number; y: number }[], colour: string) {
  return {
    label,
    data: points,
    borderColor: colour,
    backgroundColor: colour,
    borderWidth: 2,
    pointRadius: points.length > 40 ? 0 : 3,
  };
}

/** A chart of a single line over the days from `from` to `to`: a task's value, the gold. */
export function singleLineChart(
  look: ChartLook,
  line: { label: string; points: { x: number; y: number }[]; colour: string; from: number; to: number },
): ChartConfiguration {
  return {
    type: "line",
    data: { datasets: [dayLine(line.label, line.points, line.colour)] },
    options: {
      ...baseOptions(look, false),
      scales: { x: dayAxis(look, line.from, line.to), y: valueAxis(look) },
      plugins: { ...baseOptions(look, false).plugins, tooltip: dayTooltip() },
    },
  };
}

export function CanvasChart({
  build,
  dataKey,
  height = 220,
}: {
  /** The chart's configuration, for the colours and width it is drawn with. */
  build: (look: ChartLook) => ChartConfiguration;
  /** Changes whenever what `build` draws changes: the chart is drawn again then. */
  dataKey: string;
  height?: number;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useThemeChanges();
  const language = useLanguage();
  const [narrow, setNarrow] = useState(false);
  const latestBuild = useRef(build);
  latestBuild.current = build;

  useEffect(() => {
    const element = holder.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < NARROW));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!holder.current || !canvas.current) return;
    Chart.defaults.font.family = getComputedStyle(holder.current).fontFamily;
    const chart = new Chart(
      canvas.current,
      latestBuild.current({ colors: readColors(holder.current), narrow, locale: currentLocale() }),
    );
    return () => chart.destroy();
  }, [dataKey, theme, language, narrow]);

  return (
    <div className="chart-canvas" ref={holder} style={{ height }} aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
