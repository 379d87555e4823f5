/** Reading the local outbox, where mails are written just after the answer that caused them. */
import { api } from "./helpers";

export interface OutboxMail {
  id: number;
  to: string;
  kind: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

export async function outbox(to: string): Promise<OutboxMail[]> {
  const response = await api("GET", `/debug/outbox?to=${encodeURIComponent(to)}`);
  if (response.status !== 200) throw new Error(`outbox answered ${response.status}`);
  return response.body.data;
}

/** Waits (briefly) until the address has received `count` mails; answers them, newest first. */
export async function waitForMails(to: string, count = 1): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const mails = await outbox(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${to} received fewer than ${count} mails`);
}

/** Lets background work started by earlier answers finish, so "no mail" means none is coming. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

export function resetCodeOf(mail: OutboxMail): string {
  const link = mail.links.find((entry) => entry.includes("/reset-password?code="));
  if (!link) throw new Error("no reset link in the mail");
  return new URL(link).searchParams.get("code") ?? "";
}
