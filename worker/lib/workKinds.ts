/** Every kind of recorded work, for the sweep that resumes what a request left unfinished. */
import type { Env } from "../env";
import { challengeCloseWork, challengeCopyWork } from "./challenges";
import { withdrawInvitationsWork } from "./partyInvitations";
import { QUEST_WORK_KINDS } from "./partyQuest";
import { resumePendingWork, type WorkKind } from "./pendingWork";
import { groupTaskRemovalWork } from "./sharedTasks";

export const WORK_KINDS: readonly WorkKind<never>[] = [
  challengeCloseWork,
  challengeCopyWork,
  groupTaskRemovalWork,
  withdrawInvitationsWork,
  ...QUEST_WORK_KINDS,
] as unknown as WorkKind<never>[];

export function resumeAllPendingWork(env: Env, now = Date.now()): Promise<number> {
  return resumePendingWork(env, WORK_KINDS, now);
}
