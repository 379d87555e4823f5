import type text from "../../en/web/paymentMode";
import type { Translation } from "../../define";

export default {
  purchasesOff: "Las compras están desactivadas: este servidor no acepta pagos.",
  planGuildStaysPrivate: "Un gremio con un plan de grupo activo sigue siendo privado.",
} satisfies Translation<typeof text>;
