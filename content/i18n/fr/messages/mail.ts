/** Les e-mails du jeu (en/mail.ts) : nouveau mot de passe, adresse modifiée, invitations, cadeaux. */
export const mailMessages: Record<string, string> = {
  mailHello: "Bonjour {name},",
  mailHelloPlain: "Bonjour,",
  mailTurnOff: "Tu peux désactiver ces e-mails dans les Paramètres, rubrique Notifications.",
  mailResetSubject: "Choisis un nouveau mot de passe {product}",
  mailResetText:
    "Quelqu’un (toi, on l’espère) a demandé à définir un nouveau mot de passe pour ton compte {product}. Ouvre le lien ci-dessous dans les {minutes} minutes pour le choisir.",
  mailResetTextNoPassword:
    "Quelqu’un (toi, on l’espère) a demandé à définir un mot de passe pour ton compte {product}, auquel tu te connectais jusqu’ici via un fournisseur de connexion. Ouvre le lien ci-dessous dans les {minutes} minutes pour en choisir un.",
  mailResetButton: "Choisir un nouveau mot de passe",
  mailResetFooter:
    "Le lien ne fonctionne qu’une seule fois. Si tu n’as rien demandé, tu peux ignorer cet e-mail : rien ne change tant que le lien n’est pas utilisé.",
  mailEmailChangedSubject: "L’adresse e-mail de ton compte {product} a changé",
  mailEmailChangedText:
    "Le {when}, l’adresse e-mail de ton compte {product} est passée de {old} à {new}. Les e-mails concernant le compte, comme les liens pour réinitialiser le mot de passe, arrivent désormais à la nouvelle adresse.",
  mailEmailChangedYou: "Si c’est toi qui as fait ce changement, tu n’as rien d’autre à faire.",
  mailEmailChangedNotYou:
    "Sinon, quelqu’un d’autre connaît peut-être ton mot de passe. Préviens tout de suite les personnes qui gèrent ce serveur {product}, pour qu’elles puissent te rendre ton compte.",
  mailInviteSubjectParty: "{inviter} t’invite dans son équipe sur {product}",
  mailInviteSubjectGuild: "{inviter} t’invite dans une guilde sur {product}",
  mailInvitePlayerParty:
    "{inviter} t’invite à rejoindre son équipe, {group}, sur {product}. Connecte-toi pour accepter ou refuser l’invitation.",
  mailInvitePlayerGuild:
    "{inviter} t’invite à rejoindre la guilde {group} sur {product}. Connecte-toi pour accepter ou refuser l’invitation.",
  mailInviteSee: "Voir l’invitation",
  mailInviteNewParty:
    "{inviter} t’invite à rejoindre son équipe, {group}, sur {product}, un suivi d’habitudes qui se joue comme un jeu de rôle : tes habitudes, quotidiennes et tâches rapportent à ton héros de l’expérience, de l’or et de l’équipement, et une équipe affronte des monstres ensemble en venant à bout de ses tâches.",
  mailInviteNewGuild:
    "{inviter} t’invite à rejoindre la guilde {group} sur {product}, un suivi d’habitudes qui se joue comme un jeu de rôle : tes habitudes, quotidiennes et tâches rapportent à ton héros de l’expérience, de l’or et de l’équipement, et une équipe affronte des monstres ensemble en venant à bout de ses tâches.",
  mailInviteCreate: "Crée ton compte gratuit avec le lien ci-dessous : l’invitation t’y attendra.",
  mailInviteAccept: "Accepter et s’inscrire",
  mailInviteLifetime: "Le lien est valable {days} jours. Si tu ne connais pas {inviter}, tu peux ignorer cet e-mail.",
  mailGiftGems: "{count, plural, one {# gemme} many {# gemmes} other {# gemmes}}",
  mailGiftSubscription:
    "{months, plural, one {un abonnement d’un mois} many {un abonnement de # mois} other {un abonnement de # mois}}",
  mailGiftSent: "{from} t’a envoyé {gift} sur {product}. C’est déjà à toi !",
  mailGiftMessage: "Son message :\n{message}",
  mailGiftOpen: "Ouvrir {product}",
  mailGiftSubject: "{from} t’a envoyé un cadeau sur {product}",
};
