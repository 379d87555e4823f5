/** Kleine Formulierungshilfen für die deutschen Spielinhalte. */

const STAT_NAMES = { str: "Stärke", int: "Intelligenz", con: "Ausdauer", per: "Wahrnehmung" } as const;

/** „Stärke +3, Wahrnehmung +1.“ oder „Kein Attributbonus.“ */
export function statLine(stats: Partial<Record<keyof typeof STAT_NAMES, number>>): string {
  const parts = (Object.keys(STAT_NAMES) as (keyof typeof STAT_NAMES)[])
    .filter((stat) => (stats[stat] ?? 0) > 0)
    .map((stat) => `${STAT_NAMES[stat]} +${stats[stat]}`);
  return parts.length > 0 ? `${parts.join(", ")}.` : "Kein Attributbonus.";
}

export const MONTH_NAMES = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];

/** Looks a key up in a table of German names; a key the table lacks shows as a readable fallback. */
export function lookup(table: Record<string, string>, key: string): string {
  return (
    table[key] ??
    key
      .replace(/_/g, " ")
      .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
      .replace(/^./, (c) => c.toUpperCase())
  );
}
