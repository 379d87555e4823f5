/**
 * The headers every page and asset carries (web/public/_headers, copied into the built client
 * and applied by Workers static assets, SPA fallback included), and a page that needs no
 * inline script or style to run under them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";

const root = join(__dirname, "..", "..");

/** The `_headers` rules: URL pattern -> header name (lower case) -> value. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const index = line.indexOf(":");
    current?.set(line.slice(0, index).trim().toLowerCase(), line.slice(index + 1).trim());
  }
  return rules;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name, values] as [string, string[]];
      }),
  );
}

describe("the client's headers", () => {
  const rules = parseHeadersFile(readFileSync(join(root, "web", "public", "_headers"), "utf8"));
  const all = rules.get("/*");

  it("reach the built client: Vite copies web/public into dist/client", () => {
    expect(viteConfig.publicDir).toBe(join(root, "web", "public"));
    expect(viteConfig.build?.outDir).toBe(join(root, "dist", "client"));
  });

  it("apply to every path, so the single-page fallback carries them too", () => {
    expect(all).toBeDefined();
  });

  it("forbid inline and foreign script, framing, plugins and foreign connections", () => {
    const policy = directives(all!.get("content-security-policy") ?? "");
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    for (const [name, values] of policy) {
      expect(values, name).not.toContain("'unsafe-inline'");
      expect(values, name).not.toContain("'unsafe-eval'");
      expect(values, name).not.toContain("*");
    }
  });

  it("turn off sniffing, keep referrers at home and switch off powerful features", () => {
    expect(all!.get("x-content-type-options")).toBe("nosniff");
    expect(["same-origin", "strict-origin", "strict-origin-when-cross-origin", "no-referrer"]).toContain(
      all!.get("referrer-policy"),
    );
    const permissions = all!.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(permissions).toContain(`${feature}=()`);
    expect(all!.get("x-frame-options")).toBe("DENY");
  });

  it("need no inline script or style in the page", () => {
    const html = readFileSync(join(root, "web", "index.html"), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe("");
    }
    expect(html).not.toMatch(/<style\b/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });
});
