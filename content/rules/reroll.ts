/** Fortify potion: every task back to neutral value and full health (spec §5: 1 balance = 4 gems). */
import { FORTIFY_GEMS, MAX_HEALTH } from "../data/constants";
import { payBalance } from "./currency";
import type { Task, User } from "./types";

export function reroll(user: User, tasks: readonly Task[]): { user: User; tasks: Task[]; message: string } {
  const next = structuredClone(user);
  payBalance(next, FORTIFY_GEMS);
  next.stats.hp = MAX_HEALTH;
  // Challenge tasks keep their values: the challenge owns them.
  const nextTasks = tasks.map((task) => {
    const copy = structuredClone(task);
    if (copy.type !== "reward" && (!copy.challenge?.id || copy.challenge.broken)) copy.value = 0;
    return copy;
  });
  return { user: next, tasks: nextTasks, message: "fortifyComplete" };
}
