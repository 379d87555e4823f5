import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hasMessage } from "../../content/i18n";

const RULES_DIR = join(__dirname, "../../content/rules");
// Refusals and result messages as the rules write them: notAuthorized("key"), message: "key", ...
const KEY_PATTERN =
  /(?:notAuthorized|badRequest|notFound|forbidden)\("([A-Za-z]+)"|message(?:: | = )"([A-Za-z]+)"|"(message[A-Z][A-Za-z]+|armoire[A-Z][a-z]+)"/g;

describe("rule message keys", () => {
  it("every key a rule uses has an English text", () => {
    const keys = new Set<string>();
    for (const file of readdirSync(RULES_DIR).filter((name) => name.endsWith(".ts"))) {
      for (const match of readFileSync(join(RULES_DIR, file), "utf8").matchAll(KEY_PATTERN))
        keys.add(match[1] ?? match[2] ?? match[3]);
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => !hasMessage(key))).toEqual([]);
  });
});
