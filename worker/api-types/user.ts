/** The player's own calls beyond tasks (spec §7 User, Cron): skills cast, the day's rollover. */
import type { CronReport } from "../../content/rules/cron";
import type { CastResult } from "../../content/rules/spells";
import type { Task, User } from "../../content/rules/types";

/** A party member a skill touched, as the public API picks their fields. */
export interface CastPartyMember {
  _id: string;
  id: string;
  profile: { name: string };
  stats: User["stats"];
  achievements: User["achievements"];
  items: { special: User["items"]["special"] };
}

/** POST /user/class/cast/{spellId}: the caster, the task aimed at, and everyone a party skill touched. */
export type CastAnswer = CastResult["data"] & {
  user: User;
  task?: Task;
  partyMembers?: CastPartyMember[];
};

/** The dailies recorded as done yesterday, and what that gave back. */
export interface YesterDailiesRecorded {
  recorded: string[];
  hpRestored: number;
  perfect: boolean;
}

/** POST /cron: the rollover's report (or that none was due), and the yesterday's-activity check-in. */
export type CronAnswer = (CronReport | { ran: false }) & { yesterDailies?: YesterDailiesRecorded };
