/** Challenge, challenge-task and shared group-task calls of spec §7. */
import type { Task } from "../../../content/rules/types";
import type { ChallengeClone, ChallengeMemberProgress, ChallengeView } from "../../../worker/api-types/challenges";
import type { GroupView } from "../../../worker/api-types/groups";
import type { ListedMember } from "../../../worker/api-types/members";
import { api, ApiError, buildHeaders, buildUrl } from "./client";

/** A challenge as the API shows it. */
export type ChallengeSummary = ChallengeView;
/** A challenge's member as its member list shows them. */
export type ChallengeMember = ListedMember;
export type MemberProgress = ChallengeMemberProgress;

export interface ChallengeInput {
  group: string;
  name: string;
  shortName: string;
  summary?: string;
  description?: string;
  prize?: number;
  categories?: string[];
}

export interface ChallengeListQuery {
  member?: boolean;
  owned?: "owned" | "not_owned";
  page?: number;
  search?: string;
  categories?: string;
}

const enc = encodeURIComponent;

export function listUserChallenges(query: ChallengeListQuery): Promise<ChallengeSummary[]> {
  return api.get<ChallengeSummary[]>("/challenges/user", {
    query: {
      member: query.member ? "true" : undefined,
      owned: query.owned,
      page: query.page,
      search: query.search || undefined,
      categories: query.categories || undefined,
    },
  });
}

export const listGroupChallenges = (groupId: string) =>
  api.get<ChallengeSummary[]>(`/challenges/groups/${enc(groupId)}`);
export const getChallenge = (id: string) => api.get<ChallengeSummary>(`/challenges/${enc(id)}`);
export const createChallenge = (input: ChallengeInput) => api.post<ChallengeSummary>("/challenges", input);
export const updateChallenge = (id: string, input: Partial<Omit<ChallengeInput, "group" | "prize">>) =>
  api.put<ChallengeSummary>(`/challenges/${enc(id)}`, input);
export const deleteChallenge = (id: string) => api.delete(`/challenges/${enc(id)}`);
export const cloneChallenge = (id: string, input: Partial<ChallengeInput>) =>
  api.post<ChallengeClone>(`/challenges/${enc(id)}/clone`, input);
export const joinChallenge = (id: string) => api.post<ChallengeSummary>(`/challenges/${enc(id)}/join`);
export const leaveChallenge = (id: string, keep: "keep-all" | "remove-all") =>
  api.post(`/challenges/${enc(id)}/leave`, { keep });
export const selectWinner = (id: string, winnerId: string) =>
  api.post(`/challenges/${enc(id)}/selectWinner/${enc(winnerId)}`);
export const challengeMembers = (id: string, search?: string) =>
  api.get<ChallengeMember[]>(`/challenges/${enc(id)}/members`, { query: { search: search || undefined } });
export const challengeMember = (id: string, memberId: string) =>
  api.get<MemberProgress>(`/challenges/${enc(id)}/members/${enc(memberId)}`);
export const challengeCsvPath = (id: string) => `/challenges/${enc(id)}/export/csv`;
export const challengeTasks = (id: string) => api.get<Task[]>(`/tasks/challenge/${enc(id)}`);
export const addChallengeTask = (id: string, task: Partial<Task> & { type: Task["type"]; text: string }) =>
  api.post<Task>(`/tasks/challenge/${enc(id)}`, task);
export const updateSharedTask = (taskId: string, changes: Partial<Task> & { requiresApproval?: boolean }) =>
  api.put<Task>(`/tasks/${enc(taskId)}`, changes);
export const deleteSharedTask = (taskId: string) => api.delete(`/tasks/${enc(taskId)}`);

export const groupTasks = (groupId: string) => api.get<Task[]>(`/tasks/group/${enc(groupId)}`);
export const addGroupTask = (
  groupId: string,
  task: { type: Task["type"]; text: string; notes?: string; requiresApproval?: boolean },
) => api.post<Task>(`/tasks/group/${enc(groupId)}`, task);
export const assignTask = (taskId: string, userIds: string[]) =>
  api.post<Task>(`/tasks/${enc(taskId)}/assign`, userIds);
export const unassignTask = (taskId: string, userId: string) =>
  api.post<Task>(`/tasks/${enc(taskId)}/unassign/${enc(userId)}`);
export const approveTask = (taskId: string, userId: string) => api.post(`/tasks/${enc(taskId)}/approve/${enc(userId)}`);
export const needsWork = (taskId: string, userId: string) =>
  api.post(`/tasks/${enc(taskId)}/needs-work/${enc(userId)}`);
export const groupApprovals = (groupId: string) =>
  api.get<(Task & { username: string })[]>(`/approvals/group/${enc(groupId)}`);
export const moveGroupTask = (taskId: string, position: number) =>
  api.post<string[]>(`/group-tasks/${enc(taskId)}/move/to/${position}`);

/** The CSV export as text (the one answer of these calls that is not an envelope). */
export async function exportChallengeCsv(id: string): Promise<string> {
  const response = await fetch(buildUrl(challengeCsvPath(id)), { headers: buildHeaders(false) });
  if (!response.ok)
    throw new ApiError({
      name: "Error",
      message: `The export failed (${response.status}).`,
      status: response.status,
      method: "GET",
      path: challengeCsvPath(id),
    });
  return response.text();
}

/** A group a challenge can be made in. */
export type GroupListEntry = GroupView;

/** The groups a challenge can be made in: the player's party and guilds, and the tavern. */
export const myGroups = () => api.get<GroupListEntry[]>("/groups", { query: { type: "party,guilds,tavern" } });

/** A group as the group plan pages read it. */
export type GroupDetail = GroupView;

export const getGroup = (groupId: string) => api.get<GroupDetail>(`/groups/${enc(groupId)}`);
export const groupMembers = (groupId: string) =>
  api.get<ChallengeMember[]>(`/groups/${enc(groupId)}/members`, { query: { limit: 60 } });
