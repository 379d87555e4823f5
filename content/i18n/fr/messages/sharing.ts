/** Salons en direct et liens d'invitation partagés (en/sharing.ts). */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "Tu as déjà {max} connexions en direct à ce groupe. Fermes-en une (un autre onglet ou un autre appareil) puis réessaie.",
};
