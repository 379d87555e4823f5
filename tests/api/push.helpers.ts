/**
 * A browser's side of Web Push for the API tests: a subscription (a P-256 key pair and an auth
 * secret, as PushManager makes them) at the fake push service (tests/api/fakePush.ts), and the
 * decryption of what the service received (RFC 8291, aes128gcm), written from the RFC.
 */

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
  publicRaw: Uint8Array;
  authSecret: Uint8Array;
}

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64(text: string): Uint8Array {
  const padded = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

let counter = 0;

/** A new subscription at https://push.test/send/<prefix><n>. */
export async function subscription(prefix = "device-"): Promise<TestSubscription> {
  counter += 1;
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const authSecret = crypto.getRandomValues(new Uint8Array(16));
  return {
    endpoint: `https://push.test/send/${prefix}${counter}-${crypto.randomUUID()}`,
    keys: { p256dh: base64url(publicRaw), auth: base64url(authSecret) },
    privateKey: pair.privateKey,
    publicRaw,
    authSecret,
  };
}

export interface ReceivedPush {
  headers: Record<string, string>;
  body: string;
}

/** What the fake push service received for a subscription, oldest first. */
export async function received(sub: Pick<TestSubscription, "endpoint">): Promise<ReceivedPush[]> {
  const id = new URL(sub.endpoint).pathname.split("/").pop();
  return (await (await fetch(`https://push.test/__test/messages/${id}`)).json()) as ReceivedPush[];
}

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Decrypts one aes128gcm message (RFC 8188 framing, RFC 8291 keys) and parses its JSON. */
export async function decrypt<T = unknown>(sub: TestSubscription, message: ReceivedPush): Promise<T> {
  const body = fromBase64(message.body);
  const salt = body.slice(0, 16);
  const idLength = body[20];
  const serverPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  const serverKey = await crypto.subtle.importKey(
    "raw",
    serverPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits(
      // The Web Crypto name of the other side's key; workerd's types spell it `$public`.
      { name: "ECDH", public: serverKey } as unknown as SubtleCryptoDeriveKeyAlgorithm,
      sub.privateKey,
      256,
    ),
  );
  const text = new TextEncoder();
  const ikm = await hkdf(
    sub.authSecret,
    shared,
    concat(text.encode("WebPush: info\0"), sub.publicRaw, serverPublic),
    32,
  );
  const cek = await hkdf(salt, ikm, text.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, text.encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("not the last record");
  return JSON.parse(new TextDecoder().decode(padded.slice(0, end))) as T;
}
