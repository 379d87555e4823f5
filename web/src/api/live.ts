/** The player's own live room (DESIGN.md, Rooms): a ticket per connection, and a single task read again. */
import type { Task } from "../../../content/rules/types";
import { api } from "./client";

export interface PlayerLiveTicket {
  ticket: string;
  expiresAt: string;
  url: string;
}

export function playerLiveTicket(): Promise<PlayerLiveTicket> {
  return api.post<PlayerLiveTicket>("/user/live-ticket", undefined, { quiet: true });
}

export function getTask(id: string): Promise<Task> {
  return api.get<Task>(`/tasks/${encodeURIComponent(id)}`, { quiet: true });
}
