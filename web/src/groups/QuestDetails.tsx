/** What a quest asks and gives: the boss with its health, strength and rage, the items to collect, and the rewards. */
import { lazy, Suspense, type CSSProperties } from "react";
import type { Quest } from "../../../content/data/types";
import { ItemIcon } from "../art/ItemIcon";
import { questRewards } from "./questRewards";
import "./QuestDetails.css";
import { formatStat } from "../stats";
import celebrationText from "../i18n/namespaces/celebrations";
import { translate } from "../i18n";
import bossText from "../i18n/namespaces/bosses";

const BossArt = lazy(() => import("./BossArt"));

/** The boss in our pixel art (or the quest's own picture) on the quest's colours. */
export function QuestPicture({
  quest,
  size = 96,
}: {
  quest: Pick<Quest, "key" | "colors" | "boss" | "text">;
  size?: number;
}) {
  const style = {
    "--quest-dark": quest.colors?.dark ?? "#3a2a6a",
    "--quest-light": quest.colors?.light ?? "#b9a6f0",
  } as CSSProperties;
  const icon = <ItemIcon itemKey={quest.key} kind="quest" size={size} label={quest.text} />;
  return (
    <div className="quest-picture" style={style}>
      {quest.boss ? (
        <Suspense fallback={icon}>
          <BossArt
            questKey={quest.key}
            label={translate(bossText, "bossPicture", { boss: quest.boss.name, quest: quest.text })}
            box={{ width: size * 2, height: size * 1.5 }}
          />
        </Suspense>
      ) : (
        icon
      )}
    </div>
  );
}

export function QuestDetails({ quest }: { quest: Quest }) {
  const rewards = questRewards(quest);
  return (
    <div className="quest-details" data-testid="quest-details">
      <QuestPicture quest={quest} />
      {quest.boss && (
        <dl className="quest-facts">
          <div>
            <dt>{translate(celebrationText, "boss")}</dt>
            <dd>{quest.boss.name}</dd>
          </div>
          <div>
            <dt>{translate(celebrationText, "health")}</dt>
            <dd>{formatStat(quest.boss.hp)}</dd>
          </div>
          <div>
            <dt>{translate(celebrationText, "strength")}</dt>
            <dd>{formatStat(quest.boss.str)}</dd>
          </div>
          {quest.boss.rage && (
            <div className="quest-rage">
              <dt>{translate(celebrationText, "rage", { title: quest.boss.rage.title ?? "" })}</dt>
              <dd>
                {translate(celebrationText, "rageText", {
                  value: formatStat(quest.boss.rage.value),
                  description: quest.boss.rage.description ?? "",
                })}
              </dd>
            </div>
          )}
        </dl>
      )}
      {quest.collect && (
        <>
          <h3>{translate(celebrationText, "itemsToCollect")}</h3>
          <ul className="quest-collect">
            {Object.entries(quest.collect).map(([key, item]) => (
              <li key={key}>{translate(celebrationText, "itemCount", { count: item.count, name: item.text })}</li>
            ))}
          </ul>
        </>
      )}
      {rewards.length > 0 && (
        <>
          <h3>{translate(celebrationText, "rewards")}</h3>
          <ul className="quest-rewards">
            {rewards.map((reward) => (
              <li key={reward}>{reward}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
