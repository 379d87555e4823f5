/** This player's push devices and the server's VAPID key (the reminders' settings). */
import { api } from "../api/client";
import type { PushDevicesAnswer } from "../reminders/device";

export const pushDevicesKeys = {
  all: ["pushDevices"] as const,
};

export const pushDevicesQuery = {
  queryKey: pushDevicesKeys.all,
  queryFn: () => api.get<PushDevicesAnswer>("/user/push-devices"),
};
