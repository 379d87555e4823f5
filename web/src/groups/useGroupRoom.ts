/**
 * The live connection to a group's room (DESIGN.md, Rooms). partysocket reconnects by itself;
 * each attempt asks the API for a fresh single-use ticket. Room messages are applied to the
 * TanStack Query cache, and every (re)connection catches up on chat from the API, since
 * messages sent while the socket was down are not replayed by the room.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import PartySocket from "partysocket";
import { isApiError } from "../api/client";
import { liveTicket, type ChatMessage, type Group } from "../api/groups";
import {
  ROOM_CLOSE_NOT_A_MEMBER,
  type PresenceMember,
  type QuestProgressView,
  type ServerMessage,
} from "../../../party/protocol";
import { applyQuestProgress, applyToChat, typingNames } from "./roomCache";
import { groupKeys } from "../queries/groups";
import { userKeys } from "../queries/user";
import { worldKeys } from "../queries/world";

/** How long a typing ping shows, and how often we send ours while the player types. */
export const TYPING_SHOWN_MS = 4000;
export const TYPING_SEND_EVERY_MS = 2500;
/** Room events that move members' bars are gathered this long before the members load again. */
const MEMBERS_REFRESH_MS = 400;

export type RoomStatus = "connecting" | "open" | "closed";

export interface GroupRoom {
  status: RoomStatus;
  presence: PresenceMember[];
  typing: string[];
  /** Boss damage the participants scored but that is not dealt yet (from the latest report). */
  pendingDamage?: number;
  /** The latest quest report heard live (boss health and rage), for panels not kept in the group cache. */
  questProgress?: QuestProgressView;
  /** Call on every keystroke: sends a typing ping at most every few seconds. */
  sendTyping: () => void;
}

export function useGroupRoom(groupId: string | undefined, readerId: string | undefined): GroupRoom {
  const queryClient = useQueryClient();
  const socketRef = useRef<PartySocket | undefined>(undefined);
  const lastTypingSent = useRef(0);
  const [status, setStatus] = useState<RoomStatus>("connecting");
  const [presence, setPresence] = useState<PresenceMember[]>([]);
  const [typingMap, setTypingMap] = useState(new Map<string, { name: string; until: number }>());
  const [now, setNow] = useState(() => Date.now());
  const [pendingDamage, setPendingDamage] = useState<number | undefined>(undefined);
  const [questProgress, setQuestProgress] = useState<QuestProgressView | undefined>(undefined);

  useEffect(() => {
    if (!groupId) return;
    setStatus("connecting");
    const socket = new PartySocket({
      host: window.location.host,
      protocol: window.location.protocol === "https:" ? "wss" : "ws",
      party: "group-room",
      room: groupId,
      query: async () => {
        try {
          return { ticket: (await liveTicket(groupId)).ticket };
        } catch (error) {
          // No longer a member (or the group is gone): stop knocking. Too many tabs open (429):
          // keep knocking slowly, a place frees up when one of them closes.
          if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) stopForGood();
          throw error;
        }
      },
      // The player left or was removed: never knock again.
      shouldReconnectOnClose: (event: CloseEvent) => event.code !== ROOM_CLOSE_NOT_A_MEMBER,
      minReconnectionDelay: 500,
      maxReconnectionDelay: 10_000,
    });
    socketRef.current = socket;
    let stopped = false;
    function stopForGood() {
      if (stopped) return;
      stopped = true;
      socket.close();
      setStatus("closed");
      setPresence([]);
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId as string), exact: true });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    }

    // Members' bars follow the room: a rollover (with a boss's strike), a check-in, a skill on the
    // party. A burst of such events loads the members once.
    let membersTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshMembers = () => {
      if (membersTimer !== undefined) return;
      membersTimer = setTimeout(() => {
        membersTimer = undefined;
        void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
      }, MEMBERS_REFRESH_MS);
    };

    const progress = (report: QuestProgressView, started: boolean) => {
      queryClient.setQueryData<Group>(groupKeys.detail(groupId), (group) => applyQuestProgress(group, report, started));
      if (report.pendingDamage !== undefined) setPendingDamage(report.pendingDamage);
      setQuestProgress(report);
    };

    const onOpen = () => {
      setStatus("open");
      void queryClient.invalidateQueries({ queryKey: groupKeys.chat(groupId), exact: true });
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId), exact: true });
    };
    const onClose = (event: CloseEvent) => {
      setStatus("closed");
      if (event.code === ROOM_CLOSE_NOT_A_MEMBER) stopForGood();
    };
    const onMessage = (event: MessageEvent) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      switch (message.type) {
        case "presence":
          setPresence(message.members);
          return;
        case "typing":
          setTypingMap((current) =>
            new Map(current).set(message.userId, { name: message.name, until: Date.now() + TYPING_SHOWN_MS }),
          );
          setNow(Date.now());
          return;
        case "chat.new":
          // Once someone's message arrives they have stopped typing it.
          setTypingMap((current) => {
            if (!message.message.uuid || !current.has(message.message.uuid)) return current;
            const next = new Map(current);
            next.delete(message.message.uuid);
            return next;
          });
          queryClient.setQueryData<ChatMessage[]>(groupKeys.chat(groupId), (chat) =>
            applyToChat(chat, message, readerId),
          );
          if (String(message.message.info?.type ?? "").startsWith("spell_cast")) refreshMembers();
          return;
        case "member.changed":
          refreshMembers();
          return;
        case "chat.deleted":
        case "chat.liked":
        case "chat.flagged":
          queryClient.setQueryData<ChatMessage[]>(groupKeys.chat(groupId), (chat) =>
            applyToChat(chat, message, readerId),
          );
          return;
        case "member.joined":
        case "member.left":
          void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId), exact: true });
          void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
          if (message.userId === readerId) void queryClient.invalidateQueries({ queryKey: userKeys.all });
          return;
        case "quest.started":
          progress(message.progress, true);
          void queryClient.invalidateQueries({ queryKey: worldKeys.all });
          void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId), exact: true });
          void queryClient.invalidateQueries({ queryKey: userKeys.all });
          return;
        case "quest.progress":
          progress(message.progress, false);
          return;
        case "quest.invited":
        case "quest.finished":
        case "quest.aborted":
          setPendingDamage(undefined);
          setQuestProgress(undefined);
          void queryClient.invalidateQueries({ queryKey: worldKeys.all });
          void queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId), exact: true });
          void queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) });
          void queryClient.invalidateQueries({ queryKey: userKeys.all });
          return;
      }
    };
    socket.addEventListener("open", onOpen);
    socket.addEventListener("close", onClose);
    socket.addEventListener("message", onMessage);
    return () => {
      socket.removeEventListener("open", onOpen);
      socket.removeEventListener("close", onClose);
      socket.removeEventListener("message", onMessage);
      clearTimeout(membersTimer);
      socket.close();
      socketRef.current = undefined;
      setPresence([]);
      setTypingMap(new Map());
    };
  }, [groupId, readerId, queryClient]);

  // Typing lines fade on their own: re-render when the next one expires.
  useEffect(() => {
    const next = Math.min(...[...typingMap.values()].map((entry) => entry.until).filter((until) => until > now));
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), next - Date.now() + 20);
    return () => clearTimeout(timer);
  }, [typingMap, now]);

  const sendTyping = useCallback(() => {
    const socket = socketRef.current;
    const at = Date.now();
    if (!socket || socket.readyState !== WebSocket.OPEN || at - lastTypingSent.current < TYPING_SEND_EVERY_MS) return;
    lastTypingSent.current = at;
    socket.send(JSON.stringify({ type: "typing" }));
  }, []);

  return { status, presence, typing: typingNames(typingMap, readerId, now), pendingDamage, questProgress, sendTyping };
}
