/**
 * The last small differences from the original game's API (issue 27): support cannot hand a
 * running group plan to another leader, a list of scores names a group's task by its own id,
 * staff-written news sets the players' "new stuff" flag, and the model routes' answers.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { database } from "../../db/client";
import { insertNewsPostStatement } from "../../db/news";
import { forgetLatestNews, LATEST_NEWS_TTL_MS, latestNews } from "../../worker/lib/latestNews";
import { staff } from "./admin.helpers";
import { partyWith } from "./groups.helpers";
import { api, type Credentials, register } from "./helpers";
import { buyWithSimulator } from "./payments.helpers";

async function planGuildWithMember(leader: Credentials, member: Credentials) {
  const { started } = await buyWithSimulator(leader, { type: "group-plan", groupPlan: { name: "Weekly chores" } });
  const groupId = started.groupId as string;
  await api("POST", `/groups/${groupId}/invite`, { auth: leader, body: { uuids: [member.id] } });
  expect((await api("POST", `/groups/${groupId}/join`, { auth: member })).status).toBe(200);
  return groupId;
}

describe("support and a running group plan", () => {
  it("refuses to change the leader of a group whose plan runs, and changes nothing", async () => {
    const leader = await register();
    const member = await register();
    const groupId = await planGuildWithMember(leader, member);
    const refused = await api("PUT", `/admin/groups/${groupId}`, {
      auth: await staff("groupSupport"),
      body: { leader: member.id, name: "Renamed by support" },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(401);
    expect(refused.body).toMatchObject({
      success: false,
      error: "NotAuthorized",
      message: t("cannotChangeLeaderWithActiveGroupPlan"),
    });
    const group = (await api("GET", `/groups/${groupId}`, { auth: leader })).body.data;
    expect(group.leader._id).toBe(leader.id);
    expect(group.name).not.toBe("Renamed by support");
  });

  it("still changes the leader of a group without a plan", async () => {
    const { groupId, accounts } = await partyWith(2);
    const [leader, member] = accounts;
    const changed = await api("PUT", `/admin/groups/${groupId}`, {
      auth: await staff("groupSupport"),
      body: { leader: member.id },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api("GET", `/groups/${groupId}`, { auth: leader })).body.data.leader._id).toBe(member.id);
  });
});

describe("a list of scores names a group's task by its own id", () => {
  it("scores an assigned member's own copy; a member it is not assigned to is refused and nothing is scored", async () => {
    const { groupId, accounts } = await partyWith(3);
    const [leader, member, other] = accounts;
    const master = (
      await api("POST", `/tasks/group/${groupId}`, { auth: leader, body: { type: "habit", text: "Stretch" } })
    ).body.data;
    expect((await api("POST", `/tasks/${master._id}/assign`, { auth: leader, body: [member.id] })).status).toBe(200);
    const own = (await api("POST", "/tasks/user", { auth: member, body: { type: "habit", text: "Drink water" } })).body
      .data;

    const scored = await api("POST", "/tasks/bulk-score", {
      auth: member,
      body: [
        { id: master._id, direction: "up" },
        { id: own._id, direction: "up" },
      ],
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    expect(scored.body.data.tasks).toHaveLength(2);
    const tasks = (await api("GET", "/tasks/user", { auth: member })).body.data;
    const copy = tasks.find((task: { group?: { taskId?: string } }) => task.group?.taskId === master._id);
    expect(scored.body.data.tasks[0].id).toBe(copy._id);
    expect(copy.value).toBeGreaterThan(0);
    expect(copy.counterUp).toBe(1);

    const before = (await api("GET", "/user", { auth: other })).body.data.stats;
    const refused = await api("POST", "/tasks/bulk-score", {
      auth: other,
      body: [{ id: master._id, direction: "up" }],
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: "NotAuthorized", message: t("groupTaskNotAssignedToYou") });
    expect((await api("GET", "/user", { auth: other })).body.data.stats).toEqual(before);

    const stranger = await register();
    const unknown = await api("POST", "/tasks/bulk-score", {
      auth: stranger,
      body: [{ id: master._id, direction: "up" }],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(t("taskNotFound"));
  });
});

describe("staff-written news and the players' new stuff flag", () => {
  const newStuffOf = async (account: Credentials) =>
    (await api("GET", "/user", { auth: account })).body.data.flags.newStuff as boolean;

  async function post(author: Credentials, fields: Record<string, unknown>) {
    const made = await api("POST", "/news", {
      auth: author,
      body: { title: "Lanterns at dusk", text: "The lantern walk starts tonight.", credits: "The staff", ...fields },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.data;
  }

  it("a published post sets the flag at once; a draft or a future-dated one does not", async () => {
    const writer = await staff("news");
    const player = await register();
    expect(await newStuffOf(player)).toBe(false);

    await post(writer, { published: false });
    expect(await newStuffOf(player)).toBe(false);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await post(writer, { published: true, publishDate: tomorrow });
    expect(await newStuffOf(player)).toBe(false);

    const published = await post(writer, { published: true });
    expect(await newStuffOf(player)).toBe(true);
    // An account made after the post has nothing new.
    expect(await newStuffOf(await register())).toBe(false);

    const read = await api("POST", "/news/read", { auth: player });
    expect(read.status).toBe(200);
    const after = (await api("GET", "/user", { auth: player })).body.data.flags;
    expect(after).toMatchObject({ newStuff: false, lastNewStuffRead: published._id });
  });

  it("unpublishing or deleting the post clears the flag; putting it off keeps its title in a notification", async () => {
    const writer = await staff("news");
    const player = await register();
    const postponer = await register();
    const made = await post(writer, { published: true });
    expect(await newStuffOf(player)).toBe(true);

    const hidden = await api("PUT", `/news/${made._id}`, { auth: writer, body: { published: false } });
    expect(hidden.status).toBe(200);
    expect(await newStuffOf(player)).toBe(false);
    await api("PUT", `/news/${made._id}`, { auth: writer, body: { published: true } });
    expect(await newStuffOf(player)).toBe(true);

    expect((await api("POST", "/news/tell-me-later", { auth: postponer })).status).toBe(200);
    const later = (await api("GET", "/user", { auth: postponer })).body.data;
    expect(later.flags.newStuff).toBe(false);
    expect(later.notifications.filter((note: { type: string }) => note.type === "NEW_STUFF")).toMatchObject([
      { data: { id: made._id, title: "Lanterns at dusk" } },
    ]);

    expect((await api("DELETE", `/news/${made._id}`, { auth: writer })).status).toBe(200);
    expect(await newStuffOf(player)).toBe(false);
  });
});

describe("the newest staff post is read at most once a minute", () => {
  it("keeps what it read for a minute, then reads again", async () => {
    const db = database(env.DB);
    const start = new Date();
    forgetLatestNews();
    const before = (await latestNews(db, start))?.id;
    expect(before).toBeDefined();
    const id = crypto.randomUUID();
    const at = start.toISOString();
    await insertNewsPostStatement(db, {
      id,
      title: "Written elsewhere",
      text: "Another isolate wrote this.",
      credits: "The staff",
      published: true,
      publishDate: at,
      author: crypto.randomUUID(),
      createdAt: at,
      updatedAt: at,
    });
    expect((await latestNews(db, new Date(start.getTime() + LATEST_NEWS_TTL_MS - 1)))?.id).toBe(before);
    expect((await latestNews(db, new Date(start.getTime() + LATEST_NEWS_TTL_MS)))?.id).toBe(id);
  });
});

describe("GET /models/{model}/paths answers as the original's", () => {
  it("refuses a model it does not list with a bad request saying so", async () => {
    for (const name of ["1234", "secrets", "__proto__", "User"]) {
      const refused = await api("GET", `/models/${name}/paths`);
      expect(refused.status, name).toBe(400);
      expect(refused.body).toMatchObject({ success: false, error: "BadRequest", message: t("modelNotFound") });
      expect(refused.body.errors).toEqual([{ param: "model", message: t("modelNotFound"), value: name }]);
    }
  });

  it("lists the id of every model as a String and no version key", async () => {
    for (const model of ["habit", "daily", "todo", "reward", "user", "tag", "challenge", "group"]) {
      const listed = await api("GET", `/models/${model}/paths`);
      expect(listed.status, model).toBe(200);
      expect(listed.body.data[model === "tag" ? "id" : "_id"], model).toBe("String");
      expect(listed.body.data, model).not.toHaveProperty("__v");
    }
  });
});
