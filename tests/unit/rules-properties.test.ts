import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DROP_EGGS } from "../../content/data/eggs";
import { awardAnimalAchievements, awardQuestSeriesAchievements } from "../../content/rules/achievements";
import { buy } from "../../content/rules/buy";
import { cron } from "../../content/rules/cron";
import { GameError } from "../../content/rules/errors";
import { seededRandom } from "../../content/rules/random";
import { scoreTask } from "../../content/rules/score";
import { castSpell } from "../../content/rules/spells";
import { defaultGear } from "../../content/rules/gearTable";
import { computeStats } from "../../content/rules/stats";
import type { Task, User } from "../../content/rules/types";
import { ctxAt, makeTask, makeUser, NOW } from "./rules-fixtures";

const DAY = 86_400_000;
const everyDay = { su: true, m: true, t: true, w: true, th: true, f: true, s: true };

type Step =
  | { kind: "score"; task: number; direction: "up" | "down" }
  | { kind: "buy"; key: string; type?: string }
  | { kind: "cast"; spellId: string; task: number }
  | { kind: "cron" };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("score" as const),
    task: fc.integer({ min: 0, max: 3 }),
    direction: fc.constantFrom("up" as const, "down" as const),
  }),
  fc.record({
    kind: fc.constant("buy" as const),
    key: fc.constantFrom("potion", "armoire", "weapon_warrior_1", "armor_warrior_1", "Wolf", "gem"),
    type: fc.constantFrom(undefined, "eggs", "gems"),
  }),
  fc.record({
    kind: fc.constant("cast" as const),
    spellId: fc.constantFrom("smash", "defensiveStance", "valorousPresence", "intimidate", "salt"),
    task: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant("cron" as const) }),
);

function checkInvariants(user: User): void {
  expect(user.stats.hp).toBeGreaterThanOrEqual(0);
  expect(user.stats.hp).toBeLessThanOrEqual(50);
  expect(user.stats.gp).toBeGreaterThanOrEqual(0);
  expect(user.balance).toBeGreaterThanOrEqual(0);
  expect(user.stats.mp).toBeGreaterThanOrEqual(0);
  expect(user.stats.mp).toBeLessThanOrEqual(computeStats(user, defaultGear()).maxMP + 1e-9);
}

describe("invariants over any sequence of actions", () => {
  // Many random sequences of actions: CPU-heavy, so it has its own time limit.
  it("hp in [0, 50], mp in [0, max], gold and gems never negative", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 25 }),
        fc.integer(),
        fc.double({ min: 0, max: 300, noNaN: true }),
        (steps, seed, gold) => {
          let user = makeUser((u) => {
            Object.assign(u.stats, { lvl: 12, gp: gold, mp: 20, class: "warrior" });
            u.flags.classSelected = true;
            u.balance = 1;
            u.purchased.plan.customerId = "sub";
          });
          let tasks: Task[] = [
            makeTask("habit"),
            makeTask("daily", { startDate: "2026-01-01T00:00:00.000Z", repeat: everyDay }),
            makeTask("todo"),
            makeTask("reward", { value: 15 }),
          ];
          let now = NOW;
          const random = seededRandom(seed);
          for (const action of steps) {
            const ctx = { now, random };
            try {
              if (action.kind === "score") {
                const result = scoreTask(user, tasks[action.task], { direction: action.direction }, ctx);
                user = result.user;
                tasks = tasks.map((t, i) => (i === action.task ? result.task : t));
              } else if (action.kind === "buy") {
                user = buy(user, { key: action.key, type: action.type }, ctx).user;
              } else if (action.kind === "cast") {
                const result = castSpell(user, { spellId: action.spellId, task: tasks[action.task] }, ctx);
                user = result.user;
                if (result.task) tasks = tasks.map((t, i) => (i === action.task ? (result.task as Task) : t));
              } else {
                now = new Date(now.getTime() + DAY);
                const result = cron(user, tasks, { now, random });
                user = result.user;
                tasks = result.tasks;
              }
            } catch (error) {
              if (!(error instanceof GameError)) throw error;
            }
            checkInvariants(user);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("more achievements", () => {
  it("a full colour of pets and of mounts", () => {
    const user = makeUser((u) => {
      for (const egg of DROP_EGGS) {
        u.items.pets[`${egg}-Golden`] = 5;
        u.items.mounts[`${egg}-Golden`] = true;
      }
    });
    expect(awardAnimalAchievements(user, ctxAt())).toEqual(["goodAsGold", "allThatGlitters"]);
    expect(user.achievements.goodAsGold).toBe(true);
  });
  it("a quest series", () => {
    const user = makeUser((u) => Object.assign(u.achievements.quests, { rock: 1, slime: 1, yarn: 2 }));
    expect(awardQuestSeriesAchievements(user, ctxAt())).toEqual(["mindOverMatter"]);
  });
});
