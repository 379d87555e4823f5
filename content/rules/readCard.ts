/** POST /user/read-card/{cardType}: the cards of one kind the player received are read and put away. */
import { CARD_TYPES } from "../data/constants";
import { badRequest } from "./errors";
import type { User } from "./types";

export function readCard(
  user: User,
  params: { cardType?: string },
): { user: User; data: { specialItems: User["items"]["special"]; cardReceived: boolean }; message: string } {
  const type = params.cardType;
  if (!type) throw badRequest("cardTypeRequired");
  if (!(CARD_TYPES as readonly string[]).includes(type)) throw badRequest("cardTypeUnknown");
  const next = structuredClone(user);
  next.items.special = { ...next.items.special, [`${type}Received`]: [] };
  next.flags.cardReceived = false;
  return {
    user: next,
    data: { specialItems: next.items.special, cardReceived: next.flags.cardReceived },
    message: "cardMarkedRead",
  };
}
