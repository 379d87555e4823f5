/**
 * What is wrong with one parameter of a request (an entry of an error envelope's `errors`), as
 * a message key with its values: schemas and routes write `paramMessage("paramMaxChars", { max })`
 * where a sentence would go (valibot takes it as the check's message), and the error envelope
 * words it in the request's language (`paramText`). No text here: the texts are the catalogues'.
 *
 * The key and its values travel as one string, `key` or `key {"name":"value"}`: keys hold no
 * space, and the values are kept as written (a limit of 2000 reads "2000" in every language).
 */
export type ParamValues = Record<string, string | number>;

export function paramMessage(key: string, values?: ParamValues): string {
  if (!values || Object.keys(values).length === 0) return key;
  return `${key} ${JSON.stringify(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])))}`;
}

/** The key and values of a parameter message; undefined for anything else (a sentence, a broken value). */
export function readParamMessage(message: string): { key: string; values: Record<string, string> } | undefined {
  const space = message.indexOf(" ");
  const key = space < 0 ? message : message.slice(0, space);
  if (!/^[A-Za-z][\w-]*$/.test(key)) return undefined;
  if (space < 0) return { key, values: {} };
  try {
    const values: unknown = JSON.parse(message.slice(space + 1));
    if (typeof values !== "object" || values === null || Array.isArray(values)) return undefined;
    if (!Object.values(values).every((value) => typeof value === "string")) return undefined;
    return { key, values: values as Record<string, string> };
  } catch {
    return undefined;
  }
}
