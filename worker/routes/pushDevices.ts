/** The devices a player gets push notifications on (reminders): `/user/push-devices`. */
import { Hono } from "hono";
import * as v from "valibot";
import { paramMessage } from "../../content/i18n/params";
import type { AppEnv } from "../env";
import { addPushDevice, PUSH_DEVICE_TYPES, pushDeviceList, removePushDevice } from "../lib/pushDevices";
import { vapidPublicKey } from "../lib/webPush";
import { authenticate } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { body, str } from "../middleware/validate";

const deviceInput = v.object({
  regId: str(200, 1),
  type: v.picklist(PUSH_DEVICE_TYPES, paramMessage("paramOneOf", { options: PUSH_DEVICE_TYPES.join(", ") })),
  endpoint: v.optional(str(2000, 1)),
  keys: v.optional(v.object({ p256dh: str(200, 1), auth: str(100, 1) })),
});

export const pushDeviceRoutes = new Hono<AppEnv>()
  .use(authenticate)
  .get("/push-devices", async (c) =>
    ok(c, { vapidPublicKey: await vapidPublicKey(c.env), pushDevices: await pushDeviceList(c.env, c.get("user")._id) }),
  )
  .post("/push-devices", async (c) => {
    const input = await body(c, deviceInput);
    return ok(c, await addPushDevice(c.env, c.get("user")._id, input), { messageKey: "pushDeviceAdded" });
  })
  .delete("/push-devices/:regId", async (c) =>
    ok(c, await removePushDevice(c.env, c.get("user")._id, c.req.param("regId")), {
      messageKey: "pushDeviceRemoved",
    }),
  );
