/**
 * A push service (RFC 8030) for the API tests, at https://push.test: it checks each message's
 * VAPID authorization (RFC 8292: an ES256 token for its origin, signed by the key it names) and
 * aes128gcm encoding, and keeps the encrypted bodies for the tests to decrypt.
 * - POST /send/<id>: 201; ids starting with `gone-` answer 410, `missing-` 404, `down-` 503;
 * - GET /__test/messages/<id>: what <id> received, `{ headers, body }` with the body in base64.
 * Runs in Node beside workerd (vitest.api.config.ts routes the host here).
 */
interface Received {
  headers: Record<string, string>;
  body: string;
}

const received = new Map<string, Received[]>();

function fromBase64url(text: string): Uint8Array {
  const padded = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function vapidProblem(request: Request, origin: string): Promise<string | undefined> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.get("authorization") ?? "");
  if (!match) return "missing vapid authorization";
  const [header, payload, signature] = match[1].split(".");
  if (!header || !payload || !signature) return "malformed token";
  const key = await crypto.subtle.importKey(
    "raw",
    fromBase64url(match[2]),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const signed = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromBase64url(signature),
    new TextEncoder().encode(`${header}.${payload}`),
  );
  if (!signed) return "bad signature";
  const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return "wrong audience";
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return "bad expiry";
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return "bad subject";
  return undefined;
}

export async function fakePush(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const [, first = "", id = ""] = url.pathname.split("/");
  if (first === "__test" && id === "messages") {
    const key = url.pathname.split("/")[3] ?? "";
    return Response.json(received.get(key) ?? []);
  }
  if (first !== "send" || request.method !== "POST") return new Response("not found", { status: 404 });
  if (id.startsWith("gone-")) return new Response(null, { status: 410 });
  if (id.startsWith("missing-")) return new Response(null, { status: 404 });
  if (id.startsWith("down-")) return new Response(null, { status: 503 });
  const problem = await vapidProblem(request, url.origin);
  if (problem) return new Response(problem, { status: 403 });
  if (request.headers.get("content-encoding") !== "aes128gcm") return new Response("encoding", { status: 400 });
  if (!request.headers.get("ttl")) return new Response("ttl", { status: 400 });
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > 4096) return new Response(null, { status: 413 });
  const list = received.get(id) ?? [];
  list.push({ headers: Object.fromEntries(request.headers), body: toBase64(body) });
  received.set(id, list);
  return new Response(null, { status: 201 });
}
