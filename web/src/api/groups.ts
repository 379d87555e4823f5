/** Group, chat, quest, member and private-message calls of spec §7 (Groups, Chat, Members). */
import type { ChatMessageView, QuestProgressView } from "../../../party/protocol";
import type {
  ChatMessage as ServerChatMessage,
  GroupPlanSummary,
  GroupQuest,
  GroupRole,
  GroupType,
  GroupView,
  InviteResult,
  LiveTicket,
  PersonRef,
  PrivateMessage,
  SharedInviteLink,
} from "../../../worker/api-types/groups";
import type { PartySeeker, PublicMember } from "../../../worker/api-types/members";
import type { WorldBoss } from "../../../worker/api-types/world";
import { api } from "./client";

const enc = encodeURIComponent;

/** A chat message: as the API shows it, or as the live room brought it (without `_id` and reports). */
export type ChatMessage = ChatMessageView & Partial<Omit<ServerChatMessage, keyof ChatMessageView>>;
export type { GroupQuest, GroupType, InviteResult, LiveTicket, PersonRef, PrivateMessage, SharedInviteLink };
/** A group as the API shows it. */
export type Group = GroupView;
/** A member of a group's list, with all public fields (as `listMembers` asks for them). */
export type GroupMember = PublicMember & { role?: GroupRole };
/** The figures of a member the screens draw. */
export type MemberStats = GroupMember["stats"];

export interface GroupListQuery {
  type: string;
  paginate?: boolean;
  page?: number;
  categories?: string;
  search?: string;
  member?: boolean;
}

export const listGroups = (query: GroupListQuery) =>
  api.get<Group[]>("/groups", {
    query: {
      type: query.type,
      paginate: query.paginate ? "true" : undefined,
      page: query.page,
      categories: query.categories || undefined,
      search: query.search || undefined,
      member: query.member ? "true" : undefined,
    },
  });

export const getGroupById = (groupId: string) => api.get<Group>(`/groups/${enc(groupId)}`);

export interface NewGroup {
  name: string;
  type: "party" | "guild";
  privacy?: "public" | "private";
  summary?: string;
  description?: string;
  categories?: string[];
}

export const createGroup = (input: NewGroup) => api.post<Group>("/groups", input);
export const updateGroupInfo = (
  groupId: string,
  changes: Partial<NewGroup> & { leader?: string; leaderOnly?: { challenges?: boolean } },
) => api.put<Group>(`/groups/${enc(groupId)}`, changes);
export const joinGroup = (groupId: string) => api.post<Group>(`/groups/${enc(groupId)}/join`);
export const leaveGroup = (groupId: string, keep: "keep-all" | "remove-all") =>
  api.post(`/groups/${enc(groupId)}/leave`, { keep, keepChallenges: "remain-in-challenges" });
export const rejectInvite = (groupId: string) => api.post(`/groups/${enc(groupId)}/reject-invite`);
export const inviteToGroup = (
  groupId: string,
  invitees: { uuids?: string[]; usernames?: string[]; emails?: string[] },
) => api.post<InviteResult>(`/groups/${enc(groupId)}/invite`, invitees);
export const listSharedInviteLinks = (groupId: string) =>
  api.get<SharedInviteLink[]>(`/groups/${enc(groupId)}/invite-link`);
export const createSharedInviteLink = (groupId: string, input: { maxUses: number; expiresInDays: number }) =>
  api.post<SharedInviteLink>(`/groups/${enc(groupId)}/invite-link`, input);
export const revokeSharedInviteLink = (groupId: string, linkId: string) =>
  api.delete(`/groups/${enc(groupId)}/invite-link/${enc(linkId)}`);
export const removeMember = (groupId: string, memberId: string, message?: string) =>
  api.post(`/groups/${enc(groupId)}/removeMember/${enc(memberId)}`, message ? { message } : {});

export const listMembers = (groupId: string) =>
  api.get<GroupMember[]>(`/groups/${enc(groupId)}/members`, { query: { includeAllPublicFields: "true", limit: 60 } });
export const listInvites = (groupId: string) => api.get<GroupMember[]>(`/groups/${enc(groupId)}/invites`);

export const liveTicket = (groupId: string) =>
  api.post<LiveTicket>(`/groups/${enc(groupId)}/live-ticket`, undefined, { quiet: true });

/** A page of a group's chat, newest first; `before` (a message time) pages back through older ones. */
export const getChat = (groupId: string, page: { before?: number; limit?: number } = {}) =>
  api.get<ChatMessage[]>(`/groups/${enc(groupId)}/chat`, {
    quiet: true,
    query: { before: page.before, limit: page.limit },
  });
export const addManager = (groupId: string, managerId: string) =>
  api.post<Group>(`/groups/${enc(groupId)}/add-manager`, { managerId });
export const removeManager = (groupId: string, managerId: string) =>
  api.post<Group>(`/groups/${enc(groupId)}/remove-manager`, { managerId });
export const postChat = (groupId: string, message: string) =>
  api.post<{ message: ChatMessage }>(`/groups/${enc(groupId)}/chat`, { message });
export const deleteChat = (groupId: string, messageId: string) =>
  api.delete(`/groups/${enc(groupId)}/chat/${enc(messageId)}`);
export const likeChat = (groupId: string, messageId: string) =>
  api.post<ChatMessage>(`/groups/${enc(groupId)}/chat/${enc(messageId)}/like`);
export const flagChat = (groupId: string, messageId: string, comment?: string) =>
  api.post<ChatMessage>(`/groups/${enc(groupId)}/chat/${enc(messageId)}/flag`, comment ? { comment } : {});
export const markChatSeen = (groupId: string) =>
  api.post(`/groups/${enc(groupId)}/chat/seen`, undefined, { quiet: true });

export type QuestAction = "accept" | "reject" | "force-start" | "cancel" | "abort" | "leave";
export const inviteToQuest = (groupId: string, questKey: string) =>
  api.post<GroupQuest>(`/groups/${enc(groupId)}/quests/invite/${enc(questKey)}`);
export const questAction = (groupId: string, action: QuestAction) =>
  api.post<GroupQuest>(`/groups/${enc(groupId)}/quests/${action}`);

/** A player without a party looking for one. */
export type Seeker = PartySeeker;

export const lookingForParty = (page = 0) => api.get<Seeker[]>("/looking-for-party", { query: { page } });
export const listGroupPlans = () => api.get<GroupPlanSummary[]>("/group-plans");

export type { WorldBoss };

export const inboxMessages = (page = 0, conversation?: string) =>
  api.get<PrivateMessage[]>("/inbox/messages", { query: { page, conversation } });
export const sendPrivateMessage = (toUserId: string, message: string) =>
  api.post<{ message: PrivateMessage }>("/members/send-private-message", { toUserId, message });
export const likePrivateMessage = (messageId: string) =>
  api.post<PrivateMessage>(`/inbox/like-private-message/${enc(messageId)}`);
export const deletePrivateMessage = (messageId: string) => api.delete(`/user/messages/${enc(messageId)}`);
export const blockMember = (memberId: string) => api.post<string[]>(`/user/block/${enc(memberId)}`);
export const markPrivateMessagesRead = () => api.post("/user/mark-pms-read", undefined, { quiet: true });
export const memberByUsername = (username: string) =>
  api.get<GroupMember>(`/members/username/${enc(username.replace(/^@/, ""))}`);

export type { ChatMessageView, QuestProgressView };
