import type text from "../../en/web/guildAdmin";
import type { Translation } from "../../define";

export default {
  saved: "Os dados da guilda foram salvos.",
  editTitle: "Editar a guilda",
  name: "Nome",
  summary: "Resumo",
  summaryHint: "Uma ou duas linhas mostradas na lista de guildas.",
  description: "Descrição",
  markdownHint: "Markdown funciona: **negrito**, *itálico*, listas e links.",
  whoMayFind: "Quem pode encontrá-la",
  anyone: "Qualquer um (pública)",
  invitedOnly: "Só jogadores convidados (privada)",
  categories: "Categorias",
  leaderOnlyChallenges: "Só o líder e os gerentes podem criar desafios",
  saveGuild: "Salvar a guilda",
  cancel: "Cancelar",
  nowManager: "{name} agora é gerente.",
  noLongerManager: "{name} não é mais gerente.",
  removed: "{name} foi removido da guilda.",
  leadsNow: "Agora {name} lidera a guilda.",
  removeManager: "Tirar de gerente",
  makeManager: "Tornar gerente",
  makeLeader: "Tornar líder",
  remove: "Remover",
  removeTitle: "Remover {name}?",
  handOverTitle: "Passar a guilda para {name}?",
  removeText:
    "A pessoa sai da guilda e do chat dela; só pode voltar se a guilda for pública ou se for convidada de novo.",
  noteForThem: "Um recado para a pessoa (opcional)",
  handOverText:
    "Você continua na guilda como membro; {name} vira líder e pode editá-la, escolher gerentes e remover membros.",
  removeFromGuild: "Remover da guilda",
  makeThemLeader: "Tornar líder",
} satisfies Translation<typeof text>;
