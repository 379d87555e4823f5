import type text from "../../en/web/paymentMode";
import type { Translation } from "../../define";

export default {
  purchasesOff: "Les achats sont désactivés : ce serveur n’accepte pas de paiements.",
  planGuildStaysPrivate: "Une guilde avec une offre de groupe en cours reste privée.",
} satisfies Translation<typeof text>;
