/**
 * The mails the game sends, each in plain text and simple HTML, and the helpers that send
 * them. Mails about the account itself (a reset link, a changed address) always go out; the
 * others follow the player's email preferences.
 */
import { INVITATION_LINK_TTL_DAYS, PASSWORD_RESET_TTL_MINUTES } from "../../content/data/constants";
import { localeOf, t } from "../../content/i18n";
import type { MessageVars } from "../../content/i18n/format";
import type { User } from "../../content/rules/types";
import type { Env } from "../env";
import { loadLanguage } from "../lib/catalogues";
import { sendMail, type Mail, type MailKind } from "./mailer";

const PRODUCT = "Habitforge";

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/** A paragraph of a mail: text, or a link shown as a button in HTML and on its own line in text. */
type Block = string | { link: string; label: string };

function compose(kind: MailKind, to: string, subject: string, blocks: Block[]): Mail {
  const text = blocks
    .map((block) => (typeof block === "string" ? block : `${block.label}:\n${block.link}`))
    .join("\n\n");
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

/** The language a mail is written in: the recipient's (or, to a stranger, the sender's) choice. */
export type MailLanguage = string | undefined;

export function passwordResetMail(input: {
  to: string;
  username: string;
  link: string;
  hasPassword: boolean;
  language?: MailLanguage;
}): Mail {
  const say = (key: string, vars: MessageVars = {}) => t(key, { product: PRODUCT, ...vars }, input.language);
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  return compose("password-reset", input.to, say("mailResetSubject"), [
    say("mailHello", { name: input.username }),
    say(input.hasPassword ? "mailResetText" : "mailResetTextNoPassword", { minutes }),
    { link: input.link, label: say("mailResetButton") },
    say("mailResetFooter"),
  ]);
}

export function emailChangedMail(input: {
  to: string;
  username: string;
  newEmail: string;
  at: Date;
  language?: MailLanguage;
}): Mail {
  const say = (key: string, vars: MessageVars = {}) => t(key, { product: PRODUCT, ...vars }, input.language);
  const when =
    input.language && input.language !== "en"
      ? new Intl.DateTimeFormat(localeOf(input.language), {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: "UTC",
          timeZoneName: "short",
        }).format(input.at)
      : `${input.at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return compose("email-changed", input.to, say("mailEmailChangedSubject"), [
    say("mailHello", { name: input.username }),
    say("mailEmailChangedText", { when, old: input.to, new: input.newEmail }),
    say("mailEmailChangedYou"),
    say("mailEmailChangedNotYou"),
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
  language?: MailLanguage;
}

export function groupInvitationMail(input: GroupInvitation): Mail {
  const say = (key: string, vars: MessageVars = {}) =>
    t(key, { product: PRODUCT, inviter: input.inviterName, group: input.groupName, ...vars }, input.language);
  const party = input.groupType === "party";
  const subject = say(party ? "mailInviteSubjectParty" : "mailInviteSubjectGuild");
  const blocks: Block[] = input.hasAccount
    ? [
        say("mailHelloPlain"),
        say(party ? "mailInvitePlayerParty" : "mailInvitePlayerGuild"),
        { link: input.link, label: say("mailInviteSee") },
        say("mailTurnOff"),
      ]
    : [
        say("mailHelloPlain"),
        say(party ? "mailInviteNewParty" : "mailInviteNewGuild"),
        say("mailInviteCreate"),
        { link: input.link, label: say("mailInviteAccept") },
        say("mailInviteLifetime", { days: INVITATION_LINK_TTL_DAYS }),
      ];
  return compose("group-invitation", input.to, subject, blocks);
}

export type GiftReceived = { type: "gems"; gems: number } | { type: "subscription"; months: number };

export function giftReceivedMail(input: {
  to: string;
  fromName: string;
  gift: GiftReceived;
  message?: string;
  link?: string;
  language?: MailLanguage;
}): Mail {
  const say = (key: string, vars: MessageVars = {}) =>
    t(key, { product: PRODUCT, from: input.fromName, ...vars }, input.language);
  const gift =
    input.gift.type === "gems"
      ? say("mailGiftGems", { count: input.gift.gems })
      : say("mailGiftSubscription", { months: input.gift.months });
  const blocks: Block[] = [say("mailHelloPlain"), say("mailGiftSent", { gift })];
  if (input.message?.trim()) blocks.push(say("mailGiftMessage", { message: input.message.trim() }));
  if (input.link) blocks.push({ link: input.link, label: say("mailGiftOpen") });
  blocks.push(say("mailTurnOff"));
  return compose("gift-received", input.to, say("mailGiftSubject"), blocks);
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
  input: {
    to: string | Pick<User, "auth" | "preferences">;
    fromName: string;
    gift: GiftReceived;
    message?: string;
    origin?: string;
    language?: MailLanguage;
  },
): Promise<boolean> {
  let address: string;
  let language: MailLanguage = input.language;
  if (typeof input.to === "string") address = input.to;
  else {
    language = input.to.preferences.language || language;
    if (!wantsMail(input.to, input.gift.type === "gems" ? "giftedGems" : "giftedSubscription")) return false;
    address = input.to.auth.local.email;
  }
  if (!address) return false;
  await loadLanguage(language);
  const origin = input.origin ?? siteOrigin(env);
  return sendMail(
    env,
    giftReceivedMail({
      to: address,
      fromName: input.fromName,
      gift: input.gift,
      message: input.message,
      link: origin ? `${origin}/` : undefined,
      language,
    }),
  );
}

/** A player's bug report, to the staff's address, in English (the staff's language). */
export function bugReportMail(input: {
  to: string;
  message: string;
  player: { id: string; name: string; username: string; email: string; userAgent: string };
  at: Date;
}): Mail {
  const say = (key: string, vars: MessageVars = {}) => t(key, { product: PRODUCT, ...vars }, "en");
  // One line, without control characters: the subject is a mail header.
  const subject = Array.from(say("bugReportMailSubject", { name: input.player.name }), (char) =>
    char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? " " : char,
  ).join("");
  return compose("bug-report", input.to, subject.slice(0, 200), [
    say("bugReportMailIntro"),
    input.message,
    say("bugReportMailFrom", { ...input.player, when: `${input.at.toISOString().slice(0, 16).replace("T", " ")} UTC` }),
  ]);
}
