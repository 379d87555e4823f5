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

/** A number from a query or path string; what is not a number reaches the rule as NaN. */
export function numberParam(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  return Number(raw);
}
