/**
 * The local stand-in for a mail service: every mail is stored in D1 (listed newest first by
 * the development route GET /api/v4/debug/outbox) and printed in the server's output.
 */
import { desc, eq } from "drizzle-orm";
import { database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Env } from "../env";
import type { Mail, Mailer } from "./mailer";

export function outboxMailer(env: Env): Mailer {
  return {
    name: "outbox",
    async send(mail) {
      await database(env.DB).insert(mailOutbox).values({
        to: mail.to.toLowerCase(),
        kind: mail.kind,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: mail.links,
        createdAt: Date.now(),
      });
      console.log(
        `[outbox] mail to ${mail.to}: ${mail.subject}${mail.links.map((link) => `\n[outbox]   ${link}`).join("")}`,
      );
    },
  };
}

export interface OutboxEntry extends Omit<Mail, "html"> {
  id: number;
  createdAt: string;
}

/** The newest mails first, for one address or for everyone. */
export async function readOutbox(env: Env, to: string | undefined, limit = 50): Promise<OutboxEntry[]> {
  const db = database(env.DB);
  const query = db.select().from(mailOutbox);
  const rows = await (to ? query.where(eq(mailOutbox.to, to.toLowerCase())) : query)
    .orderBy(desc(mailOutbox.id))
    .limit(limit)
    .all();
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    kind: row.kind as Mail["kind"],
    subject: row.subject,
    text: row.text,
    links: row.links as string[],
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
