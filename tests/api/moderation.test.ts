/**
 * The moderation queue: reports across groups by the spec's thresholds, and the clear, delete
 * and revoke actions, each in the group's audit log.
 */
import { describe, expect, it } from "vitest";
import { CHAT_FLAG_FROM_MOD, CHAT_FLAG_LIMIT_FOR_HIDING, TAVERN_ID } from "../../content/data/constants";
import { expectError, staff } from "./admin.helpers";
import { addMember, createGuild } from "./groups.helpers";
import { api, register, type Credentials } from "./helpers";

async function post(author: Credentials, groupId: string, text: string): Promise<string> {
  const response = await api("POST", `/groups/${groupId}/chat`, { auth: author, body: { message: text } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.message.id;
}

async function queued(moderator: Credentials, messageId: string) {
  const queue = (await api("GET", "/admin/moderation", { auth: moderator })).body.data as { id: string }[];
  return queue.find((entry) => entry.id === messageId) as Record<string, any> | undefined;
}

describe("the moderation queue", () => {
  it("lists reported messages across groups, private ones included, with their standing", async () => {
    const moderator = await staff("moderator");
    const author = await register();
    const [first, second] = [await register(), await register()];
    const guildId = await createGuild(author, { name: "Hidden Hollow", privacy: "private" });
    await addMember(guildId, author, first);
    const unreported = await post(author, TAVERN_ID, `fine words ${crypto.randomUUID()}`);
    const once = await post(author, TAVERN_ID, `rude words ${crypto.randomUUID()}`);
    const inGuild = await post(author, guildId, `guild words ${crypto.randomUUID()}`);
    expect(
      (await api("POST", `/groups/${TAVERN_ID}/chat/${once}/flag`, { auth: first, body: { comment: "unkind" } }))
        .status,
    ).toBe(200);
    expect((await api("POST", `/groups/${guildId}/chat/${inGuild}/flag`, { auth: first })).status).toBe(200);
    expect(await queued(moderator, unreported)).toBeUndefined();
    expect(await queued(moderator, once)).toMatchObject({
      groupId: TAVERN_ID,
      group: { id: TAVERN_ID, type: "tavern" },
      flagCount: 1,
      hidden: false,
      shadowMuted: false,
      flags: { [first.id]: { comment: "unkind" } },
      author: { id: author.id, username: author.username, chatRevoked: false },
    });
    expect(await queued(moderator, inGuild)).toMatchObject({
      group: { id: guildId, name: "Hidden Hollow", privacy: "private" },
      flagCount: 1,
    });
    // A second report hides it from other players; a moderator's report alone counts five.
    expect((await api("POST", `/groups/${TAVERN_ID}/chat/${once}/flag`, { auth: second })).status).toBe(200);
    expect(await queued(moderator, once)).toMatchObject({ flagCount: CHAT_FLAG_LIMIT_FOR_HIDING, hidden: true });
    const byMod = await post(author, TAVERN_ID, `more words ${crypto.randomUUID()}`);
    await api("POST", `/groups/${TAVERN_ID}/chat/${byMod}/flag`, { auth: moderator });
    expect(await queued(moderator, byMod)).toMatchObject({ flagCount: CHAT_FLAG_FROM_MOD, hidden: true });
    // Group support sees the queue of one group on its page.
    const support = await staff("groupSupport");
    const page = (await api("GET", `/admin/groups/${guildId}`, { auth: support })).body.data;
    expect(page.flaggedMessages.map((entry: { id: string }) => entry.id)).toEqual([inGuild]);
  });

  it("clears, deletes and revokes, each recorded on the group", async () => {
    const moderator = await staff("moderator");
    const author = await register();
    const reporters = [await register(), await register()];
    const reader = await register();
    const cleared = await post(author, TAVERN_ID, `misjudged ${crypto.randomUUID()}`);
    const removed = await post(author, TAVERN_ID, `removed ${crypto.randomUUID()}`);
    for (const reporter of reporters) {
      await api("POST", `/groups/${TAVERN_ID}/chat/${cleared}/flag`, { auth: reporter });
      await api("POST", `/groups/${TAVERN_ID}/chat/${removed}/flag`, { auth: reporter });
    }
    const visibleTo = async (who: Credentials, id: string) =>
      ((await api("GET", `/groups/${TAVERN_ID}/chat`, { auth: who })).body.data as { id: string }[]).some(
        (entry) => entry.id === id,
      );
    expect(await visibleTo(reader, cleared)).toBe(false);

    expect((await api("POST", `/admin/moderation/${TAVERN_ID}/${cleared}/clear`, { auth: moderator })).status).toBe(
      200,
    );
    expect(await visibleTo(reader, cleared)).toBe(true);
    expect(await queued(moderator, cleared)).toBeUndefined();

    expect((await api("DELETE", `/admin/moderation/${TAVERN_ID}/${removed}`, { auth: moderator })).status).toBe(200);
    expect(await visibleTo(author, removed)).toBe(false);
    expectError(
      await api("DELETE", `/admin/moderation/${TAVERN_ID}/${removed}`, { auth: moderator }),
      404,
      "chatMessageNotFound",
    );

    const another = await post(author, TAVERN_ID, `again ${crypto.randomUUID()}`);
    const revoked = await api("POST", `/admin/moderation/${TAVERN_ID}/${another}/revoke`, { auth: moderator });
    expect(revoked.body.data).toEqual({ userId: author.id, chatRevoked: true });
    expectError(
      await api("POST", `/groups/${TAVERN_ID}/chat`, { auth: author, body: { message: "let me speak" } }),
      401,
      "chatPrivilegesRevoked",
    );

    const groupAudit = (await api("GET", `/admin/audit/group/${TAVERN_ID}`, { auth: moderator })).body.data as {
      action: string;
      changes: { path: string }[];
    }[];
    expect(
      groupAudit.find((entry) => entry.action === "deleteMessage" && entry.changes[0].path === `chat.${removed}`)
        ?.changes[0],
    ).toMatchObject({ old: { authorId: author.id, flagCount: 2 }, new: null });
    expect(
      groupAudit.find((entry) => entry.action === "clearFlags" && entry.changes[0].path === `chat.${cleared}.flagCount`)
        ?.changes[0],
    ).toMatchObject({ old: 2, new: 0 });
    const support = await staff("userSupport");
    const userAudit = (await api("GET", `/admin/audit/user/${author.id}`, { auth: support })).body.data;
    expect(userAudit[0]).toMatchObject({
      action: "revokeChat",
      actor: { id: moderator.id },
      changes: [{ path: "flags.chatRevoked", old: null, new: true }],
    });
  });

  it("moderating from the chat itself is audited too, and refuses what is not there", async () => {
    const moderator = await staff("moderator");
    const author = await register();
    const message = await post(author, TAVERN_ID, `from chat ${crypto.randomUUID()}`);
    expect((await api("DELETE", `/groups/${TAVERN_ID}/chat/${message}`, { auth: moderator })).status).toBe(200);
    const audit = (await api("GET", `/admin/audit/group/${TAVERN_ID}`, { auth: moderator })).body.data as {
      action: string;
      changes: { path: string }[];
    }[];
    expect(audit.some((entry) => entry.action === "deleteMessage" && entry.changes[0].path === `chat.${message}`)).toBe(
      true,
    );
    // The author deleting their own words is no staff action.
    const own = await post(author, TAVERN_ID, `own ${crypto.randomUUID()}`);
    expect((await api("DELETE", `/groups/${TAVERN_ID}/chat/${own}`, { auth: author })).status).toBe(200);
    const after = (await api("GET", `/admin/audit/group/${TAVERN_ID}`, { auth: moderator })).body.data as {
      changes: { path: string }[];
    }[];
    expect(after.some((entry) => entry.changes[0].path === `chat.${own}`)).toBe(false);
    expectError(
      await api("POST", `/admin/moderation/${TAVERN_ID}/${crypto.randomUUID()}/clear`, { auth: moderator }),
      404,
      "chatMessageNotFound",
    );
    expectError(
      await api("POST", `/admin/moderation/${TAVERN_ID}/${crypto.randomUUID()}/revoke`, { auth: moderator }),
      404,
      "chatMessageNotFound",
    );
  });

  it("refuses players and staff without a moderation role", async () => {
    const player = await register();
    const support = await staff("userSupport");
    const author = await register();
    const message = await post(author, TAVERN_ID, `words ${crypto.randomUUID()}`);
    for (const who of [player, support]) {
      expectError(await api("GET", "/admin/moderation", { auth: who }), 401, "noPrivAccess");
      expectError(
        await api("POST", `/admin/moderation/${TAVERN_ID}/${message}/clear`, { auth: who }),
        401,
        "noPrivAccess",
      );
      expectError(await api("DELETE", `/admin/moderation/${TAVERN_ID}/${message}`, { auth: who }), 401, "noPrivAccess");
      expectError(
        await api("POST", `/admin/moderation/${TAVERN_ID}/${message}/revoke`, { auth: who }),
        401,
        "noPrivAccess",
      );
    }
    expect(
      (await api("GET", `/groups/${TAVERN_ID}/chat`, { auth: player })).body.data.some(
        (entry: { id: string }) => entry.id === message,
      ),
    ).toBe(true);
  });
});
