/** Salas ao vivo e links de convite compartilhados (en/sharing.ts). */
export const sharingMessagesPt: Record<string, string> = {
  liveConnectionsMax:
    "Você já tem {max} conexões ao vivo com este grupo. Feche uma delas (outra aba ou outro aparelho) e tente de novo.",
  onlyLeaderManagesInviteLinks:
    "Só o líder do grupo pode criar, ver e revogar os links de convite compartilhados do grupo.",
  inviteLinksMax:
    "Um grupo pode ter no máximo {max} links de convite compartilhados ao mesmo tempo. Revogue um primeiro.",
  inviteLinkNotFound: "Esse link de convite não existe ou já foi revogado.",
};
