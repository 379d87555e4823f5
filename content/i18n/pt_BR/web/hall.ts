import type text from "../../en/web/hall";
import type { Translation } from "../../define";

export default {
  hall: "Salão",
  contributors: "Colaboradores",
  patrons: "Patronos",
  patronsIntro: "Os jogadores que apoiaram o jogo lá no começo. Obrigado!",
  contributorsIntro: "Os jogadores que ajudam a construir o jogo: artistas, escritores, programadores e ajudantes.",
  loading: "Carregando…",
  nobody: "Ninguém aparece aqui ainda.",
  name: "Nome",
  tier: "Nível",
  level: "Nível",
  contribution: "Contribuição",
  previousPage: "Página anterior",
  nextPage: "Próxima página",
} satisfies Translation<typeof text>;
