/** The party page's boss fight, shaped for its chart (pure). */
export interface DamageRow {
  id: string;
  dealt: number;
  pending: number;
}

/**
 * Each participant of a boss fight: the damage dealt so far and what their next rollover will
 * deal (their pending progress against the boss's defence), the most damaging first.
 */
export function bossDamageRows(
  questMembers: Readonly<Record<string, boolean | null>>,
  dealt: Readonly<Record<string, number>> | undefined,
  pendingOf: (id: string) => number,
  defence = 1,
): DamageRow[] {
  const ids = new Set(
    Object.entries(questMembers)
      .filter(([, answer]) => answer === true)
      .map(([id]) => id),
  );
  for (const id of Object.keys(dealt ?? {})) ids.add(id);
  return [...ids]
    .map((id) => ({
      id,
      dealt: dealt && Object.hasOwn(dealt, id) ? dealt[id] : 0,
      pending: Math.max(0, pendingOf(id)) / (defence > 0 ? defence : 1),
    }))
    .sort((a, b) => b.dealt - a.dealt || b.pending - a.pending || a.id.localeCompare(b.id));
}
