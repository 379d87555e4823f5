// Every request runs in a D1 session: its answer carries the session's bookmark, the client
// sends the newest one back, and a read that starts from it sees the write that made it.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { requestBookmark, startWithout } from "../../worker/lib/d1Session";
import { api, register } from "./helpers";

const BOOKMARK = /^[0-9a-f]+(-[0-9a-f]+)*$/i;

function bookmarkOf(headers: Headers): string {
  const bookmark = headers.get("x-d1-bookmark") ?? "";
  expect(bookmark).toMatch(BOOKMARK);
  return bookmark;
}

describe("D1 sessions and bookmarks", () => {
  it("hands out a bookmark with every answer; a write moves it on and a read from it sees the write", async () => {
    const player = await register();
    const first = await api("GET", "/user", { auth: player });
    const before = bookmarkOf(first.headers);

    const created = await api("POST", "/tasks/user", {
      auth: player,
      body: { type: "todo", text: "Written at the primary" },
      headers: { "x-d1-bookmark": before },
    });
    expect(created.status).toBe(201);
    const afterWrite = bookmarkOf(created.headers);
    // Bookmarks sort oldest to newest: the write's comes after the one the client sent.
    expect(afterWrite > before).toBe(true);

    const read = await api("GET", "/tasks/user", { auth: player, headers: { "x-d1-bookmark": afterWrite } });
    expect(read.status).toBe(200);
    expect(read.body.data.map((task: { text: string }) => task.text)).toContain("Written at the primary");
    expect(bookmarkOf(read.headers) >= afterWrite).toBe(true);

    const renamed = await api("PUT", "/user", {
      auth: player,
      body: { "profile.name": "Bookmarked" },
      headers: { "x-d1-bookmark": afterWrite },
    });
    expect(renamed.status).toBe(200);
    const afterRename = bookmarkOf(renamed.headers);
    expect(afterRename > afterWrite).toBe(true);
    const user = await api("GET", "/user?userFields=profile", {
      auth: player,
      headers: { "x-d1-bookmark": afterRename },
    });
    expect(user.body.data.profile.name).toBe("Bookmarked");
  });

  it("carries a bookmark on error answers and public reads too", async () => {
    const refused = await api("GET", "/user", { auth: { id: crypto.randomUUID(), apiToken: crypto.randomUUID() } });
    expect(refused.status).toBe(401);
    bookmarkOf(refused.headers);
    const status = await api("GET", "/status");
    expect(status.status).toBe(200);
  });

  it("ignores a bookmark that is not one, and never fails a request for a bookmark", async () => {
    const player = await register();
    for (const sent of ["<script>", "x".repeat(500), "ffffffff-ffffffff-ffffffff-ffffffff", "", "0-0-0"]) {
      const read = await api("GET", "/user", { auth: player, headers: { "x-d1-bookmark": sent } });
      expect(read.status).toBe(200);
      expect(read.body.data._id).toBe(player.id);
      const write = await api("PUT", "/user", {
        auth: player,
        body: { "preferences.costume": false },
        headers: { "x-d1-bookmark": sent },
      });
      expect(write.status).toBe(200);
    }
  });

  it("starts reads unconstrained and writes at the primary when no bookmark is sent", () => {
    expect(startWithout("GET")).toBe("first-unconstrained");
    expect(startWithout("HEAD")).toBe("first-unconstrained");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(startWithout(method)).toBe("first-primary");
    const request = (value: string) => new Request("https://habitforge.test/", { headers: { "x-d1-bookmark": value } });
    expect(requestBookmark(request("0000000a-00000003-00004f8a-9b2c"))).toBe("0000000a-00000003-00004f8a-9b2c");
    expect(requestBookmark(request("first-primary"))).toBeUndefined();
    expect(requestBookmark(request("a b"))).toBeUndefined();
  });

  it("lets other sites' scripts send the bookmark and read it back", async () => {
    const preflight = await SELF.fetch("https://habitforge.test/api/v4/user", {
      method: "OPTIONS",
      headers: {
        Origin: "https://tool.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-d1-bookmark",
      },
    });
    expect(preflight.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("x-d1-bookmark");
    const answer = await SELF.fetch("https://habitforge.test/api/v4/status", {
      headers: { Origin: "https://tool.example" },
    });
    expect(answer.headers.get("Access-Control-Expose-Headers")?.toLowerCase()).toContain("x-d1-bookmark");
    await answer.arrayBuffer();
  });
});
