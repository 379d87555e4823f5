import type text from "../../en/web/accountImport";
import type { Translation } from "../../define";

export default {
  originalTitle: "Traga sua conta do Habitica",
  originalIntro:
    "Já joga Habitica? Traga para cá suas tarefas, etiquetas, configurações, seu avatar e seus itens. Este servidor pergunta ao próprio Habitica, com seu ID de usuário e seu token de API, então chega exatamente o que sua conta tem lá.",
  whereTitle: "Onde encontrá-los",
  whereText:
    "No Habitica, abra as Configurações e vá até a seção API. Copie seu ID de usuário e seu token de API (toque em “Mostrar token de API”) para os campos abaixo.",
  tokenPromise:
    "Seu token de API funciona como uma senha. Ele é usado só nesta consulta ao Habitica e nunca é guardado nem escrito em nenhum registro.",
  comesTitle: "O que vem",
  comesTasks: "Hábitos, diárias, afazeres e recompensas, com suas listas, agendas, lembretes e histórico",
  comesTags: "Etiquetas (uma que você já tem aqui com o mesmo nome é reaproveitada)",
  comesSettings: "Configurações, seu perfil e a aparência do seu avatar",
  comesItems:
    "Equipamentos, mascotes, montarias, ovos, poções de eclosão, comida, pergaminhos de missão, itens especiais e fundos",
  staysTitle: "O que fica lá",
  staysCurrencies: "Ouro, gemas e ampulhetas místicas",
  staysStats: "Nível, experiência, vida, mana, atributos e classe",
  staysAchievements: "Conquistas",
  staysPurchases: "Assinaturas e compras",
  staysSocial: "Grupo, guildas, desafios com suas tarefas, e mensagens",
  addNotReplace:
    "Nada do que você tem aqui é removido: as tarefas importadas entram no topo das suas listas e os itens contados são somados aos seus. Uma conta do Habitica só pode vir para este servidor uma vez.",
  userId: "ID de usuário do Habitica",
  apiToken: "Token de API do Habitica",
  credentialsHint: "Os dois se parecem com 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.",
  bring: "Trazer minha conta",
  bringing: "Consultando o Habitica…",
  unavailable:
    "Este servidor não está configurado para trazer contas do Habitica. Você ainda pode importar um arquivo de dados abaixo (sem itens).",
  failed: "Não foi possível trazer sua conta. Tente de novo.",
  broughtTitle: "Boas-vindas! Sua conta chegou.",
  brought:
    "Adicionados: {tasks, plural, one {# tarefa} other {# tarefas}}, {tags, plural, one {# etiqueta nova} other {# etiquetas novas}}, {items, plural, one {# tipo de item} other {# tipos de itens}} e {settings, plural, one {# configuração} other {# configurações}}.",
  unknownHere: "Não existem neste jogo, então ficaram lá: {keys}.",
  fileTitle: "Importar um arquivo de dados",
  fileText:
    "Tem uma exportação de dados (userdata.json) do Habitica? Ela traz suas tarefas, etiquetas, listas, histórico e configurações.",
  fileNoItems:
    "Um arquivo não prova o que você tem, então ele não traz itens, ouro, gemas, ampulhetas, conquistas nem compras. Para trazer seus itens, use “Traga sua conta do Habitica” acima.",
  fileItemsAllowed:
    "Neste servidor, um arquivo também pode trazer itens (uma vez por conta): quem administra o servidor escolheu confiar em arquivos.",
  exportFile: "Arquivo de exportação de dados",
  notAnExport:
    "Este arquivo não é uma exportação de dados em JSON. Escolha o arquivo userdata.json que você baixou do Habitica.",
  tooLarge: "Este arquivo é grande demais para importar de uma vez.",
  checking: "Lendo o arquivo…",
  ready:
    "Pronto para importar {tasks, plural, one {# tarefa} other {# tarefas}}, {tags, plural, one {# etiqueta nova} other {# etiquetas novas}} e {settings, plural, one {# configuração} other {# configurações}}.",
  itemsToo: "Itens também vêm junto: {items, plural, one {# tipo} other {# tipos}}.",
  itemsDone: "Os itens de um arquivo de dados já foram trazidos para esta conta uma vez; eles não vêm de novo.",
  notImported: "Isto fica lá:",
  importNow: "Importar agora",
  importing: "Importando…",
  imported:
    "Importados: {tasks, plural, one {# tarefa} other {# tarefas}}, {tags, plural, one {# etiqueta} other {# etiquetas}} e {settings, plural, one {# configuração} other {# configurações}}.",
  importedItems: "Itens trazidos: {items, plural, one {# tipo} other {# tipos}}.",
  skipChallengeTasks:
    "{count, plural, one {# tarefa que pertence a um desafio} other {# tarefas que pertencem a um desafio}}",
  skipGroupTasks: "{count, plural, one {# tarefa que pertence a um grupo} other {# tarefas que pertencem a um grupo}}",
  skipFinishedTodos: "{count, plural, one {# afazer concluído} other {# afazeres concluídos}}",
  skipWithoutText: "{count, plural, one {# tarefa sem texto} other {# tarefas sem texto}}",
  skipChallengeTags:
    "{count, plural, one {# etiqueta de desafio ou de grupo} other {# etiquetas de desafio ou de grupo}}",
  skipOverTaskLimit:
    "{count, plural, one {# tarefa acima do máximo de tarefas por jogador} other {# tarefas acima do máximo de tarefas por jogador}}",
  skipOverTagLimit:
    "{count, plural, one {# etiqueta acima do máximo de etiquetas por jogador} other {# etiquetas acima do máximo de etiquetas por jogador}}",
} satisfies Translation<typeof text>;
