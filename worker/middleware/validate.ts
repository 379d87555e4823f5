import type { Context } from "hono";
import * as v from "valibot";
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

/** The JSON body, or a 400 when it is missing or malformed. An empty body reads as `{}`. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new GameError("BadRequest", "invalidJson");
  }
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
    v.string("must be a string"),
    v.minLength(min, min === 1 ? "must not be empty" : `must be at least ${min} characters`),
    v.maxLength(max, `must be at most ${max} characters`),
  );

/**
 * A number from a query or path string, written as plain decimal digits (an optional minus
 * and fraction): "1e2", "0x10", "Infinity" or " 2" reach the rule as NaN, which it refuses.
 */
export function numberParam(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  return /^-?\d{1,15}(\.\d{1,15})?$/.test(raw) ? Number(raw) : Number.NaN;
}

/** A position in a list from the path: plain digits, -1 meaning the end. */
export const positionParam = v.pipe(v.string(), v.regex(/^-?\d{1,9}$/, "must be a whole number"), v.transform(Number), v.minValue(-1, "must be -1 or more"));

/** An optional page number from the query: plain digits, at most `max`. */
export const pageParam = (max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, "must be a whole number"), v.transform(Number), v.maxValue(max, `must be at most ${max}`)));
