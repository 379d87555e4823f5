import { describe, expect, it } from "vitest";
import { PARTY_MEMBER_LIMIT } from "../../content/data/constants";
import { api } from "./helpers";
import { me, partyWith } from "./groups.helpers";

describe("a busy party chat", () => {
  it("takes a message from each of 30 members at once, in a strict order, and marks them unread for the others", async () => {
    const { groupId, accounts } = await partyWith(PARTY_MEMBER_LIMIT);
    const posts = await Promise.all(
      accounts.map((account, index) =>
        api("POST", `/groups/${groupId}/chat`, { auth: account, body: { message: `checking in ${index}` } }),
      ),
    );
    expect(posts.map((post) => post.status)).toEqual(accounts.map(() => 200));
    const chat = await api("GET", `/groups/${groupId}/chat`, { auth: accounts[0] });
    expect(chat.body.data).toHaveLength(accounts.length);
    const timestamps = chat.body.data.map((message: { timestamp: number }) => message.timestamp);
    expect(new Set(timestamps).size).toBe(accounts.length);
    for (const account of accounts.slice(0, 5)) expect((await me(account)).newMessages[groupId].value).toBe(true);
  });
});
