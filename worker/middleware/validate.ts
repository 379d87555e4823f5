import { paramMessage } from "../../content/i18n/params";
import type { Context } from "hono";
import * as v from "valibot";
import { ATTRIBUTES } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import type { AppEnv } from "../env";

/** Checks a value against a valibot schema; one error entry per bad parameter. */
export function validate<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const seen = new Set<string>();
  const errors: { param: string; message: string; value?: unknown }[] = [];
  for (const issue of result.issues) {
    const param = v.getDotPath(issue) ?? "body";
    if (seen.has(param)) continue;
    seen.add(param);
    errors.push({ param, message: issue.message, value: issue.input });
  }
  throw new GameError("BadRequest", "invalidRequestParameters", {}, errors);
}

/**
 * A number written as text: plain decimal digits with an optional minus and fraction, at most
 * fifteen digits on each side. "1e2", "0x10", "Infinity", " 2" or "" are not numbers here.
 */
export const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * Body fields that hold numbers. Tools written for the public API send some of them as text
 * (`"priority": "1"`, every field of a form): such text, when it is a plain decimal, is read
 * as the number it writes, once, here, before any validation. Anything else stays as sent
 * and is refused by the validation that follows. A dotted path (PUT /user) is matched by its
 * last part.
 */
export const NUMERIC_BODY_FIELDS: ReadonlySet<string> = new Set([
  "priority",
  "value",
  "everyX",
  "daysOfMonth",
  "weeksOfMonth",
  "streak",
  "counterUp",
  "counterDown",
  "amount",
  "quantity",
  "gemAmount",
  "prize",
  "dayStart",
  "timezoneOffset",
  "to",
]);
/** Objects whose own fields are all numbers: allocate-bulk's `stats`. */
const NUMERIC_CHILDREN: Readonly<Record<string, readonly string[]>> = { stats: ATTRIBUTES };
/** Fields a form sends as "true" / "false" that stand for booleans (a JSON body sends booleans). */
const BOOLEAN_FORM_FIELDS: ReadonlySet<string> = new Set([
  "up",
  "down",
  "completed",
  "collapseChecklist",
  "yesterDaily",
  "sleep",
  "su",
  "m",
  "t",
  "w",
  "th",
  "f",
  "s",
]);

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf(".") + 1);
}

function numberFromText(value: unknown): unknown {
  return typeof value === "string" && DECIMAL_TEXT.test(value) ? Number(value) : value;
}

/** One field's value with declared numbers (and, from a form, booleans) read from their text. */
function fieldFromText(key: string, value: unknown, fromForm: boolean): unknown {
  const name = lastSegment(key);
  if (NUMERIC_BODY_FIELDS.has(name)) return Array.isArray(value) ? value.map(numberFromText) : numberFromText(value);
  const children = Object.hasOwn(NUMERIC_CHILDREN, name) ? NUMERIC_CHILDREN[name] : undefined;
  if (children && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([child, inner]) => [child, children.includes(child) ? numberFromText(inner) : inner]),
    );
  }
  if (!fromForm) return value;
  if ((value === "true" || value === "false") && BOOLEAN_FORM_FIELDS.has(name)) return value === "true";
  // A form nests with brackets (`repeat[m]=false`, `checklist[0][completed]=true`): the same rules apply inside.
  if (isPlainObject(value)) return objectFromText(value, true);
  if (Array.isArray(value)) return value.map((item) => (isPlainObject(item) ? objectFromText(item, true) : item));
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function objectFromText(value: Record<string, unknown>, fromForm: boolean): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) setOwn(result, key, fieldFromText(key, inner, fromForm));
  return result;
}

/** The body with declared fields read from their text: the object itself, or each object of a list (bulk creation). */
export function bodyFromText(raw: unknown, fromForm = false): unknown {
  if (Array.isArray(raw)) return raw.map((item) => (isPlainObject(item) ? objectFromText(item, fromForm) : item));
  return isPlainObject(raw) ? objectFromText(raw, fromForm) : raw;
}

/** Sets an own property, even one named like a member of Object.prototype, as JSON.parse does. */
function setOwn(target: Record<string, unknown> | unknown[], key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Form fields per path: `a=1`, `a[b]=1` (an object), `a[]=1` or `a[0]=1` (a list). */
const FORM_KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
/** A list index in a form key beyond this is taken as a plain name. */
const FORM_INDEX_MAX = 1000;

/** An `application/x-www-form-urlencoded` body as the object a JSON body would carry. */
export function parseForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = FORM_KEY.exec(key);
    const path = match ? [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1])] : [key];
    let node: Record<string, unknown> | unknown[] = result;
    for (let index = 0; index < path.length; index += 1) {
      const segment = path[index];
      const last = index === path.length - 1;
      const nextIsList = !last && (path[index + 1] === "" || /^\d{1,4}$/.test(path[index + 1]));
      if (Array.isArray(node)) {
        const position = segment === "" ? node.length : Number(segment);
        if (!/^\d{0,4}$/.test(segment) || position > Math.min(node.length, FORM_INDEX_MAX)) break;
        if (last) node[position] = value;
        else
          node = (node[position] =
            isPlainObject(node[position]) || Array.isArray(node[position]) ? node[position] : nextIsList ? [] : {}) as
            | Record<string, unknown>
            | unknown[];
        continue;
      }
      const existing = Object.hasOwn(node, segment) ? node[segment] : undefined;
      if (last) setOwn(node, segment, value);
      else {
        const child = isPlainObject(existing) || Array.isArray(existing) ? existing : nextIsList ? [] : {};
        setOwn(node, segment, child);
        node = child as Record<string, unknown> | unknown[];
      }
    }
  }
  return result;
}

function isForm(c: Context<AppEnv>): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(c.req.header("content-type") ?? "");
}

/**
 * The request body as JSON carries it, from a JSON or a form-encoded body, with declared
 * number fields read from their text (see NUMERIC_BODY_FIELDS); a 400 when it is malformed.
 * An empty body reads as `{}`.
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (isForm(c)) return bodyFromText(parseForm(text), true);
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new GameError("BadRequest", "invalidJson");
  }
  return bodyFromText(parsed);
}

export async function body<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  return validate(schema, await readJson(c));
}

export function query<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  return validate(schema, c.req.query());
}

/** Short, typed string field with a readable message. */
export const str = (max: number, min = 0) =>
  v.pipe(
    v.string(paramMessage("paramString")),
    v.minLength(min, min === 1 ? paramMessage("paramNotEmpty") : paramMessage("paramMinChars", { min })),
    v.maxLength(max, paramMessage("paramMaxChars", { max })),
  );

/**
 * A number from a query or path string, written as plain decimal digits (an optional minus
 * and fraction): "1e2", "0x10", "Infinity" or " 2" reach the rule as NaN, which it refuses.
 */
export function numberParam(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  return DECIMAL_TEXT.test(raw) ? Number(raw) : Number.NaN;
}

/** A position in a list from the path: plain digits, -1 meaning the end. */
export const positionParam = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,9}$/, paramMessage("paramWholeNumber")),
  v.transform(Number),
  v.minValue(-1, paramMessage("paramMinusOneOrMore")),
);

/** An optional page number from the query: plain digits, at most `max`. */
export const pageParam = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, paramMessage("paramWholeNumber")),
      v.transform(Number),
      v.maxValue(max, paramMessage("paramAtMost", { max })),
    ),
  );
