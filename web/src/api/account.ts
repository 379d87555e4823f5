/** Account and settings calls of spec §7 (auth updates, deletion, classes, allocation) plus FAQ, news and history. */
import type { PlayerClass, Attribute } from "../../../content/data/constants";
import type { Transaction } from "../../../content/rules/types";
import { api, request } from "./client";

/** `password` is the current one; an account made through a sign-in provider has none to give. */
export function updatePassword(password: string, newPassword: string, confirmPassword: string): Promise<unknown> {
  return api.put(
    "/user/auth/update-password",
    password ? { password, newPassword, confirmPassword } : { newPassword, confirmPassword },
  );
}

export function updateUsername(username: string, password?: string): Promise<{ username: string }> {
  return api.put("/user/auth/update-username", password ? { username, password } : { username });
}

/** A new API token; the old one stops working at once. */
export function newApiToken(password: string): Promise<{ apiToken: string }> {
  // The form shows a refusal beside the password field, so no error notice as well.
  return api.post("/user/auth/new-api-token", { password }, { quiet: true });
}

export function updateEmail(newEmail: string, password: string): Promise<{ email: string }> {
  return api.put("/user/auth/update-email", password ? { newEmail, password } : { newEmail });
}

/**
 * Starts the account over (level 1, own tasks gone). `password` is the account's own; an
 * account made through a sign-in provider has none to give.
 */
export function resetAccount(password: string): Promise<{ tasksToRemove: string[] }> {
  // The dialog shows a refusal beside the password field, so no error notice as well.
  return api.post("/user/reset", password ? { password } : {}, { quiet: true });
}

export function deleteAccount(password: string, feedback?: string): Promise<unknown> {
  return request("DELETE", "/user", { body: { password, ...(feedback ? { feedback } : {}) } });
}

export function setSleep(sleep: boolean): Promise<unknown> {
  return api.post("/user/sleep", { sleep });
}

export function changeClass(klass: PlayerClass): Promise<unknown> {
  return api.post("/user/change-class", undefined, { query: { class: klass } });
}

export function disableClasses(): Promise<unknown> {
  return api.post("/user/disable-classes");
}

export function allocate(stat: Attribute): Promise<unknown> {
  return api.post("/user/allocate", undefined, { query: { stat } });
}

export function allocateNow(): Promise<unknown> {
  return api.post("/user/allocate-now");
}

export interface FaqEntry {
  key: string;
  question: string;
  answer: string;
}

export function getFaq(language: string): Promise<FaqEntry[] | { questions: FaqEntry[] }> {
  return api.get("/faq", { query: { platform: "web", language } });
}

export interface NewsPost {
  id: string;
  date: string;
  title: string;
  text: string;
}

export function getNews(language?: string): Promise<NewsPost[]> {
  return api.get("/news", language ? { query: { language } } : undefined);
}

export function markNewsRead(): Promise<unknown> {
  return api.post("/news/read");
}

/** One entry of the purchase history: a change of gems or hourglasses, or subscription months. */
export type PurchaseRecord = Transaction;

export function getPurchaseHistory(): Promise<PurchaseRecord[]> {
  return api.get("/user/purchase-history");
}

export function getMember(id: string): Promise<Record<string, unknown>> {
  return api.get(`/members/${encodeURIComponent(id)}`);
}

/** One entry of the hall: a contributor's or a patron's public profile with their standing. */
export interface HallEntry {
  _id?: string;
  id?: string;
  profile?: { name?: string };
  contributor?: { level?: number; text?: string };
  backer?: { tier?: number };
}

/** The hall's contributors (all of them) or its patrons (by pages, from 0). */
export function listHall(list: "heroes" | "patrons", page: number): Promise<HallEntry[]> {
  return list === "patrons" ? api.get("/hall/patrons/", { query: { page } }) : api.get("/hall/heroes");
}
