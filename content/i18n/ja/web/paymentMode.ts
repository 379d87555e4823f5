import type text from "../../en/web/paymentMode";
import type { Translation } from "../../define";

export default {
  purchasesOff: "購入はできません。このサーバーは支払いを受け付けていません。",
  planGuildStaysPrivate: "グループプランが有効なギルドは非公開のままです。",
} satisfies Translation<typeof text>;
