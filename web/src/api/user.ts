/** The user document (spec §3 User). */
import type { User } from "../../../content/rules/types";
import { api } from "./client";

export type { User };

export function getUser(): Promise<User> {
  return api.get<User>("/user");
}
