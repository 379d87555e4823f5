/**
 * `npm start`, `npm run dev` and `npm run bench` take their port from `--port` or PORT, and a
 * busy or impossible port ends them at once, before anything is installed or built, with the
 * ways to pick another.
 */
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdPort, PortError, portInUse, requestedPort } from "../../scripts/lib.mjs";

const root = join(__dirname, "..", "..");

describe("the port a command listens on", () => {
  it("comes from --port, then PORT, then the command's own", () => {
    expect(requestedPort([], {}, 8787)).toBe(8787);
    expect(requestedPort([], { PORT: "9001" }, 8787)).toBe(9001);
    expect(requestedPort(["--port", "9002"], { PORT: "9001" }, 8787)).toBe(9002);
    expect(requestedPort(["--dev", "--port=9003"], {}, 8787)).toBe(9003);
    expect(requestedPort([], { PORT: "" }, 8790)).toBe(8790);
  });

  it("refuses what is not a port, saying which setting is wrong", () => {
    const reason = (argv: string[], env: Record<string, string>) => {
      try {
        requestedPort(argv, env, 8787);
      } catch (error) {
        expect(error).toBeInstanceOf(PortError);
        return (error as Error).message;
      }
      throw new Error(`accepted ${argv.join(" ")} ${JSON.stringify(env)}`);
    };
    expect(reason(["--port"], {})).toMatch(/--port needs a port number/);
    expect(reason(["--port", "--dev"], {})).toMatch(/--port needs a port number/);
    expect(reason(["--port", "80a"], {})).toMatch(/--port "80a" is not a port/);
    expect(reason([], { PORT: "70000" })).toMatch(/PORT "70000" is not a port/);
    expect(reason([], { PORT: "0" })).toMatch(/PORT "0" is not a port/);
    expect(reason(["--port=-1"], {})).toMatch(/--port "-1" is not a port/);
  });
});

describe("a busy port", () => {
  let holder: Server;
  let busy: number;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    busy = (holder.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  /** Runs a script with the given arguments; resolves with its exit code and output. */
  function run(script: string, args: string[], env: Record<string, string> = {}) {
    return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
      const started = Date.now();
      const child = spawn(process.execPath, [join(root, "scripts", script), ...args], {
        cwd: root,
        env: { ...process.env, PORT: "", ...env },
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("exit", (code) => resolve({ code, output, ms: Date.now() - started }));
    });
  }

  it("is seen as busy, and a closed one as free", async () => {
    expect(await portInUse(busy)).toBe(true);
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    expect(await portInUse(port)).toBe(false);
  });

  it.each([
    ["npm start", "start.mjs", ["--port", "PORT_HERE"], {}],
    ["npm start", "start.mjs", [], { PORT: "PORT_HERE" }],
    ["npm run dev", "start.mjs", ["--dev", "--port=PORT_HERE"], {}],
    ["npm run bench", "bench.mjs", ["--port", "PORT_HERE"], {}],
  ] as const)(
    "stops %s (%s %j %j) at once, before building, naming how to pick another",
    async (command, script, args, env) => {
      const fill = (text: string) => text.replace("PORT_HERE", String(busy));
      const result = await run(
        script,
        args.map(fill),
        Object.fromEntries(Object.entries(env).map(([name, value]) => [name, fill(value)])),
      );
      expect(result.code, result.output).toBe(1);
      expect(result.output).toContain(`port ${busy} is already in use`);
      expect(result.output).toMatch(new RegExp(`PORT=\\d+ ${command}`));
      expect(result.output).toMatch(new RegExp(`${command} -- --port \\d+`));
      expect(result.output).not.toMatch(/building|installing|migrating/);
      expect(result.ms).toBeLessThan(5_000);
    },
  );

  it("is held by a start that is still building, until its server takes it", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const hold = await holdPort(port, "npm start");
    try {
      expect(await portInUse(port)).toBe(true);
      const second = await run("start.mjs", ["--port", String(port)]);
      expect(second.code).toBe(1);
      expect(second.output).toContain(`port ${port} is already in use`);
    } finally {
      await hold.release();
    }
    expect(await portInUse(port)).toBe(false);
  });

  it("an impossible port is refused the same way", async () => {
    const result = await run("start.mjs", [], { PORT: "http" });
    expect(result.code).toBe(2);
    expect(result.output).toContain('PORT "http" is not a port');
  });
});
