/** Account and settings calls of spec §7 (auth updates, deletion, classes, allocation) plus FAQ, news and history. */
import type { PlayerClass, Attribute } from "../../../content/data/constants";
import type { Transaction } from "../../../content/rules/types";
import type { AccountReset } from "../../../worker/api-types/account";
import type { ApiTokenReplaced, EmailChanged, UsernameChanged } from "../../../worker/api-types/auth";
import type { HallEntry, PublicMember } from "../../../worker/api-types/members";
import type { Faq, FaqEntry, NewsPost } from "../../../worker/api-types/news";
import { api, request } from "./client";

export type { Faq, FaqEntry, HallEntry, NewsPost };

/** `password` is the current one; an account made through a sign-in provider has none to give. */
export function updatePassword(password: string, newPassword: string, confirmPassword: string): Promise<unknown> {
  return api.put(
    "/user/auth/update-password",
    password ? { password, newPassword, confirmPassword } : { newPassword, confirmPassword },
  );
}

export function updateUsername(username: string, password?: string): Promise<UsernameChanged> {
  return api.put("/user/auth/update-username", password ? { username, password } : { username });
}

/** A new API token; the old one stops working at once. */
export function newApiToken(password: string): Promise<ApiTokenReplaced> {
  // The form shows a refusal beside the password field, so no error notice as well.
  return api.post("/user/auth/new-api-token", { password }, { quiet: true });
}

export function updateEmail(newEmail: string, password: string): Promise<EmailChanged> {
  return api.put("/user/auth/update-email", password ? { newEmail, password } : { newEmail });
}

/**
 * Starts the account over (level 1, own tasks gone). `password` is the account's own; an
 * account made through a sign-in provider has none to give.
 */
export function resetAccount(password: string): Promise<AccountReset> {
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

export function getFaq(language: string): Promise<Faq> {
  return api.get("/faq", { query: { platform: "web", language } });
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

export function getMember(id: string): Promise<PublicMember> {
  return api.get(`/members/${encodeURIComponent(id)}`);
}

/** The hall's contributors (all of them) or its patrons (by pages, from 0). */
export function listHall(list: "heroes" | "patrons", page: number): Promise<HallEntry[]> {
  return list === "patrons" ? api.get("/hall/patrons/", { query: { page } }) : api.get("/hall/heroes");
}
