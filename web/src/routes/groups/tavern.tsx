/** /groups/tavern: the chat everyone shares, live, and the world boss when one is abroad. */
import { useQuery } from "@tanstack/react-query";
import { TAVERN_ID } from "../../../../content/data/constants";
import { GroupChat } from "../../groups/GroupChat";
import { InnCard } from "../../groups/InnCard";
import { BossStage } from "../../groups/BossStage";
import { useGroupRoom } from "../../groups/useGroupRoom";
import type { QuestProgressView } from "../../../../party/protocol";
import { formatStat } from "../../stats";
import { SectionTabs, useGame, type GameContent } from "../common/game";
import { guildSectionLinks } from "../../groups/sections";
import "../common/game.css";
import text from "../../i18n/namespaces/groups";
import { textOf, translate, useT } from "../../i18n";
import gameMessages from "../../i18n/namespaces/gameMessages";
import "../../groups/groups.css";
import layoutText from "../../i18n/namespaces/layout";
import { worldBossQuery } from "../../queries/world";

function WorldBossPanel({ content, report }: { content: GameContent; report?: QuestProgressView }) {
  const t = useT(text);
  const boss = useQuery(worldBossQuery());
  if (!boss.data?.active || !boss.data.key) {
    return (
      <section className="card" aria-labelledby="world-boss-title">
        <h2 id="world-boss-title">{t("worldBoss")}</h2>
        <p className="muted">{t("allQuiet")}</p>
      </section>
    );
  }
  const quest = content.quests[boss.data.key];
  const progress = boss.data.progress ?? { hp: 0, maxHp: 0, rage: 0, maxRage: 0 };
  const live = report?.key === boss.data.key ? report : undefined;
  const hp = live?.hp ?? progress.hp;
  const rage = live?.rage ?? progress.rage;
  const effects = Object.entries(boss.data.extra?.worldDmg ?? {})
    .filter(([, hit]) => hit)
    .map(([place]) =>
      Object.hasOwn(gameMessages.en, `worldEffect_${place}`) ? textOf(gameMessages, `worldEffect_${place}`) : place,
    );
  return (
    <section className="card quest-panel" aria-labelledby="world-boss-title" data-testid="world-boss">
      <h2 id="world-boss-title">{t("worldBossNamed", { name: quest?.boss?.name ?? quest?.text ?? boss.data.key })}</h2>
      {quest?.boss && (
        <BossStage
          questKey={quest.key}
          questName={quest.text}
          bossName={quest.boss.name}
          hp={hp}
          rage={rage}
          maxRage={progress.maxRage}
          rageTitle={quest.boss.rage?.title}
          report={live}
          colors={quest.colors}
        />
      )}
      <p className="muted">{t("worldBossHint")}</p>
      {[
        [t("health"), hp, progress.maxHp, "boss-hp", t("worldBossHealth")],
        [t("rage"), rage, progress.maxRage, "rage", t("worldBossRage")],
      ].map(([label, value, max, kind, meterLabel]) => (
        <div key={String(kind)} className={`quest-meter quest-${kind}`}>
          <div className="stat-bar-label">
            <span>{label}</span>
            <span className="stat-bar-numbers">
              {formatStat(Number(value))} / {formatStat(Number(max))}
            </span>
          </div>
          <div
            className="stat-bar-track"
            role="meter"
            aria-label={String(meterLabel)}
            aria-valuemin={0}
            aria-valuemax={Number(max)}
            aria-valuenow={Math.max(0, Math.min(Number(value), Number(max)))}
          >
            <div
              className="stat-bar-fill"
              style={{ width: `${Number(max) > 0 ? Math.min(100, (Number(value) / Number(max)) * 100) : 0}%` }}
            />
          </div>
        </div>
      ))}
      {boss.data.desperate && <p>{t("desperate")}</p>}
      {effects.length > 0 && <p>{t("rageStruck", { places: effects.join(", ") })}</p>}
    </section>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  const room = useGroupRoom(game ? TAVERN_ID : undefined, game?.user._id);
  if (!game) return fallback;
  return (
    <div className="group-page tavern-page">
      <SectionTabs label={translate(layoutText, "navGuilds")} links={guildSectionLinks()} />
      <header className="group-header">
        <div>
          <h1>{t("tavern")}</h1>
          <p className="muted">{t("tavernIntro")}</p>
        </div>
      </header>
      <div className="group-columns">
        <div className="group-side">
          <InnCard user={game.user} />
          <WorldBossPanel content={game.content} report={room.questProgress} />
        </div>
        <GroupChat groupId={TAVERN_ID} user={game.user} room={room} title={t("tavernChat")} />
      </div>
    </div>
  );
}
