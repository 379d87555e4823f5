/** The real sender: Resend's HTTP API through its SDK (fetch only, so it runs on Workers). */
import { Resend } from "resend";
import type { Mailer } from "./mailer";

export function resendMailer(apiKey: string, from: string): Mailer {
  const client = new Resend(apiKey);
  return {
    name: "resend",
    async send(mail) {
      const { error } = await client.emails.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        tags: [{ name: "kind", value: mail.kind.replace(/[^\w-]/g, "_") }],
      });
      if (error) throw new Error(`Resend refused the mail: ${error.name}: ${error.message}`);
    },
  };
}
