import type text from "../../en/web/siteData";
import type { Translation } from "../../define";

export default {
  dataDownloading: "Seus dados estão sendo baixados.",
  historyDownloading: "Seu histórico está sendo baixado.",
  exportTitle: "Exportar seus dados",
  exportText:
    "Baixe uma cópia de tudo sobre seu herói e suas tarefas, ou o histórico dos seus hábitos, Diárias e experiência como planilha.",
  downloadJson: "Baixar todos os dados (JSON)",
  downloadCsv: "Baixar histórico (CSV)",
  newToken: "Você tem um novo token de API. Ferramentas que usavam o antigo precisam deste agora.",
  tokenFailed: "Não foi possível trocar o token. Tente de novo.",
  credentialsTitle: "Credenciais da API",
  credentialsText:
    "Ferramentas e scripts que trabalham com sua conta precisam destes dois valores. Mantenha o token em segredo: ele funciona como uma senha.",
  userId: "ID de usuário",
  copyUserId: "Copiar ID de usuário",
  apiToken: "Token de API",
  hideToken: "Ocultar token",
  showToken: "Mostrar token",
  copyToken: "Copiar token de API",
  apiHint: "A API fica em {address}; envie estes valores nos cabeçalhos {userHeader} e {keyHeader}.",
  getNewToken: "Gerar um novo token de API",
  password: "Senha",
  tokenHint: "Se seu token vazou, gere um novo: o token antigo para de funcionar na hora.",
  replacing: "Trocando…",
  notAnExport:
    "Este arquivo não é uma exportação de dados em JSON. Escolha o arquivo userdata.json que você baixou do outro jogo.",
  tagFailed: "Não foi possível criar a etiqueta “{name}”.",
  tasksFailed:
    "{count, plural, one {# tarefa não pôde ser criada.} many {# tarefas não puderam ser criadas.} other {# tarefas não puderam ser criadas.}}",
  settingsFailed: "Não foi possível copiar suas configurações.",
  itemsFailedBecause: "Seus itens: {reason}",
  itemsFailed: "Não foi possível trazer seus itens.",
  importTitle: "Importar do jogo de código aberto",
  importText:
    "Veio do jogo de hábitos de código aberto? Baixe seus dados lá (o arquivo userdata.json) e traga suas tarefas, etiquetas, configurações e itens.",
  exportFile: "Arquivo de exportação de dados",
  ready:
    "Pronto para importar {tasks, plural, one {# tarefa} many {# tarefas} other {# tarefas}}, {tags, plural, one {# etiqueta nova} many {# etiquetas novas} other {# etiquetas novas}} e {settings, plural, one {# configuração} many {# configurações} other {# configurações}}.",
  itemsToo: "Seus itens vêm junto: {items}. Os itens só podem ser trazidos uma vez.",
  notImported: "Isto não será importado:",
  importing: "Importando…",
  importNow: "Importar agora",
  imported:
    "Importado: {tasks, plural, one {# tarefa} many {# tarefas} other {# tarefas}}, {tags, plural, one {# etiqueta} many {# etiquetas} other {# etiquetas}}, {settings, plural, one {# configuração} many {# configurações} other {# configurações}} e {items, plural, one {# tipo de item} many {# tipos de item} other {# tipos de item}}.",
  skipped: "Ignorado:",
  title: "Dados do site",
  intro: "Seus dados são seus: leve-os com você ou traga-os para cá.",
  planNoAccount: "O arquivo não é uma exportação de dados: não contém nenhuma conta.",
  planChallengeTags:
    "{count, plural, one {# etiqueta de desafio ou grupo} many {# etiquetas de desafio ou grupo} other {# etiquetas de desafio ou grupo}}: elas pertencem ao desafio ou ao grupo.",
  planNoText: "{count, plural, one {# tarefa sem texto} many {# tarefas sem texto} other {# tarefas sem texto}}.",
  planChallengeTask:
    "{count, plural, one {# tarefa que pertence a um desafio} many {# tarefas que pertencem a um desafio} other {# tarefas que pertencem a um desafio}}.",
  planGroupTask:
    "{count, plural, one {# tarefa que pertence a um grupo} many {# tarefas que pertencem a um grupo} other {# tarefas que pertencem a um grupo}}.",
  planFinishedTodo:
    "{count, plural, one {# tarefa que é um Afazer concluído} many {# tarefas que são Afazeres concluídos} other {# tarefas que são Afazeres concluídos}}.",
  planLooks: "Aparências de avatar desconhecidas aqui ou que precisam ser desbloqueadas com gemas antes: {looks}.",
  planBackground: "Seu cenário: os cenários são comprados na loja de personalização.",
  planLevel: "nível {level}",
  planGold: "{gold} de ouro",
  planExperience: "{exp} de experiência",
  planClass: "a classe {class}",
  planStats: "Seus atributos ({stats}): aqui os heróis ganham nível e ouro jogando.",
  planGear: "{count, plural, one {# peça de equipamento} many {# peças de equipamento} other {# peças de equipamento}}",
  planPets: "{count, plural, one {# mascote} many {# mascotes} other {# mascotes}}",
  planMounts: "{count, plural, one {# montaria} many {# montarias} other {# montarias}}",
  planEggs: "{count, plural, one {# tipo de ovo} many {# tipos de ovo} other {# tipos de ovo}}",
  planPotions: "{count, plural, one {# tipo de poção} many {# tipos de poção} other {# tipos de poção}}",
  planFood: "{count, plural, one {# tipo de comida} many {# tipos de comida} other {# tipos de comida}}",
  planScrolls:
    "{count, plural, one {# pergaminho de missão} many {# pergaminhos de missão} other {# pergaminhos de missão}}",
  planBackgrounds: "{count, plural, one {# cenário} many {# cenários} other {# cenários}}",
  planAchievements:
    "{count, plural, one {# conquista} many {# conquistas} other {# conquistas}}: aqui as conquistas são ganhas de novo.",
  planOthers: "Dados de grupo, guilda, desafio, mensagens e webhooks: eles ficam nos servidores do outro jogo.",
} satisfies Translation<typeof text>;
