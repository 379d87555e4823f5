/**
 * The devices a player gets push notifications on: the original's `POST /user/push-devices`
 * (`{ regId, type }`), with Web Push subscriptions as type "web" (`endpoint` and `keys` as the
 * browser's PushSubscription gives them). One row per device, replaced when the device
 * subscribes again; an endpoint checked as webhooks' addresses are.
 */
import { PUSH_DEVICES_PER_PLAYER_MAX } from "../../content/data/constants";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import { deletePushDevice, listPushDevices, pushDeviceView, putPushDevice } from "../../db/pushDevices";
import type { Env } from "../env";
import { pushEndpointProblem, subscriptionKeysProblem } from "./webPush";

export const PUSH_DEVICE_TYPES = ["web", "ios", "android"] as const;

export interface PushDeviceInput {
  regId: string;
  type: (typeof PUSH_DEVICE_TYPES)[number];
  endpoint?: string;
  keys?: { p256dh: string; auth: string };
}

export async function pushDeviceList(env: Env, userId: string) {
  return (await listPushDevices(database(env.DB), userId)).map(pushDeviceView);
}

export async function addPushDevice(env: Env, userId: string, input: PushDeviceInput) {
  const db = database(env.DB);
  let subscription: { endpoint: string; p256dh: string; auth: string } | undefined;
  if (input.type === "web") {
    if (!input.endpoint || !input.keys) throw new GameError("BadRequest", "pushSubscriptionRequired");
    const problem = pushEndpointProblem(input.endpoint, env.PUSH_ALLOW_PRIVATE === "true");
    if (problem) throw new GameError("BadRequest", problem);
    if (subscriptionKeysProblem(input.keys.p256dh, input.keys.auth))
      throw new GameError("BadRequest", "pushSubscriptionKeysInvalid");
    subscription = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  }
  const existing = await listPushDevices(db, userId);
  const known = existing.some((device) => device.regId === input.regId);
  if (!known && existing.length >= PUSH_DEVICES_PER_PLAYER_MAX)
    throw new GameError("NotAuthorized", "pushDevicesMax", { max: PUSH_DEVICES_PER_PLAYER_MAX });
  await putPushDevice(
    db,
    {
      userId,
      regId: input.regId,
      type: input.type,
      endpoint: subscription?.endpoint ?? null,
      p256dh: subscription?.p256dh ?? null,
      auth: subscription?.auth ?? null,
    },
    new Date().toISOString(),
  );
  return pushDeviceList(env, userId);
}

export async function removePushDevice(env: Env, userId: string, regId: string) {
  if (!(await deletePushDevice(database(env.DB), userId, regId))) throw new GameError("NotFound", "pushDeviceNotFound");
  return pushDeviceList(env, userId);
}
