/**
 * The mails the game sends, each in plain text and simple HTML, and the helpers that send
 * them. Mails about the account itself (a reset link, a changed address) always go out; the
 * others follow the player's email preferences.
 */
import { INVITATION_LINK_TTL_DAYS, PASSWORD_RESET_TTL_MINUTES } from "../../content/data/constants";
import type { User } from "../../content/rules/types";
import type { Env } from "../env";
import { sendMail, type Mail, type MailKind } from "./mailer";

const PRODUCT = "Habitforge";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);
}

/** A paragraph of a mail: text, or a link shown as a button in HTML and on its own line in text. */
type Block = string | { link: string; label: string };

function compose(kind: MailKind, to: string, subject: string, blocks: Block[]): Mail {
  const text = blocks.map((block) => (typeof block === "string" ? block : `${block.label}:\n${block.link}`)).join("\n\n");
  const body = blocks
    .map((block) =>
      typeof block === "string"
        ? `<p style="margin:0 0 16px">${escapeHtml(block).replace(/\n/g, "<br>")}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#5b3fa8;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(block.link)}</p>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f1fa;font-family:Arial,Helvetica,sans-serif;color:#2b2340;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 16px;font-weight:bold;color:#5b3fa8">${PRODUCT}</p>
${body}
</div></body></html>`;
  const links = blocks.flatMap((block) => (typeof block === "string" ? [] : [block.link]));
  return { to, kind, subject, text, html, links };
}

/** Where links in mails point: SITE_URL when configured, else the address the request came to. */
export function siteOrigin(env: Env, requestUrl?: string): string | undefined {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, "");
  return requestUrl ? new URL(requestUrl).origin : undefined;
}

export function passwordResetMail(input: { to: string; username: string; link: string; hasPassword: boolean }): Mail {
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  return compose("password-reset", input.to, `Set a new ${PRODUCT} password`, [
    `Hello ${input.username},`,
    input.hasPassword
      ? `Someone, we hope you, asked to set a new password for your ${PRODUCT} account. Open the link below within ${minutes} minutes to choose it.`
      : `Someone, we hope you, asked to set a password for your ${PRODUCT} account, which you have so far entered through a sign-in provider. Open the link below within ${minutes} minutes to choose one.`,
    { link: input.link, label: "Choose a new password" },
    "The link works only once. If you did not ask for it, you can ignore this mail: nothing changes until the link is used.",
  ]);
}

export function emailChangedMail(input: { to: string; username: string; newEmail: string; at: Date }): Mail {
  const when = `${input.at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return compose("email-changed", input.to, `The email address of your ${PRODUCT} account changed`, [
    `Hello ${input.username},`,
    `On ${when} the email address of your ${PRODUCT} account was changed from ${input.to} to ${input.newEmail}. Mail about the account, such as password reset links, now goes to the new address.`,
    "If you made this change, there is nothing more to do.",
    `If you did not, someone else may know your password. Tell the people who run this ${PRODUCT} server straight away, so they can give the account back to you.`,
  ]);
}

export interface GroupInvitation {
  to: string;
  inviterName: string;
  groupName: string;
  groupType: "party" | "guild";
  link: string;
  /** The address already belongs to a player: the link opens the group instead of a sign-up. */
  hasAccount: boolean;
}

export function groupInvitationMail(input: GroupInvitation): Mail {
  const where = input.groupType === "party" ? `their party, ${input.groupName},` : `the guild ${input.groupName}`;
  const subject = input.groupType === "party" ? `${input.inviterName} invited you to their party on ${PRODUCT}` : `${input.inviterName} invited you to a guild on ${PRODUCT}`;
  const blocks: Block[] = input.hasAccount
    ? [
        "Hello,",
        `${input.inviterName} invited you to join ${where} on ${PRODUCT}. Log in to accept or decline the invitation.`,
        { link: input.link, label: "See the invitation" },
        "You can turn these mails off under Settings, Notifications.",
      ]
    : [
        "Hello,",
        `${input.inviterName} invited you to join ${where} on ${PRODUCT}, a habit tracker played as a role-playing game: your habits, dailies and to-dos earn your hero experience, gold and gear, and a party fights monsters together by getting things done.`,
        "Create your free account with the link below and the invitation will be waiting for you.",
        { link: input.link, label: "Accept and sign up" },
        `The link works for ${INVITATION_LINK_TTL_DAYS} days. If you do not know ${input.inviterName}, you can ignore this mail.`,
      ];
  return compose("group-invitation", input.to, subject, blocks);
}

export type GiftReceived = { type: "gems"; gems: number } | { type: "subscription"; months: number };

function describeGift(gift: GiftReceived): string {
  if (gift.type === "gems") return gift.gems === 1 ? "1 gem" : `${gift.gems} gems`;
  return gift.months === 1 ? "a 1-month subscription" : `a ${gift.months}-month subscription`;
}

export function giftReceivedMail(input: { to: string; fromName: string; gift: GiftReceived; message?: string; link?: string }): Mail {
  const blocks: Block[] = ["Hello,", `${input.fromName} sent you ${describeGift(input.gift)} on ${PRODUCT}. It is already yours.`];
  if (input.message?.trim()) blocks.push(`Their message:\n${input.message.trim()}`);
  if (input.link) blocks.push({ link: input.link, label: `Open ${PRODUCT}` });
  blocks.push("You can turn these mails off under Settings, Notifications.");
  return compose("gift-received", input.to, `${input.fromName} sent you a gift on ${PRODUCT}`, blocks);
}

/** Whether the player lets the game mail them about this (account mails ignore preferences). */
export function wantsMail(user: Pick<User, "preferences">, preference: string): boolean {
  const choices = (user.preferences as { emailNotifications?: Record<string, boolean> }).emailNotifications ?? {};
  if (choices.unsubscribeFromAll === true) return false;
  return !Object.hasOwn(choices, preference) || choices[preference] !== false;
}

/**
 * Tells a player about a gift of gems or a subscription. `to` is the recipient (whose email
 * preferences are honoured) or a bare address. Answers whether a mail went out.
 */
export async function sendGiftReceivedMail(
  env: Env,
  input: { to: string | Pick<User, "auth" | "preferences">; fromName: string; gift: GiftReceived; message?: string; origin?: string },
): Promise<boolean> {
  let address: string;
  if (typeof input.to === "string") address = input.to;
  else {
    if (!wantsMail(input.to, input.gift.type === "gems" ? "giftedGems" : "giftedSubscription")) return false;
    address = input.to.auth.local.email;
  }
  if (!address) return false;
  const origin = input.origin ?? siteOrigin(env);
  return sendMail(env, giftReceivedMail({ to: address, fromName: input.fromName, gift: input.gift, message: input.message, link: origin ? `${origin}/` : undefined }));
}
