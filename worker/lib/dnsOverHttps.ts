/**
 * Asking a DNS over HTTPS resolver (the JSON API Cloudflare's and Google's resolvers serve)
 * which addresses a host name has. The resolver follows CNAME chains itself; we keep the names
 * the chain passed through, so a caller can judge them as well as the final addresses.
 */
import type { Env } from "../env";

export const DEFAULT_DNS_RESOLVER = "https://cloudflare-dns.com/dns-query";
/** How long one question may take before the name counts as not resolved. */
export const DNS_TIMEOUT_MS = 3000;

const RECORD_A = 1;
const RECORD_CNAME = 5;
const RECORD_AAAA = 28;
/** The DNS answer codes that say the name (or the answer's last CNAME target) does not exist. */
const NXDOMAIN = 3;

export type Resolution =
  | { resolved: true; addresses: string[]; aliases: string[] }
  /** `missing`: the name does not exist or has no address; `unavailable`: no trustworthy answer. */
  | { resolved: false; reason: "missing" | "unavailable" };

interface DnsJsonAnswer {
  Status?: unknown;
  Answer?: unknown;
}

type TypeAnswer = { addresses: string[]; aliases: string[] } | "missing" | "unavailable";

async function ask(base: string, name: string, type: "A" | "AAAA"): Promise<TypeAnswer> {
  const url = new URL(base);
  url.searchParams.set("name", name);
  url.searchParams.set("type", type);
  let body: DnsJsonAnswer;
  try {
    const response = await fetch(url, {
      headers: { accept: "application/dns-json" },
      signal: AbortSignal.timeout(DNS_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return "unavailable";
    }
    body = (await response.json()) as DnsJsonAnswer;
  } catch {
    return "unavailable";
  }
  if (typeof body !== "object" || body === null || typeof body.Status !== "number") return "unavailable";
  if (body.Status === NXDOMAIN) return "missing";
  if (body.Status !== 0) return "unavailable";
  const addresses: string[] = [];
  const aliases: string[] = [];
  for (const record of Array.isArray(body.Answer) ? body.Answer : []) {
    if (typeof record !== "object" || record === null) return "unavailable";
    const { type, data } = record as { type?: unknown; data?: unknown };
    if (typeof data !== "string") return "unavailable";
    if (type === RECORD_A || type === RECORD_AAAA) addresses.push(data);
    else if (type === RECORD_CNAME) aliases.push(data.replace(/\.+$/, ""));
  }
  return { addresses, aliases };
}

/** Every A and AAAA address of `hostname`, asked of the configured resolver. */
export async function resolveHost(env: Pick<Env, "WEBHOOKS_DNS_RESOLVER">, hostname: string): Promise<Resolution> {
  const base = env.WEBHOOKS_DNS_RESOLVER || DEFAULT_DNS_RESOLVER;
  const name = hostname.replace(/\.+$/, "");
  const answers = await Promise.all([ask(base, name, "A"), ask(base, name, "AAAA")]);
  if (answers.includes("unavailable")) return { resolved: false, reason: "unavailable" };
  const found = answers.filter((answer) => typeof answer === "object");
  const addresses = found.flatMap((answer) => answer.addresses);
  if (addresses.length === 0) return { resolved: false, reason: "missing" };
  return { resolved: true, addresses, aliases: found.flatMap((answer) => answer.aliases) };
}
