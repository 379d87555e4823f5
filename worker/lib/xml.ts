/** A JSON value as an XML document: objects become elements, lists repeat their element. */

const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );
}

/** Keys that are not XML names (item keys starting with a digit, text with spaces) become `<entry key="...">`. */
function open(name: string): [string, string] {
  if (XML_NAME.test(name) && !/^xml/i.test(name)) return [`<${name}>`, `</${name}>`];
  return [`<entry key="${escapeXml(name)}">`, "</entry>"];
}

function element(name: string, value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) element(name, item, out);
    return;
  }
  const [start, end] = open(name);
  if (value === null || value === undefined) {
    out.push(start.replace(/>$/, "/>"));
    return;
  }
  if (typeof value === "object") {
    out.push(start);
    for (const [key, inner] of Object.entries(value)) element(key, inner, out);
    out.push(end);
    return;
  }
  out.push(`${start}${escapeXml(String(value))}${end}`);
}

export function toXml(rootName: string, value: Record<string, unknown>): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  element(rootName, value, out);
  return out.join("\n");
}
