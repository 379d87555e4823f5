import { formatStat } from "../stats";
import words from "../i18n/namespaces/words";
import { useT } from "../i18n";

/** One labelled meter: health, experience or mana, with its numbers. */
export function StatBar({
  kind,
  label,
  value,
  max,
}: {
  kind: "hp" | "exp" | "mp";
  label: string;
  value: number;
  max: number;
}) {
  const t = useT(words);
  const clamped = Math.max(0, Math.min(value, max));
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div className={`stat-bar stat-${kind}`}>
      <div className="stat-bar-label">
        <span>{label}</span>
        <span className="stat-bar-numbers">
          {formatStat(value)} / {formatStat(max)}
        </span>
      </div>
      <div
        className="stat-bar-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={t("ofTotal", { value: formatStat(value), max: formatStat(max) })}
      >
        <div className="stat-bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
