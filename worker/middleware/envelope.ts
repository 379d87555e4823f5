import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { hasMessage, t } from "../../content/i18n";
import type { SuccessEnvelope } from "../api-types/envelope";
import type { AppEnv } from "../env";
import { loadLanguage } from "../lib/catalogues";
import { requestLanguage } from "../lib/language";

export type { SuccessEnvelope };

/**
 * Answers with the success envelope. The user's server notifications and version come from
 * the user this request last loaded or wrote, so a route never has to remember them. The
 * message is in the request's language as it is now (a player may just have chosen another).
 */
export async function ok<T>(
  c: Context<AppEnv>,
  data: T,
  options: { status?: ContentfulStatusCode; messageKey?: string; messageVars?: Record<string, string | number> } = {},
) {
  const user = c.get("user");
  const body: SuccessEnvelope<T> = {
    success: true,
    data,
    notifications: user?.notifications ?? [],
    appVersion: c.env.APP_VERSION,
  };
  if (options.messageKey) {
    const language = requestLanguage(c);
    await loadLanguage(language);
    // Rules name items by their text keys (itemText, dropText): show the item's name.
    const vars = Object.fromEntries(
      Object.entries(options.messageVars ?? {}).map(([name, value]) => [
        name,
        typeof value === "string" && hasMessage(value) ? t(value, {}, language) : value,
      ]),
    );
    body.message = t(options.messageKey, vars, language);
  }
  if (user) body.userV = user._v;
  return c.json(body, options.status ?? 200);
}
