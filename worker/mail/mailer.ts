/**
 * The one way the server sends mail. Which transport carries it is configuration: Resend when
 * its key and a sender address are set (production), the outbox in D1 when MAIL_OUTBOX is
 * "true" (`npm start`, the tests), and none otherwise: then nothing is sent and the screens
 * that would promise a mail say that this server cannot send one.
 */
import type { Env } from "../env";
import { outboxMailer } from "./outbox";
import { resendMailer } from "./resend";
import { logError } from "../lib/log";

export type MailKind = "password-reset" | "email-changed" | "group-invitation" | "gift-received" | "bug-report";

/** One message: plain text for every reader, simple HTML for those that show it. */
export interface Mail {
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The addresses the mail asks its reader to open, for the outbox listing. */
  links: string[];
}

export interface Mailer {
  readonly name: "resend" | "outbox";
  /** Throws when the transport refused the mail. */
  send(mail: Mail): Promise<void>;
}

export function mailerFor(env: Env): Mailer | undefined {
  if (env.RESEND_API_KEY && env.MAIL_FROM) return resendMailer(env.RESEND_API_KEY, env.MAIL_FROM);
  if (env.MAIL_OUTBOX === "true") return outboxMailer(env);
  return undefined;
}

export function canSendMail(env: Env): boolean {
  return mailerFor(env) !== undefined;
}

/**
 * Sends one mail; answers whether it went out. A transport failure is logged, never thrown:
 * the change that caused the mail has happened and stays.
 */
export async function sendMail(env: Env, mail: Mail): Promise<boolean> {
  const mailer = mailerFor(env);
  if (!mailer) return false;
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    logError(`mail (${mail.kind}) through ${mailer.name} failed`, error instanceof Error ? error.message : error);
    return false;
  }
}
