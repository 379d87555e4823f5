/**
 * One chart with its title and its numbers as a table. Screen readers read the table (the
 * picture is hidden from them); anyone can show the table instead of the picture with the
 * "Show as table" toggle, which a phone may prefer for exact figures.
 */
import { useId, useState, type ReactNode } from "react";
import text from "../i18n/namespaces/charts";
import { useT } from "../i18n";
import "./charts.css";

export interface TableColumn {
  title: string;
  numeric?: boolean;
}

export function ChartFigure({
  title,
  level = 4,
  picture,
  columns,
  rows,
  empty,
  caption,
  testId,
}: {
  title: string;
  /** The heading level of the title, under the section it sits in. */
  level?: 2 | 3 | 4;
  picture: ReactNode;
  columns: TableColumn[];
  /** The table's rows: the first cell of each names the row. */
  rows: string[][];
  /** Said in the table's place when it has no rows. */
  empty?: string;
  /** A line below the picture: a summary anyone can read (streaks, totals). */
  caption?: ReactNode;
  testId?: string;
}) {
  const t = useT(text);
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const Heading = `h${level}` as const;
  const table =
    rows.length === 0 ? (
      <p className="muted">{empty ?? t("noDays")}</p>
    ) : (
      <table className="chart-table">
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={column.numeric ? "number" : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={columns[index]?.title ?? index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]?.title ?? index} className={columns[index]?.numeric ? "number" : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <figure className="chart-figure" aria-labelledby={titleId} data-testid={testId}>
      <div className="chart-figure-head">
        <Heading id={titleId}>{title}</Heading>
        <button
          type="button"
          className="link-button chart-toggle"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {t("showTable")}
        </button>
      </div>
      {asTable ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long table scrolls, and keyboards must reach it.
        <div className="chart-table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          {table}
        </div>
      ) : (
        <>
          {picture}
          <div className="visually-hidden">{table}</div>
        </>
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
