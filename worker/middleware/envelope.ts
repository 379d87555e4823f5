import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { t } from "../../content/i18n";
import type { AppEnv } from "../env";

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
  notifications: unknown[];
  userV?: number;
  appVersion: string;
}

/**
 * Answers with the success envelope. The user's server notifications and version come from
 * the user this request last loaded or wrote, so a route never has to remember them.
 */
export function ok<T>(
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
  if (options.messageKey) body.message = t(options.messageKey, options.messageVars, user?.preferences.language);
  if (user) body.userV = user._v;
  return c.json(body, options.status ?? 200);
}
