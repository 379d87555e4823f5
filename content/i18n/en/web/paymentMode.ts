/** Purchases on a server that takes no payments, and a group plan's guild that stays private. */
import { defineText } from "../../define";

export default defineText("paymentMode", {
  purchasesOff: "Purchases are turned off: this server does not take payments.",
  planGuildStaysPrivate: "A guild with a running group plan stays private.",
});
