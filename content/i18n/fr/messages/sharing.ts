/** Salons en direct et liens d'invitation partagés (en/sharing.ts). */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "Tu as déjà {max} connexions en direct à ce groupe. Fermes-en une (un autre onglet ou un autre appareil) puis réessaie.",
  onlyLeaderManagesInviteLinks: "Seul le chef du groupe peut créer, voir et révoquer ses liens d'invitation partagés.",
  inviteLinksMax: "Un groupe peut avoir au plus {max} liens d'invitation partagés à la fois. Révoques-en un d'abord.",
  inviteLinkNotFound: "Ce lien d'invitation n'existe pas, ou il a déjà été révoqué.",
};
