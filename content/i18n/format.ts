/**
 * ICU message formatting (plurals, selects, numbers, `{placeholders}`) through FormatJS's
 * intl-messageformat. A message is either its source text or, in the client's build, the
 * syntax tree the build parsed it into (so the browser never downloads the parser).
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

export type CompiledMessage = string | MessageFormatElement[];
export type MessageVars = Record<string, string | number | Date | null | undefined>;

/** Shown when a template cannot be filled (spec §8). */
export function templateFailure(key: string): string {
  return `Error processing the string "${key}". Please see Help > Report a Bug.`;
}

const formatters = new Map<string, Map<CompiledMessage, IntlMessageFormat>>();

function formatterFor(message: CompiledMessage, locale: string): IntlMessageFormat {
  let byMessage = formatters.get(locale);
  if (!byMessage) {
    byMessage = new Map();
    formatters.set(locale, byMessage);
  }
  let formatter = byMessage.get(message);
  if (!formatter) {
    // Tags are plain text here: messages are shown as text, never as markup.
    formatter = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    byMessage.set(message, formatter);
  }
  return formatter;
}

/**
 * Fills a message whose values may be other than text (elements of a page), answering its
 * parts in order: strings and the values themselves.
 */
export function formatMessageParts<T>(
  key: string,
  message: CompiledMessage,
  vars: Record<string, string | number | T>,
  locale: string,
): (string | T)[] {
  if (typeof message === "string" && !message.includes("{")) return [message];
  try {
    const result = formatterFor(message, locale).format<T>(vars);
    return Array.isArray(result) ? result : [result as string | T];
  } catch {
    return [templateFailure(key)];
  }
}

/**
 * Fills a message in `locale`. Text without `{` is shown as written. A plain `{name}` with no
 * value stays as written (content texts such as "{count} times" are filled by the client
 * later); a plural or select without its value, or a broken template, gives the spec's
 * "Error processing the string" text rather than throwing.
 */
export function formatMessage(key: string, message: CompiledMessage, vars: MessageVars, locale: string): string {
  if (typeof message === "string" && !message.includes("{")) return message;
  try {
    const formatter = formatterFor(message, locale);
    const values: MessageVars = { ...vars };
    for (const element of formatter.getAst()) {
      // 1 is an argument without a format.
      if (element.type === 1 && (values[element.value] === undefined || values[element.value] === null))
        values[element.value] = `{${element.value}}`;
    }
    const result = formatter.format(values as Record<string, string | number | Date>);
    return typeof result === "string" ? result : Array.isArray(result) ? result.join("") : String(result);
  } catch {
    return templateFailure(key);
  }
}
