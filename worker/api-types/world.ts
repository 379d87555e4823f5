/** GET /world-state: the events running now, their promotions, and the world boss (spec §3 World state). */
import type { GameEvent } from "../../content/data/types";

/** A running event as the world state lists it (`event` is the event's kind). */
export interface WorldEvent extends Omit<GameEvent, "kind" | "seasonalGear"> {
  event: GameEvent["kind"];
}

/** The tavern's quest: the world boss, and the world effects its rage set off. */
export interface WorldBoss {
  active: boolean;
  key: string | null;
  progress?: { hp: number; maxHp: number; rage: number; maxRage: number };
  /** World effects the boss's rage set off: shops, stables, tavern... closed or hurt. */
  extra: { worldDmg: Record<string, boolean> };
  desperate?: boolean;
  completed?: string | null;
}

export interface WorldState {
  currentEventList: WorldEvent[];
  npcImageSuffix: string;
  /** The world boss while one is fighting; an empty object when none is, as the game's API has it. */
  worldBoss: WorldBoss | Record<string, never>;
}
