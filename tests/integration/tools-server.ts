/**
 * A real local server for the tests that drive the public API's own tools (Node programs):
 * the Worker under `wrangler dev` with a fresh local D1, and a stand-in for habitica.com for
 * tools whose address cannot be changed: an HTTPS proxy (the `HTTPS_PROXY` every Node HTTP
 * client of theirs honours) that answers for habitica.com with a certificate made at start
 * and passes every request on to the local server.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import selfsigned from "selfsigned";

const ROOT = resolve(__dirname, "../..");
const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);
const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "true",
  PATH: `${join(ROOT, "node_modules", ".bin")}:${process.env.PATH}`,
};

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function waitForStatus(base: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${base}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the server did not start in ${timeoutMs} ms:\n${log()}`);
}

export interface ToolServer {
  /** http://127.0.0.1:<port> */
  base: string;
  stop(): Promise<void>;
}

/** The Worker with the development routes over a fresh local database (no client build needed). */
export async function startToolServer(): Promise<ToolServer> {
  const state = mkdtempSync(join(tmpdir(), "habitforge-tools-"));
  // The Worker's static assets binding needs the folder, not a built client.
  mkdirSync(join(ROOT, "dist", "client"), { recursive: true });
  const migrate = spawnSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state], {
    cwd: ROOT,
    env: OFFLINE_ENV,
    encoding: "utf8",
  });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  const [port, inspector] = [await freePort(), await freePort()];
  const child = spawn(
    bin("wrangler"),
    // Sign-ups and logins come from one address here: the per-address limit of a test server, as `npm start` has it.
    [
      "dev",
      "worker/index.dev.ts",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      String(inspector),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      "--var",
      "AUTH_RATE_LIMIT_MAX:120",
    ],
    { cwd: ROOT, env: OFFLINE_ENV, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once("exit", done));
      // The server's process group: wrangler and the runtime it started.
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
    }
    rmSync(state, { recursive: true, force: true });
  };
  try {
    await waitForStatus(base, child, 120_000, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export interface HostProxy {
  /** http://127.0.0.1:<port>, for HTTPS_PROXY */
  url: string;
  stop(): Promise<void>;
}

/**
 * An HTTPS proxy that answers CONNECT to `host`:443 itself (TLS with a certificate for that
 * host, made now) and passes each request on to `target`; any other host is refused.
 */
export async function startHostProxy(host: string, target: string): Promise<HostProxy> {
  const pems = await selfsigned.generate([{ name: "commonName", value: host }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: host }] }],
  });
  const targetUrl = new URL(target);
  const tls = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const upstream = http.request(
      new URL(request.url ?? "/", target),
      { method: request.method, headers: { ...request.headers, host: targetUrl.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  const sockets = new Set<Socket>();
  const proxy = http.createServer((_request, response) => {
    response.writeHead(405);
    response.end();
  });
  proxy.on("connect", (request: http.IncomingMessage, socket: Socket, head: Buffer) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    if (request.url !== `${host}:443`) {
      socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
      return;
    }
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length) socket.unshift(head);
    tls.emit("connection", socket);
  });
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
  const { port } = proxy.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => proxy.close(done));
      await new Promise((done) => tls.close(done));
    },
  };
}
