/** Salas ao vivo e links de convite compartilhados (en/sharing.ts). */
export const sharingMessagesPt: Record<string, string> = {
  liveConnectionsMax:
    "Você já tem {max} conexões ao vivo com este grupo. Feche uma delas (outra aba ou outro aparelho) e tente de novo.",
};
