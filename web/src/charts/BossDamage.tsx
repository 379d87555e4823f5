/**
 * The party page's boss fight, fighter by fighter: the damage each has dealt (recorded by the
 * server at each of their day rollovers, updated live by the party's room) and what their next
 * rollover will deal. Loaded only while the party fights a boss (with Chart.js).
 */
import type { Quest } from "../../../content/data/types";
import type { Group, GroupMember } from "../api/groups";
import { memberName } from "../groups/MemberList";
import text from "../i18n/namespaces/charts";
import { formatNumber, useLanguage, useT } from "../i18n";
import { baseOptions, CanvasChart, valueAxis } from "./CanvasChart";
import { ChartFigure } from "./ChartFigure";
import { bossDamageRows } from "./bossDamage";

function number(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 1 });
}

export default function BossDamage({
  party,
  members,
  quest,
}: {
  party: Group;
  members: GroupMember[];
  quest: Quest | undefined;
}) {
  const t = useT(text);
  useLanguage();
  const state = party.quest;
  if (!state?.active || !quest?.boss) return null;
  const byId = new Map(members.map((member) => [member._id, member]));
  const rows = bossDamageRows(
    state.members ?? {},
    state.progress?.damage,
    (id) => {
      const fighter = byId.get(id)?.party?.quest;
      return fighter && fighter.key === state.key ? (fighter.progress?.up ?? 0) : 0;
    },
    quest.boss.def ?? 1,
  );
  const named = rows.map((row) => {
    const member = byId.get(row.id);
    return { ...row, name: member ? memberName(member) : t("formerMember") };
  });
  const struck = named.some((row) => row.dealt > 0 || row.pending > 0);
  return (
    <div className="card chart-card" data-testid="boss-damage">
      <ChartFigure
        title={t("damageTitle")}
        level={2}
        testId="boss-damage-chart"
        columns={[
          { title: t("columnMember") },
          { title: t("columnDealt"), numeric: true },
          { title: t("columnPending"), numeric: true },
        ]}
        rows={named.map((row) => [row.name, number(row.dealt), number(row.pending)])}
        caption={struck ? undefined : t("noDamage")}
        picture={
          <CanvasChart
            dataKey={JSON.stringify(named)}
            height={70 + named.length * 34}
            build={(look) => ({
              type: "bar",
              data: {
                labels: named.map((row) => row.name),
                datasets: [
                  {
                    label: t("columnDealt"),
                    data: named.map((row) => row.dealt),
                    backgroundColor: look.colors.line,
                    stack: "damage",
                  },
                  {
                    label: t("columnPending"),
                    data: named.map((row) => row.pending),
                    backgroundColor: look.colors.pending,
                    stack: "damage",
                  },
                ],
              },
              options: {
                ...baseOptions(look, true),
                indexAxis: "y",
                interaction: { mode: "nearest", axis: "y", intersect: false },
                scales: {
                  x: { ...valueAxis(look), stacked: true, beginAtZero: true },
                  y: {
                    type: "category",
                    stacked: true,
                    grid: { display: false },
                    ticks: { color: look.colors.text },
                  },
                },
              },
            })}
          />
        }
      />
    </div>
  );
}
