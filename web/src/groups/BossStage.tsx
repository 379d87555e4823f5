/**
 * The boss on its stage in the quest panel: drawn in our pixel art (loaded with its own chunk),
 * shaken by each blow the room reports with the damage floating up from it, glowing red when its
 * rage is nearly full and flashing when it strikes. Motion follows the player's
 * prefers-reduced-motion (the CSS keeps the numbers and colours, drops the movement).
 */
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from "react";
import type { QuestProgressView } from "../../../party/protocol";
import { formatStat } from "../stats";
import text from "../i18n/namespaces/bosses";
import { useT } from "../i18n";
import "./BossStage.css";

const BossArt = lazy(() => import("./BossArt"));

/** Rage at this share of its limit or more shows the boss ready to burst. */
export const ENRAGED_SHARE = 0.8;

interface Popup {
  id: number;
  kind: "damage" | "heal";
  amount: number;
}

export interface BossStageProps {
  questKey: string;
  questName: string;
  bossName: string;
  hp: number;
  rage?: number;
  maxRage?: number;
  rageTitle?: string;
  /** The latest report heard from the room. */
  report?: QuestProgressView;
  colors?: { dark?: string; light?: string };
  /** The room the picture may take. */
  box?: { width: number; height: number };
}

let popupIds = 0;

export function BossStage({
  questKey,
  questName,
  bossName,
  hp,
  rage = 0,
  maxRage = 0,
  rageTitle,
  report,
  colors,
  box = { width: 440, height: 260 },
}: BossStageProps) {
  const t = useT(text);
  const [popups, setPopups] = useState<Popup[]>([]);
  const [shake, setShake] = useState(0);
  const [striking, setStriking] = useState(false);
  const [said, setSaid] = useState("");
  const shownHp = useRef(hp);
  const seenReport = useRef(report);

  useEffect(() => {
    if (!report || report === seenReport.current || report.key !== questKey) return;
    seenReport.current = report;
    const before = shownHp.current;
    if (report.hp !== undefined) shownHp.current = report.hp;
    // The blow the room names; a report without one (an older server) is read from the health it shows.
    const blow = report.blow ?? (report.hp !== undefined ? { damage: Math.max(0, before - report.hp) } : undefined);
    if (!blow) return;
    const fresh: Popup[] = [];
    const words: string[] = [];
    if (blow.damage > 0) {
      fresh.push({ id: ++popupIds, kind: "damage", amount: blow.damage });
      words.push(t("bossHit", { boss: bossName, damage: formatStat(blow.damage) }));
      setShake((count) => count + 1);
    }
    if (blow.healed) {
      fresh.push({ id: ++popupIds, kind: "heal", amount: blow.healed });
      words.push(t("bossHealed", { boss: bossName, amount: formatStat(blow.healed) }));
    }
    if (blow.rageStrike) {
      setStriking(true);
      words.push(t("rageStrike", { boss: bossName, rage: rageTitle ?? "" }));
    }
    if (fresh.length) setPopups((current) => [...current, ...fresh]);
    if (words.length) setSaid(words.join(" "));
  }, [report]);

  // Health read again from the server (a reconnection) is where the next blow starts from.
  useEffect(() => {
    if (!report || report.hp !== hp) shownHp.current = hp;
  }, [hp]);

  const enraged = maxRage > 0 && rage >= maxRage * ENRAGED_SHARE;
  const style = {
    "--quest-dark": colors?.dark ?? "#2a1f4a",
    "--quest-light": colors?.light ?? "#8f7ad8",
  } as CSSProperties;
  const classes = ["boss-stage", enraged && "is-enraged", striking && "is-striking"].filter(Boolean).join(" ");
  return (
    <div className={classes} style={style} data-testid="boss-stage" data-enraged={enraged} data-striking={striking}>
      <div
        key={shake}
        className={shake ? "boss-figure is-hit" : "boss-figure"}
        style={{ minHeight: box.height * 0.6 }}
        data-hits={shake}
      >
        <Suspense fallback={<span className="boss-art-waiting" style={{ height: box.height * 0.6 }} />}>
          <BossArt
            questKey={questKey}
            enraged={enraged || striking}
            label={t("bossPicture", { boss: bossName, quest: questName })}
            box={box}
          />
        </Suspense>
      </div>
      <ol className="boss-popups" aria-hidden="true">
        {popups.map((popup) => (
          <li
            key={popup.id}
            className={`boss-popup boss-popup-${popup.kind}`}
            data-testid={`boss-${popup.kind}`}
            onAnimationEnd={() => setPopups((current) => current.filter((entry) => entry.id !== popup.id))}
          >
            {popup.kind === "damage" ? "−" : "+"}
            {formatStat(popup.amount)}
          </li>
        ))}
      </ol>
      {striking && (
        <p className="boss-strike" data-testid="boss-strike" onAnimationEnd={() => setStriking(false)}>
          {rageTitle}
        </p>
      )}
      {enraged && !striking && <p className="boss-enraged-note">{t("enraged", { boss: bossName })}</p>}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  );
}
