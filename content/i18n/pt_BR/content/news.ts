/** Notícias do jogo. */
export const newsMessagesPt: Record<string, string> = {
  newsTitleStableOpens: "As portas do estábulo estão abertas",
  newsTextStableOpens:
    "Ovos, poções e comida agora caem quando você conclui tarefas. Choque seu primeiro mascote pelo inventário, dê a comida favorita dele e veja-o crescer até virar uma montaria que você pode cavalgar.",
  newsTitleShopsOpen: "Cinco lojas, uma praça do mercado",
  newsTextShopsOpen:
    "O mercado, a loja de missões, a loja de personalizações, a loja sazonal e os viajantes do tempo abriram as portas. Fixe na sua coluna de recompensas tudo aquilo para o que você está juntando, para não perder o objetivo de vista.",
  newsTitleImport: "Traga suas tarefas antigas",
  newsTextImport:
    "Vem do jogo de hábitos de código aberto? Em Configurações → Dados do site agora dá para importar a exportação de dados de lá: suas tarefas, etiquetas e configurações chegam em um minuto, e a gente conta o que ficou para trás.",
  newsTitleSeasons: "Uma nova estação nas lojas",
  newsTextSeasons:
    "A loja sazonal muda com o calendário: cada estação traz seus próprios equipamentos de classe, feitiços e missões. Dê uma passada enquanto durarem.",
};
