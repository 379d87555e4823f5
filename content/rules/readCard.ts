/**
 * POST /user/read-card/{cardType}: the oldest card of one kind the player received is read and put
 * away, as the public API does it (one card a call; a kind that does not exist is not authorised).
 */
import { CARD_TYPES } from "../data/constants";
import { badRequest, notAuthorized } from "./errors";
import type { User } from "./types";

export function readCard(
  user: User,
  params: { cardType?: string },
): { user: User; data: { specialItems: User["items"]["special"]; cardReceived: boolean }; message: string } {
  const type = params.cardType;
  if (!type) throw badRequest("cardTypeRequired");
  if (!(CARD_TYPES as readonly string[]).includes(type)) throw notAuthorized("cardTypeUnknown");
  const next = structuredClone(user);
  const received = next.items.special[`${type}Received`];
  next.items.special = {
    ...next.items.special,
    [`${type}Received`]: Array.isArray(received) ? received.slice(1) : [],
  };
  next.flags.cardReceived = false;
  return {
    user: next,
    data: { specialItems: next.items.special, cardReceived: next.flags.cardReceived },
    message: "cardMarkedRead",
  };
}
