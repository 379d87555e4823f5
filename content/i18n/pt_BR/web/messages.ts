import type text from "../../en/web/messages";
import type { Translation } from "../../define";

export default {
  unblocked: "Você desbloqueou {name}.",
  blockedNotice: "Você bloqueou {name}. Agora nenhum dos dois pode mandar mensagens ao outro.",
  unblock: "Desbloquear",
  block: "Bloquear",
  loadingConversation: "Carregando a conversa…",
  noMessages: "Nenhuma mensagem ainda. Diga oi!",
  messages: "Mensagens",
  you: "Você",
  liked: "Curtido",
  like: "Curtir",
  likes: "{count, plural, one {# curtida} many {# curtidas} other {# curtidas}}",
  delete: "Excluir",
  messageTo: "Mensagem para {name}",
  writeTo: "Escreva para {name}…",
  send: "Enviar",
  canMessage: "Outros jogadores podem te mandar mensagens de novo.",
  cannotMessage: "Outros jogadores não podem mais te mandar mensagens.",
  receive: "Receber mensagens privadas",
  newMessageTo: "Nova mensagem para (nome de usuário)",
  start: "Começar",
  conversations: "Conversas",
  loadingMessages: "Carregando suas mensagens…",
  noneYet: "Você ainda não tem mensagens.",
  pickConversation: "Escolha uma conversa ou comece uma com o nome de usuário de um jogador.",
} satisfies Translation<typeof text>;
