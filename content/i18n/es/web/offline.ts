import type text from "../../en/web/offline";
import type { Translation } from "../../define";

export default {
  pendingTitle: "Guardado en este dispositivo hasta que vuelva la conexión",
  pending: "Pendiente de envío",
  needsServer:
    "Estás sin conexión: para {action} hace falta el servidor. Podrás hacerlo de nuevo cuando vuelvas a estar en línea.",
  updateReady:
    "Hay una versión nueva de Habitforge lista. Recarga para actualizar; hasta entonces, esta página sigue con la versión con la que empezó.",
  reload: "Recargar para actualizar",
  doingBuyGems: "comprar gemas",
  doingSendMessage: "enviar un mensaje",
  doingBuy: "comprar",
  doingJoinParty: "unirte a un equipo",
  nothingChanged:
    "Estás sin conexión y eso necesita el servidor: no se ha cambiado nada. Inténtalo de nuevo cuando vuelvas a estar en línea.",
} satisfies Translation<typeof text>;
