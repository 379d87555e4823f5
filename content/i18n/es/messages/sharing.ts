/** Salas en directo y enlaces de invitación compartidos (en/sharing.ts). */
export const sharingMessages: Record<string, string> = {
  liveConnectionsMax:
    "Ya tienes {max} conexiones en directo con este grupo. Cierra una (otra pestaña u otro dispositivo) y vuelve a intentarlo.",
};
