/** /groups/tavern: the chat everyone shares, live, and the world boss when one is abroad. */
import { useQuery } from "@tanstack/react-query";
import { TAVERN_ID } from "../../../../content/data/constants";
import { getWorldBoss } from "../../api/groups";
import { GroupChat } from "../../groups/GroupChat";
import { QuestPicture } from "../../groups/QuestDetails";
import { useGroupRoom } from "../../groups/useGroupRoom";
import { formatStat } from "../../stats";
import { SectionTabs, useGame, type GameContent } from "../common/game";
import { GUILD_SECTION_LINKS } from "../../groups/sections";
import "../common/game.css";
import "../../groups/groups.css";

function WorldBossPanel({ content, liveHp, liveRage }: { content: GameContent; liveHp?: number; liveRage?: number }) {
  const boss = useQuery({ queryKey: ["world-state", "worldBoss"], queryFn: getWorldBoss });
  if (!boss.data?.active || !boss.data.key) {
    return (
      <section className="card" aria-labelledby="world-boss-title">
        <h2 id="world-boss-title">World boss</h2>
        <p className="muted">All is quiet. No world boss threatens the land right now.</p>
      </section>
    );
  }
  const quest = content.quests[boss.data.key];
  const progress = boss.data.progress ?? { hp: 0, maxHp: 0, rage: 0, maxRage: 0 };
  const hp = liveHp ?? progress.hp;
  const rage = liveRage ?? progress.rage;
  const effects = Object.entries(boss.data.extra?.worldDmg ?? {}).filter(([, hit]) => hit).map(([place]) => place);
  return (
    <section className="card quest-panel" aria-labelledby="world-boss-title" data-testid="world-boss">
      <h2 id="world-boss-title">World boss: {quest?.boss?.name ?? quest?.text ?? boss.data.key}</h2>
      {quest && <QuestPicture quest={quest} size={80} />}
      <p className="muted">Everyone's completed tasks hurt it; everyone's missed dailies fill its rage.</p>
      {[
        ["Health", hp, progress.maxHp, "boss-hp"],
        ["Rage", rage, progress.maxRage, "rage"],
      ].map(([label, value, max, kind]) => (
        <div key={String(kind)} className={`quest-meter quest-${kind}`}>
          <div className="stat-bar-label">
            <span>{label}</span>
            <span className="stat-bar-numbers">
              {formatStat(Number(value))} / {formatStat(Number(max))}
            </span>
          </div>
          <div className="stat-bar-track" role="meter" aria-label={`World boss ${String(label).toLowerCase()}`} aria-valuemin={0} aria-valuemax={Number(max)} aria-valuenow={Math.max(0, Math.min(Number(value), Number(max)))}>
            <div className="stat-bar-fill" style={{ width: `${Number(max) > 0 ? Math.min(100, (Number(value) / Number(max)) * 100) : 0}%` }} />
          </div>
        </div>
      ))}
      {boss.data.desperate && <p>The boss is desperate and hits harder!</p>}
      {effects.length > 0 && <p>Its rage has struck: {effects.join(", ")}.</p>}
    </section>
  );
}

export function Component() {
  const { game, fallback } = useGame();
  const room = useGroupRoom(game ? TAVERN_ID : undefined, game?.user._id);
  if (!game) return fallback;
  return (
    <div className="group-page tavern-page">
      <SectionTabs label="Guilds" links={GUILD_SECTION_LINKS} />
      <header className="group-header">
        <div>
          <h1>Tavern</h1>
          <p className="muted">Pull up a chair: the tavern is where every player can talk. Be kind, and follow the community guidelines.</p>
        </div>
      </header>
      <div className="group-columns">
        <div className="group-side">
          <WorldBossPanel content={game.content} liveHp={room.questProgress?.hp} liveRage={room.questProgress?.rage} />
        </div>
        <GroupChat groupId={TAVERN_ID} user={game.user} room={room} title="Tavern chat" />
      </div>
    </div>
  );
}
