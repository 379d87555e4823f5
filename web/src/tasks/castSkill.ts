/** Casting a skill from the drawer: the call, the cached user and task updated, and what happened told. */
import type { QueryClient } from "@tanstack/react-query";
import { castSpell } from "../api/user";
import { notify } from "../notifications/store";
import { critMessage, formatFigure } from "../notifications/messages";
import { addPendingQuestDamage, getUser, refetchUserAndTasks, replaceTask, setUser } from "./cache";
import { statNotifications } from "./scoring";
import type { SkillEntry } from "./skills";
import { groupKeys } from "../queries/groups";

export interface SkillTargetChoice {
  id: string;
  /** How the target is named in the result ("Clean the kitchen", "Sam"). */
  label: string;
  self?: boolean;
}

export function castResultText(entry: Pick<SkillEntry, "name" | "target">, target?: SkillTargetChoice): string {
  if (entry.target === "party") return `You cast ${entry.name} for your party.`;
  if (entry.target === "task" && target) return `You cast ${entry.name} on ${target.label}.`;
  if (entry.target === "user" && target && !target.self) return `You cast ${entry.name} on ${target.label}.`;
  return `You cast ${entry.name}.`;
}

/** Answers true when the server accepted the cast (a refusal is shown by the notification area). */
export async function castSkill(client: QueryClient, entry: SkillEntry, target?: SkillTargetChoice): Promise<boolean> {
  const before = getUser(client);
  try {
    const answer = await castSpell(entry.key, target && !target.self ? target.id : undefined);
    const after = answer.user?.stats;
    if (after) {
      setUser(client, (user) => ({
        ...user,
        stats: { ...user.stats, ...after },
        items: { ...user.items, special: answer.user.items?.special ?? user.items.special },
      }));
    }
    if (answer.task) replaceTask(client, answer.task);
    notify({ type: "success", text: castResultText(entry, target) });
    if (answer.crit) notify({ type: "crit", text: formatFigure(answer.crit), flavorMessage: critMessage(answer.crit) });
    if (before && after) {
      for (const change of statNotifications({
        hp: after.hp - before.stats.hp,
        mp: after.mp - before.stats.mp,
        exp: after.lvl === before.stats.lvl ? after.exp - before.stats.exp : after.exp,
        gp: after.gp - before.stats.gp,
      }))
        notify(change);
    }
    if (answer.questProgressDelta && answer.questProgressDelta > 0 && before?.party?.quest?.key) {
      notify({ type: "damage", text: formatFigure(answer.questProgressDelta), sign: "+" });
      addPendingQuestDamage(client, answer.questProgressDelta);
    }
    // Party skills change the members' bars; tasks (Searing Brightness) and the server's truth follow.
    refetchUserAndTasks(client);
    void client.invalidateQueries({ queryKey: groupKeys.group });
    return true;
  } catch {
    return false;
  }
}
