/**
 * The language a request is answered in: the player's own choice when signed in, else the
 * best match of the browser's Accept-Language (visitors, sign-in and registration), else English.
 */
import type { Context } from "hono";
import { isLanguage, languageFromAcceptLanguage, languageOfTag, type Language } from "../../content/i18n/languages";
import type { AppEnv } from "../env";

export function requestLanguage(c: Context<AppEnv>): Language {
  const chosen = c.get("user")?.preferences?.language;
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(c.req.header("Accept-Language"));
}

/** A `?language=` value: our code (`pt_BR`) or a tag (`pt-BR`, `de-AT`); English when we do not speak it. */
export function languageParam(raw: string | undefined): Language {
  if (!raw) return "en";
  if (isLanguage(raw)) return raw;
  return languageOfTag(raw) ?? "en";
}
