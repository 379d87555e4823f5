/**
 * The browser's ICU message formatter. The client's catalogues arrive already parsed into ICU
 * syntax trees (scripts/i18n-precompile.mjs), so filling one in is a short walk over its tree:
 * this module stands in for intl-messageformat in the client's build (vite.config.ts), with the
 * part of its interface content/i18n/format.ts uses. tests/unit/web-message-format.test.ts
 * checks that it fills every message of every catalogue as intl-messageformat does.
 *
 * It knows the elements the catalogues use: text, `{name}`, plural (with `=n`, offset and
 * `#`), select, and numbers (plain, integer or percent). Anything else (dates, skeletons)
 * throws, which content/i18n/format.ts turns into its "Error processing the string" text; the
 * test above fails first if a catalogue ever uses it.
 */
import type { MessageFormatElement, PluralOrSelectOption } from "@formatjs/icu-messageformat-parser";

type Value = unknown;
type Part = { text: true; value: string } | { text: false; value: Value };

// The element kinds of @formatjs/icu-messageformat-parser's syntax tree (its TYPE enum).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: "percent" },
};

const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** A number's named style; a skeleton (`::…`) or another name is not supported here. */
function numberStyle(style: unknown): Intl.NumberFormatOptions | undefined {
  if (style === undefined || style === null) return undefined;
  if (typeof style === "string" && Object.hasOwn(NUMBER_STYLES, style)) return NUMBER_STYLES[style];
  throw new Error(`unsupported style ${JSON.stringify(style)}`);
}

function ownOption(options: Record<string, PluralOrSelectOption>, key: string): PluralOrSelectOption | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined;
}

export class IntlMessageFormat {
  private readonly ast: MessageFormatElement[];
  private readonly locale: string;

  constructor(message: string | MessageFormatElement[], locale: string, _formats?: unknown, _options?: unknown) {
    if (typeof message === "string") throw new TypeError("the browser formats parsed messages only");
    this.ast = message;
    this.locale = locale;
  }

  getAst(): MessageFormatElement[] {
    return this.ast;
  }

  /** The filled message: a string, or its parts in order when a value is not text (an element of a page). */
  format<T = string>(values?: Record<string, Value>): string | T | (string | T)[] {
    const parts = this.parts(this.ast, values ?? {}, undefined);
    if (parts.length === 1) return parts[0].value as string | T;
    if (parts.every((part) => part.text)) return parts.map((part) => part.value).join("");
    return parts.map((part) => part.value as string | T);
  }

  private numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
    return cached(
      `n|${this.locale}|${JSON.stringify(options ?? {})}`,
      () => new Intl.NumberFormat(this.locale, options),
    );
  }

  private parts(
    elements: MessageFormatElement[],
    values: Record<string, Value>,
    pluralValue: number | undefined,
  ): Part[] {
    const out: Part[] = [];
    const push = (part: Part) => {
      const last = out[out.length - 1];
      if (part.text && last?.text) last.value += part.value;
      else out.push(part.text ? { text: true, value: part.value } : part);
    };
    for (const element of elements) {
      if (element.type === LITERAL) {
        push({ text: true, value: element.value });
        continue;
      }
      if (element.type === POUND) {
        if (typeof pluralValue === "number") push({ text: true, value: this.numberFormat().format(pluralValue) });
        continue;
      }
      if (!Object.hasOwn(values, element.value)) throw new Error(`no value for ${element.value}`);
      const value = values[element.value];
      switch (element.type) {
        case ARGUMENT:
          if (typeof value === "string" || typeof value === "number" || typeof value === "bigint")
            push({ text: true, value: String(value) });
          else if (!value) push({ text: true, value: "" });
          else push({ text: false, value });
          break;
        case NUMBER:
          push({
            text: true,
            value: this.numberFormat(numberStyle(element.style)).format(value as number),
          });
          break;
        case SELECT: {
          const chosen = ownOption(element.options, String(value)) ?? element.options.other;
          if (!chosen) throw new Error(`no option for ${element.value}`);
          for (const part of this.parts(chosen.value, values, undefined)) push(part);
          break;
        }
        case PLURAL: {
          const count = Number(value) - (element.offset || 0);
          let chosen = ownOption(element.options, `=${value}`);
          if (!chosen) {
            const rules = cached(
              `p|${this.locale}|${element.pluralType}`,
              () => new Intl.PluralRules(this.locale, { type: element.pluralType }),
            );
            chosen = ownOption(element.options, rules.select(count)) ?? element.options.other;
          }
          if (!chosen) throw new Error(`no option for ${element.value}`);
          for (const part of this.parts(chosen.value, values, count)) push(part);
          break;
        }
        default:
          throw new Error(`unsupported element in a message: ${element.type}`);
      }
    }
    return out;
  }
}
