/** Challenges (spec §7 Challenges): the challenge, its members and their progress. */
import type { Task } from "../../content/rules/types";
import type { PublicMemberSummary } from "./members";

/** A challenge as the API shows it (the leader's and the group's names resolved). */
export interface ChallengeView {
  _id: string;
  id: string;
  name: string;
  shortName: string;
  summary: string;
  description: string;
  categories: { slug: string; name: string }[];
  official: boolean;
  prize: number;
  memberCount: number;
  /** A leader whose account is gone is named by id only. */
  leader: { _id: string; id: string; profile?: { name: string }; auth?: { local: { username: string } } };
  group: { _id: string; id: string; name?: string; type?: string; privacy?: string };
  tasksOrder: { habits: string[]; dailys: string[]; todos: string[]; rewards: string[] };
  createdAt: string;
  updatedAt: string;
  /** Whether the reader takes part. */
  isMember: boolean;
  /** Moderators only: who reported the challenge. */
  flagCount?: number;
  flags?: Record<string, { at: string; comment?: string }>;
  /** The challenge's own tasks, where the answer includes them. */
  tasks?: Task[];
}

/** POST /challenges/{id}/clone: the new challenge, and how many tasks it copied. */
export interface ChallengeClone {
  clonedTasks: number;
  challenge: ChallengeView;
}

/** A member's copy of one of the challenge's tasks, as the leader sees their progress. */
export type MemberTaskProgress = Pick<
  Task,
  "_id" | "id" | "type" | "text" | "notes" | "value" | "completed" | "streak" | "history" | "checklist" | "challenge"
>;

/** GET /challenges/{id}/members/{memberId}. */
export interface ChallengeMemberProgress extends PublicMemberSummary {
  tasks: MemberTaskProgress[];
}
