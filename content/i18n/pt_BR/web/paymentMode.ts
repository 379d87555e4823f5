import type text from "../../en/web/paymentMode";
import type { Translation } from "../../define";

export default {
  purchasesOff: "As compras estão desligadas: este servidor não aceita pagamentos.",
  planGuildStaysPrivate: "Uma guilda com plano de grupo ativo continua privada.",
} satisfies Translation<typeof text>;
