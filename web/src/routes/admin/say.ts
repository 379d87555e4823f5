/** The staff screens' texts: the English-only `admin` namespace (web/src/i18n/en/admin.json). */
import { type MessageVars, translate } from "../../i18n";
import adminText from "../../i18n/namespaces/admin";

export { adminText };

export const say = (key: keyof typeof adminText.en, vars?: MessageVars): string => translate(adminText, key, vars);
