/** The party's room tells its members when a member's bars moved outside its other events. */
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../party/protocol";
import { api, register } from "./helpers";
import { connect, ticketFor } from "./rooms.helpers";

describe("member changes in a party's room", () => {
  it("a member's day rollover is heard as member.changed", async () => {
    const leader = await register();
    const party = await api("POST", "/groups", { auth: leader, body: { type: "party", name: "Bar Watchers" } });
    expect(party.status, JSON.stringify(party.body)).toBe(201);
    const groupId = party.body.data._id as string;
    const ticket = await ticketFor(leader, groupId);
    const live = await connect(ticket.body.data.url);
    expect(live.response.status).toBe(101);

    await api("POST", "/debug/set-cron", {
      auth: leader,
      body: { lastCron: new Date(Date.now() - 2 * 86_400_000).toISOString() },
    });
    // The first request of the new day rolls it over.
    expect((await api("GET", "/user", { auth: leader })).status).toBe(200);
    let heard: ServerMessage | undefined;
    while (heard?.type !== "member.changed") heard = await live.next();
    expect(heard).toEqual({ type: "member.changed", userId: leader.id });
    live.socket?.close();
  });
});
