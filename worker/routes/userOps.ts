/**
 * The player's game actions under /user (spec §7 User): each route gathers its inputs, runs
 * one pure rule from content/rules on the freshest user inside the guarded write, persists
 * what the rule changed and answers with the rule's data and message.
 */
import { paramMessage } from "../../content/i18n/params";
import { Hono, type Context } from "hono";
import { allocate, allocateBulk, allocateNow, statSync } from "../../content/rules/allocate";
import { shopContextAt } from "../../content/rules/availability";
import { buy } from "../../content/rules/buy";
import { buyGemsWithGold } from "../../content/rules/buyGems";
import { buyMysterySet, purchaseWithHourglass } from "../../content/rules/hourglass";
import { purchaseWithGems } from "../../content/rules/purchase";
import { buyArmoire } from "../../content/rules/buyArmoire";
import { buyGear } from "../../content/rules/buyGear";
import { buyQuestWithGold } from "../../content/rules/buyQuest";
import { buySpecialSpell } from "../../content/rules/buySpecial";
import { changeClass, disableClasses } from "../../content/rules/classes";
import { revive } from "../../content/rules/death";
import { equip, unequip } from "../../content/rules/equip";
import { GameError } from "../../content/rules/errors";
import { feed } from "../../content/rules/feed";
import { own } from "../../content/rules/lookup";
import { hatch } from "../../content/rules/hatch";
import { buyHealthPotion } from "../../content/rules/health";
import { openMysteryItem } from "../../content/rules/mysteryItems";
import { movePinnedItem, togglePinnedItem } from "../../content/rules/pinned";
import { readCard } from "../../content/rules/readCard";
import { rebirth } from "../../content/rules/rebirth";
import { releaseBoth, releaseMounts, releasePets } from "../../content/rules/release";
import { reroll } from "../../content/rules/reroll";
import { sell } from "../../content/rules/sell";
import { sleep } from "../../content/rules/sleep";
import { unlock } from "../../content/rules/unlock";
import { database } from "../../db/client";
import { listPurchaseHistory } from "../../db/purchaseHistory";
import type { AppEnv } from "../env";
import { castForPlayer } from "../lib/cast";
import { announcePendingDamage } from "../lib/partyQuest";
import { runUserOp, withFlagsView, type OpHandler, type OpInput } from "../lib/userOps";
import { queueWebhooks } from "../lib/webhooks";
import { isUuid } from "../lib/userInput";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { numberParam, readJson } from "../middleware/validate";

async function gatherInput(c: Context<AppEnv>): Promise<OpInput> {
  const raw = c.req.method === "GET" ? {} : await readJson(c);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "body", message: paramMessage("paramObject"), value: raw },
    ]);
  }
  return {
    params: c.req.param() as Record<string, string>,
    query: c.req.query(),
    body: raw as Record<string, unknown>,
  };
}

/** Runs one rule as a guarded write of the signed-in user and answers with its outcome. */
async function runOp(c: Context<AppEnv>, run: OpHandler) {
  const input = await gatherInput(c);
  const outcome = await runUserOp(
    database(c.env.DB),
    c.get("user"),
    input,
    { client: c.req.header("x-client"), action: actionName(c) },
    run,
  );
  c.set("user", outcome.user);
  return ok(c, outcome.data, { messageKey: outcome.messageKey, messageVars: outcome.messageVars });
}

/** The action a route performs, named by the last fixed part of its path (purchase, buy-gear, rebirth...). */
function actionName(c: Context<AppEnv>): string {
  return (
    c.req.routePath
      .split("/")
      .filter((part) => part && !part.startsWith(":"))
      .pop() ?? "purchase"
  );
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const quantityOf = (input: OpInput) => numberParam(input.query.quantity) ?? (input.body.quantity as number | undefined);

export const userOpRoutes = new Hono<AppEnv>().use(authenticate);

function post(path: string, handler: OpHandler) {
  userOpRoutes.post(path, (c) => runOp(c, handler));
}

post("/sleep", (user, input) =>
  sleep(user, { sleep: typeof input.body.sleep === "boolean" ? input.body.sleep : undefined }),
);
// Both answer the whole flags object, as GET /user shows it.
post("/change-class", (user, input) =>
  withFlagsView(changeClass(user, { class: input.query.class ?? text(input.body.class) })),
);
post("/disable-classes", (user) => withFlagsView(disableClasses(user)));
post("/allocate", (user, input) => allocate(user, { stat: input.query.stat ?? text(input.body.stat) }));
post("/allocate-bulk", (user, input) =>
  allocateBulk(user, { stats: input.body.stats as Partial<Record<string, number>> | undefined }),
);
post("/allocate-now", (user) => allocateNow(user));
post("/stat-sync", (user) => statSync(user));
post("/revive", (user, _input, ctx) => revive(user, ctx));
post("/rebirth", async (user, _input, ctx) => rebirth(user, await ctx.tasks(), ctx));
post("/reroll", async (user, _input, ctx) => reroll(user, await ctx.tasks()));
post("/open-mystery-item", (user) => openMysteryItem(user));
post("/equip/:type/:key", (user, input) => equip(user, { type: input.params.type, key: input.params.key }));
post("/unequip/:type", (user, input) => unequip(user, { type: input.params.type }));
userOpRoutes.post("/hatch/:egg/:hatchingPotion", async (c) => {
  const response = await runOp(c, (user, input, ctx) =>
    hatch(user, { egg: input.params.egg, hatchingPotion: input.params.hatchingPotion }, ctx),
  );
  queueWebhooks(c, c.get("user"), {
    type: "userActivity",
    event: "petHatched",
    extra: { pet: `${c.req.param("egg")}-${c.req.param("hatchingPotion")}` },
  });
  return response;
});
userOpRoutes.post("/feed/:pet/:food", async (c) => {
  const response = await runOp(c, (user, input, ctx) =>
    feed(
      user,
      {
        pet: input.params.pet,
        food: input.params.food,
        amount: numberParam(input.query.amount) ?? (input.body.amount as number | undefined),
      },
      ctx,
    ),
  );
  // A pet fed into a mount has its pet value set to -1.
  if (own(c.get("user").items.pets, c.req.param("pet")) === -1)
    queueWebhooks(c, c.get("user"), { type: "userActivity", event: "mountRaised", extra: { pet: c.req.param("pet") } });
  return response;
});
post("/sell/:type/:key", (user, input) =>
  sell(user, {
    type: input.params.type,
    key: input.params.key,
    amount: numberParam(input.query.amount) ?? (input.body.amount as number | undefined),
  }),
);
post("/read-card/:cardType", (user, input) => readCard(user, { cardType: input.params.cardType }));
post("/release-pets", (user) => releasePets(user));
post("/release-mounts", (user) => releaseMounts(user));
post("/release-both", (user) => releaseBoth(user));
post("/move-pinned-item/:path/move/to/:position", (user, input) =>
  movePinnedItem(user, { path: input.params.path, position: numberParam(input.params.position) }),
);
userOpRoutes.get("/toggle-pinned-item/:type/:path", (c) =>
  runOp(c, (user, input) => togglePinnedItem(user, { type: input.params.type, path: input.params.path })),
);

userOpRoutes.post("/class/cast/:spellId", async (c) => {
  const targetId = c.req.query("targetId");
  if (targetId !== undefined && !isUuid(targetId))
    throw new GameError("BadRequest", "invalidRequestParameters", {}, [
      { param: "targetId", message: paramMessage("paramUuid"), value: targetId },
    ]);
  const db = database(c.env.DB);
  const cast = await castForPlayer(c.env, db, c.get("user"), {
    spellId: c.req.param("spellId") ?? "",
    targetId: c.req.query("targetId"),
    quantity: numberParam(c.req.query("quantity")),
  });
  c.set("user", cast.user);
  if (cast.pendingDamage) c.executionCtx.waitUntil(announcePendingDamage(c.env, db, cast.user));
  return ok(c, cast.answer, { messageKey: cast.messageKey });
});
userOpRoutes.get("/purchase-history", async (c) =>
  ok(c, await listPurchaseHistory(database(c.env.DB), c.get("user")._id)),
);

// POST /user/buy/{key}: the one purchase route of the public API; `type` picks the shop.
post("/buy/:key", (user, input, ctx) =>
  buy(
    user,
    { key: input.params.key, type: text(input.body.type) ?? input.query.type, quantity: quantityOf(input) },
    ctx,
  ),
);
post("/unlock", (user, input, ctx) =>
  unlock(user, { path: input.query.path ?? text(input.body.path) }, shopContextAt(ctx.now)),
);
post("/purchase/:type/:key", (user, input, ctx) => {
  const shop = shopContextAt(ctx.now);
  if (input.params.type === "gems") return buyGemsWithGold(user, { quantity: quantityOf(input) });
  return purchaseWithGems(user, { type: input.params.type, key: input.params.key, quantity: quantityOf(input) }, shop);
});
post("/purchase-hourglass/:type/:key", (user, input) =>
  purchaseWithHourglass(user, { type: input.params.type, key: input.params.key, quantity: quantityOf(input) }),
);
post("/buy-mystery-set/:key", (user, input, ctx) =>
  buyMysterySet(user, { key: input.params.key, quantity: quantityOf(input) }, ctx.now),
);

// The older single-purpose purchase routes the public API still serves.
post("/buy-health-potion", (user, input) => buyHealthPotion(user, { quantity: quantityOf(input) }));
post("/buy-armoire", (user, input, ctx) => buyArmoire(user, { quantity: quantityOf(input) }, ctx));
post("/buy-gear/:key", (user, input, ctx) =>
  buyGear(user, { key: input.params.key, quantity: quantityOf(input) }, ctx, shopContextAt(ctx.now)),
);
post("/buy-quest/:key", (user, input) =>
  buyQuestWithGold(user, { key: input.params.key, quantity: quantityOf(input) }),
);
post("/buy-special-spell/:key", (user, input, ctx) =>
  buySpecialSpell(user, { key: input.params.key, quantity: quantityOf(input) }, shopContextAt(ctx.now)),
);
