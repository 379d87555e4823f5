/** Quantity checks and payment in gold, gems (balance) or mystic hourglasses, shared by purchases. */
import { GEMS_PER_BALANCE, MAX_ITEM_QUANTITY } from "../data/constants";
import { badRequest, notAuthorized } from "./errors";
import type { User } from "./types";

/**
 * A count of items as a request gives it: a JSON number that is whole, at least `min` and at
 * most MAX_ITEM_QUANTITY. Text, booleans, lists, fractions and huge figures are not counts.
 */
export function isWholeAmount(value: unknown, min: number, max: number = MAX_ITEM_QUANTITY): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= min && value <= max;
}

/** Spec §5: a purchase quantity is a positive whole number (one when none is given). */
export function validQuantity(quantity: unknown = 1): number {
  if (!isWholeAmount(quantity, 1)) throw badRequest("invalidQuantity");
  return quantity;
}

export function gemsOf(user: Pick<User, "balance">): number {
  return user.balance * GEMS_PER_BALANCE;
}

/** Mutates a working copy. */
export function payGold(user: User, gold: number): void {
  if (user.stats.gp < gold) throw notAuthorized("messageNotEnoughGold");
  user.stats.gp -= gold;
}

/** Mutates a working copy; `gems` are whole gems (balance holds quarters of a dollar: 4 gems each). */
export function payGems(user: User, gems: number): void {
  const cost = gems / GEMS_PER_BALANCE;
  if (user.balance < cost || gems < 0) throw notAuthorized("notEnoughGems");
  user.balance = roundBalance(user.balance - cost);
}

/** Mutates a working copy. */
export function payBalance(user: User, balance: number): void {
  if (user.balance < balance) throw notAuthorized("notEnoughGems");
  user.balance = roundBalance(user.balance - balance);
}

/** Mutates a working copy. */
export function payHourglasses(user: User, hourglasses: number): void {
  const consecutive = user.purchased.plan.consecutive;
  if (consecutive.trinkets < hourglasses) throw notAuthorized("notEnoughHourglasses");
  consecutive.trinkets -= hourglasses;
}

/** Balance sums of quarters stay exact in binary, but guard against drift from other fractions. */
function roundBalance(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Gifting gems to another player: a whole number of gems, paid from the sender's balance. */
export function transferGems(sender: User, receiver: User, gemAmount: number): { sender: User; receiver: User } {
  if (!Number.isInteger(gemAmount) || gemAmount <= 0) throw badRequest("badAmountOfGemsToSend");
  if (sender._id === receiver._id) throw badRequest("cannotSendGemsToYourself");
  const nextSender = structuredClone(sender);
  payGems(nextSender, gemAmount);
  const nextReceiver = structuredClone(receiver);
  nextReceiver.balance = roundBalance(nextReceiver.balance + gemAmount / GEMS_PER_BALANCE);
  return { sender: nextSender, receiver: nextReceiver };
}
