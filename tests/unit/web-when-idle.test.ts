import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "../../web/src/queries/client";
import { afterReadsWhenIdle, onIdle, whenIdle } from "../../web/src/whenIdle";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A read of the shared cache that answers when the test says so. */
function startRead(key: string): () => void {
  let answer: (value: string) => void = () => {};
  // A read still under way when the test ends is removed with the others (and so cancelled).
  queryClient
    .fetchQuery({
      queryKey: ["when-idle-test", key],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    })
    .catch(() => undefined);
  return () => answer("done");
}

afterEach(() => queryClient.removeQueries({ queryKey: ["when-idle-test"] }));

describe("idle extras wait for the screen's reads", () => {
  it("runs at once (after idle) when nothing is being read", async () => {
    let ran = false;
    afterReadsWhenIdle(() => (ran = true));
    await pause(400);
    expect(ran).toBe(true);
  });

  it("holds the work while a read is under way, and runs it once the read has answered", async () => {
    const answer = startRead("held");
    let ran = false;
    afterReadsWhenIdle(() => (ran = true), 5000);
    await pause(400);
    expect(ran).toBe(false);
    answer();
    await pause(400);
    expect(ran).toBe(true);
  });

  it("never waits past its cap for a read that does not answer", async () => {
    startRead("slow");
    let ran = false;
    afterReadsWhenIdle(() => (ran = true), 300);
    await pause(150);
    expect(ran).toBe(false);
    await pause(500);
    expect(ran).toBe(true);
  });

  it("a cancelled wait never runs", async () => {
    const answer = startRead("cancelled");
    let ran = false;
    const cancel = afterReadsWhenIdle(() => (ran = true), 5000);
    cancel();
    answer();
    await pause(400);
    expect(ran).toBe(false);
  });

  it("whenIdle starts the import only after the reads", async () => {
    const answer = startRead("import");
    let started = false;
    const load = whenIdle(async () => {
      started = true;
      return 42;
    }, 5000);
    const loaded = load();
    await pause(300);
    expect(started).toBe(false);
    answer();
    await expect(loaded).resolves.toBe(42);
    expect(started).toBe(true);
  });

  it("the code a first click needs does not wait for the reads", async () => {
    const answer = startRead("click-code");
    let ran = false;
    onIdle(() => (ran = true));
    await pause(400);
    expect(ran).toBe(true);
    answer();
  });
});
