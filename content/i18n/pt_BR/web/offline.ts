import type text from "../../en/web/offline";
import type { Translation } from "../../define";

export default {
  pendingTitle: "Guardado neste aparelho até a conexão voltar",
  pending: "Aguardando envio",
  needsServer:
    "Você está offline: {action} precisa do servidor. Isso volta a ser possível assim que você ficar online de novo.",
  updateReady:
    "Uma nova versão do Habitforge está pronta. Recarregue para atualizar; até lá, esta página continua com a versão com que começou.",
  reload: "Recarregar para atualizar",
  doingBuyGems: "comprar gemas",
  doingSendMessage: "enviar uma mensagem",
  doingBuy: "comprar",
  doingJoinParty: "entrar em um grupo",
  nothingChanged:
    "Você está offline, e isso precisa do servidor: nada foi alterado. Tente de novo quando voltar a ficar online.",
} satisfies Translation<typeof text>;
