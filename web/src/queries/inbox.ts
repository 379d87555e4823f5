/** Private messages: the recent inbox (conversations), one conversation, and who wrote the unread ones. */
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api/client";
import { inboxMessages, type PrivateMessage } from "../api/groups";
import { unreadSenders } from "../notifications/serverNotifications";

/** Pages of the inbox read to list conversations (10 messages each). */
const INBOX_PAGES_FOR_LIST = 5;

export const inboxKeys = {
  all: ["inbox"] as const,
  recent: ["inbox", "recent"] as const,
  conversation: (contactId: string) => ["inbox", "conversation", contactId] as const,
  unreadSenders: (unread: number) => ["inbox", "unread-senders", unread] as const,
};

async function recentInbox(): Promise<PrivateMessage[]> {
  const all: PrivateMessage[] = [];
  for (let page = 0; page < INBOX_PAGES_FOR_LIST; page += 1) {
    const rows = await inboxMessages(page);
    all.push(...rows);
    if (rows.length < 10) break;
  }
  return all;
}

export const recentInboxQuery = () => queryOptions({ queryKey: inboxKeys.recent, queryFn: recentInbox });

export const conversationQuery = (contactId: string) =>
  queryOptions({ queryKey: inboxKeys.conversation(contactId), queryFn: () => inboxMessages(0, contactId) });

/** The senders of the `unread` newest messages, so the notification menu names who wrote. */
export const unreadSendersQuery = (unread: number) =>
  queryOptions({
    queryKey: inboxKeys.unreadSenders(unread),
    queryFn: async () =>
      unreadSenders(await api.get<PrivateMessage[]>("/inbox/messages", { quiet: true, query: { page: 0 } }), unread),
    staleTime: 30_000,
  });
