/** Salas en directo y enlaces de invitación compartidos (en/sharing.ts). */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "Ya tienes {max} conexiones en directo con este grupo. Cierra una (otra pestaña u otro dispositivo) y vuelve a intentarlo.",
  onlyLeaderManagesInviteLinks:
    "Solo el líder del grupo puede crear, ver y revocar sus enlaces de invitación compartidos.",
  inviteLinksMax:
    "Un grupo puede tener como máximo {max} enlaces de invitación compartidos a la vez. Revoca uno primero.",
  inviteLinkNotFound: "Ese enlace de invitación no existe o ya se revocó.",
};
