/**
 * This device's connection to the player's own room (DESIGN.md, Rooms). partysocket reconnects
 * by itself, with a growing wait; each attempt asks the API for a fresh single-use ticket. What
 * the room tells is put into the TanStack Query cache: a private message at once, other changes
 * by reading again only the parts that changed. On every (re)connection the device says which
 * change it heard last, and the room replays what it missed (or tells it to read everything).
 * While no connection is open, the screens keep to their polls (see status.ts).
 */
import { inboxKeys } from "../queries/inbox";
import { taskKeys } from "../queries/tasks";
import type { QueryClient } from "@tanstack/react-query";
import PartySocket from "partysocket";
import type { Task, User } from "../../../content/rules/types";
import { PLAYER_ROOM_CLOSE_SIGNED_OUT, type PlayerServerMessage } from "../../../party/playerProtocol";
import { isApiError, requestEnvelope, setLiveConnection } from "../api/client";
import type { PrivateMessage } from "../api/groups";
import { getTask, playerLiveTicket } from "../api/live";
import { filterUserNotifications } from "../api/notifications";
import { getKnownUserV } from "../api/sync";
import { getTasks, getUser, refetchUserAndTasks, replaceTask, setTasks, setUser } from "../tasks/cache";
import { addToPlan, emptyPlan, isEmptyPlan, mergeUserFields, withMessage, type CatchUpPlan } from "./plan";
import { setLiveStatus } from "./status";

/** Changes heard within this long are read again together. */
const GATHER_MS = 40;

function newConnectionId(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

export function startPlayerLive(queryClient: QueryClient, userId: string): () => void {
  // One name for this page's connection, kept across reconnections, so the device recognises
  // its own changes even when they are replayed to it.
  const connectionId = newConnectionId();
  setLiveConnection(connectionId);
  let lastSeq: number | undefined;
  let plan = emptyPlan();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running = Promise.resolve();

  const socket = new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === "https:" ? "wss" : "ws",
    party: "player-room",
    room: userId,
    id: connectionId,
    query: async () => {
      try {
        return { ticket: (await playerLiveTicket()).ticket };
      } catch (error) {
        // Signed out, or the account is gone: stop knocking. Too many devices (429) or no network:
        // keep knocking, ever more slowly; a place frees up when another device leaves.
        if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) stop();
        throw error;
      }
    },
    minReconnectionDelay: 1000 + Math.random() * 2000,
    maxReconnectionDelay: 30_000,
    reconnectionDelayGrowFactor: 1.6,
  });

  const readEverything = () => {
    refetchUserAndTasks(queryClient);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  };

  async function carryOut(todo: CatchUpPlan) {
    if (todo.everything) return readEverything();
    const reads: Promise<unknown>[] = [];
    if (todo.userFields.size > 0 && getUser(queryClient)) {
      const fields = [...todo.userFields];
      reads.push(
        requestEnvelope<Record<string, unknown>>("GET", "/user", {
          query: { userFields: fields.join(",") },
          quiet: true,
        }).then((answer) => {
          const read = answer.data;
          const always = ["notifications", "preferences", "auth", "flags", "permissions"];
          setUser(queryClient, (user) =>
            filterUserNotifications(mergeUserFields<User>(user, read, [...fields, ...always], answer.userV)),
          );
        }),
      );
    }
    if (todo.allTasks) reads.push(queryClient.invalidateQueries({ queryKey: taskKeys.all }));
    else if (getTasks(queryClient))
      for (const id of todo.tasks)
        reads.push(
          getTask(id).then(
            (task: Task) => {
              const known = getTasks(queryClient)?.some((entry) => entry._id === task._id);
              if (known) replaceTask(queryClient, task);
              else if (task.userId === userId && !task.group?.id) setTasks(queryClient, (tasks) => [...tasks, task]);
            },
            (error) => {
              // Deleted elsewhere meanwhile.
              if (isApiError(error) && error.status === 404)
                setTasks(queryClient, (tasks) => tasks.filter((entry) => entry._id !== id));
            },
          ),
        );
    await Promise.allSettled(reads);
  }

  const flush = () => {
    timer = undefined;
    const todo = plan;
    plan = emptyPlan();
    if (isEmptyPlan(todo)) return;
    // One read after another: a burst of changes never sends reads racing each other.
    running = running.then(() => carryOut(todo)).catch(() => undefined);
  };

  const onMessage = (event: MessageEvent) => {
    let message: PlayerServerMessage;
    try {
      message = JSON.parse(String(event.data)) as PlayerServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case "hello": {
        const firstContact = lastSeq === undefined;
        lastSeq = message.seq;
        const user = getUser(queryClient);
        const known = getKnownUserV() ?? user?._v;
        // Something changed between this page's first read and its first connection.
        if (firstContact && message.userV !== undefined && known !== undefined && message.userV > known)
          readEverything();
        return;
      }
      case "resync":
        lastSeq = message.seq;
        readEverything();
        return;
      case "inbox.new":
        if (lastSeq !== undefined && message.seq <= lastSeq) return;
        lastSeq = message.seq;
        if (message.origin === connectionId) return;
        queryClient.setQueryData<PrivateMessage[]>(inboxKeys.conversation(message.message.contactId), (list) =>
          withMessage(list, message.message),
        );
        void queryClient.invalidateQueries({
          queryKey: inboxKeys.all,
          predicate: (query) => query.queryKey[1] !== "conversation",
        });
        return;
      case "user.changed":
        if (lastSeq !== undefined && message.seq <= lastSeq) return;
        lastSeq = message.seq;
        plan = addToPlan(plan, message, connectionId, getKnownUserV() ?? getUser(queryClient)?._v);
        timer ??= setTimeout(flush, GATHER_MS);
        return;
    }
  };

  const onOpen = () => {
    setLiveStatus("open");
    socket.send(JSON.stringify(lastSeq === undefined ? { type: "resume" } : { type: "resume", after: lastSeq }));
  };
  const onClose = (event: CloseEvent) => {
    if (stopped) return;
    setLiveStatus("closed");
    // Let go because the account's key changed: the next ticket tells whether this device still holds a good one.
    if (event.code === PLAYER_ROOM_CLOSE_SIGNED_OUT) lastSeq = undefined;
  };

  socket.addEventListener("open", onOpen);
  socket.addEventListener("close", onClose);
  socket.addEventListener("message", onMessage);
  setLiveStatus("connecting");

  function stop() {
    if (stopped) return;
    stopped = true;
    if (timer) clearTimeout(timer);
    socket.removeEventListener("open", onOpen);
    socket.removeEventListener("close", onClose);
    socket.removeEventListener("message", onMessage);
    socket.close();
    setLiveConnection(undefined);
    setLiveStatus("off");
  }
  return stop;
}
