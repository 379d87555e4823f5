import type text from "../../en/web/paymentMode";
import type { Translation } from "../../define";

export default {
  purchasesOff: "Käufe sind ausgeschaltet: Dieser Server nimmt keine Zahlungen an.",
  planGuildStaysPrivate: "Eine Gilde mit laufendem Gruppenplan bleibt privat.",
} satisfies Translation<typeof text>;
