import type text from "../../en/web/messages";
import type { Translation } from "../../define";

export default {
  unblocked: "Desbloqueaste a {name}.",
  blockedNotice: "Bloqueaste a {name}. Ahora ninguno de los dos puede escribirle al otro.",
  unblock: "Desbloquear",
  block: "Bloquear",
  loadingConversation: "Cargando la conversación…",
  noMessages: "Aún no hay mensajes. ¡Saluda!",
  messages: "Mensajes",
  you: "Tú",
  liked: "Te gusta",
  like: "Me gusta",
  likes: "{count, plural, one {# me gusta} other {# me gusta}}",
  delete: "Eliminar",
  messageTo: "Mensaje para {name}",
  writeTo: "Escribe a {name}…",
  send: "Enviar",
  canMessage: "Los demás jugadores pueden volver a escribirte.",
  cannotMessage: "Los demás jugadores ya no pueden escribirte.",
  receive: "Recibir mensajes privados",
  newMessageTo: "Nuevo mensaje para (nombre de usuario)",
  start: "Empezar",
  conversations: "Conversaciones",
  loadingMessages: "Cargando tus mensajes…",
  noneYet: "Aún no tienes mensajes.",
  pickConversation: "Elige una conversación o empieza una con el nombre de usuario de un jugador.",
} satisfies Translation<typeof text>;
