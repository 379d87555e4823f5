/** The mails the game sends: password reset, changed address, group invitations, gifts. */
export const mailMessages = {
  mailHello: "Hello {name},",
  mailHelloPlain: "Hello,",
  mailTurnOff: "You can turn these mails off under Settings, Notifications.",
  mailResetSubject: "Set a new {product} password",
  mailResetText:
    "Someone, we hope you, asked to set a new password for your {product} account. Open the link below within {minutes} minutes to choose it.",
  mailResetTextNoPassword:
    "Someone, we hope you, asked to set a password for your {product} account, which you have so far entered through a sign-in provider. Open the link below within {minutes} minutes to choose one.",
  mailResetButton: "Choose a new password",
  mailResetFooter:
    "The link works only once. If you did not ask for it, you can ignore this mail: nothing changes until the link is used.",
  mailEmailChangedSubject: "The email address of your {product} account changed",
  mailEmailChangedText:
    "On {when} the email address of your {product} account was changed from {old} to {new}. Mail about the account, such as password reset links, now goes to the new address.",
  mailEmailChangedYou: "If you made this change, there is nothing more to do.",
  mailEmailChangedNotYou:
    "If you did not, someone else may know your password. Tell the people who run this {product} server straight away, so they can give the account back to you.",
  mailInviteSubjectParty: "{inviter} invited you to their party on {product}",
  mailInviteSubjectGuild: "{inviter} invited you to a guild on {product}",
  mailInvitePlayerParty:
    "{inviter} invited you to join their party, {group}, on {product}. Log in to accept or decline the invitation.",
  mailInvitePlayerGuild:
    "{inviter} invited you to join the guild {group} on {product}. Log in to accept or decline the invitation.",
  mailInviteSee: "See the invitation",
  mailInviteNewParty:
    "{inviter} invited you to join their party, {group}, on {product}, a habit tracker played as a role-playing game: your habits, dailies and to-dos earn your hero experience, gold and gear, and a party fights monsters together by getting things done.",
  mailInviteNewGuild:
    "{inviter} invited you to join the guild {group} on {product}, a habit tracker played as a role-playing game: your habits, dailies and to-dos earn your hero experience, gold and gear, and a party fights monsters together by getting things done.",
  mailInviteCreate: "Create your free account with the link below and the invitation will be waiting for you.",
  mailInviteAccept: "Accept and sign up",
  mailInviteLifetime: "The link works for {days} days. If you do not know {inviter}, you can ignore this mail.",
  mailGiftGems: "{count, plural, one {# gem} other {# gems}}",
  mailGiftSubscription: "{months, plural, one {a 1-month subscription} other {a #-month subscription}}",
  mailGiftSent: "{from} sent you {gift} on {product}. It is already yours.",
  mailGiftMessage: "Their message:\n{message}",
  mailGiftOpen: "Open {product}",
  mailGiftSubject: "{from} sent you a gift on {product}",
} as const;
