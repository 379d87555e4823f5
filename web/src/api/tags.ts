/** Tag calls of spec §7 Tags. */
import type { User } from "../../../content/rules/types";
import { api } from "./client";

export type Tag = User["tags"][number];

export function createTag(name: string): Promise<Tag> {
  return api.post<Tag>("/tags", { name });
}

export function renameTag(id: string, name: string): Promise<Tag> {
  return api.put<Tag>(`/tags/${encodeURIComponent(id)}`, { name });
}

export function deleteTag(id: string): Promise<unknown> {
  return api.delete(`/tags/${encodeURIComponent(id)}`);
}
