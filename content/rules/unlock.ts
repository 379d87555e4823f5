/**
 * Unlocking avatar customisations and backgrounds with gems (spec §5 "Unlock"): one option by
 * its path ("skin.rainbow", "hair.color.pblue", "background.sandyBeach"), or a whole set by the
 * comma-separated paths of all its members for the set price.
 */
import { appearance, appearanceSets } from "../data/appearance";
import { backgrounds, backgroundSets } from "../data/backgrounds";
import type { AppearanceKind } from "../data/types";
import { isReleased, type ShopContext } from "./availability";
import { backgroundSetOffered } from "./rotation";
import { payGems } from "./currency";
import { badRequest, notAuthorized } from "./errors";
import type { User } from "./types";
import { own } from "./lookup";

const HAIR_KINDS: AppearanceKind[] = ["color", "base", "bangs", "beard", "mustache", "flower"];

interface UnlockTarget {
  path: string;
  kind: AppearanceKind | "background";
  key: string;
  price: number;
  set?: string;
}

function resolve(path: string): UnlockTarget | undefined {
  const parts = path.split(".");
  if (parts[0] === "background" && parts.length === 2) {
    const background = own(backgrounds, parts[1]);
    return (
      background && { path, kind: "background", key: background.key, price: background.price, set: background.set }
    );
  }
  let kind: AppearanceKind | undefined;
  let key: string | undefined;
  if (parts[0] === "hair" && parts.length === 3 && HAIR_KINDS.includes(parts[1] as AppearanceKind))
    [kind, key] = [parts[1] as AppearanceKind, parts[2]];
  else if (["skin", "shirt", "size", "chair"].includes(parts[0]) && parts.length === 2)
    [kind, key] = [parts[0] as AppearanceKind, parts[1]];
  if (!kind || key === undefined) return undefined;
  const option = own(own(appearance, kind), key);
  return option && { path, kind, key, price: option.price, set: option.set };
}

function owns(user: User, target: UnlockTarget): boolean {
  if (target.price === 0 && target.kind !== "background") return true;
  switch (target.kind) {
    case "background":
      return Boolean(own(user.purchased.background, target.key));
    case "skin":
      return Boolean(own(user.purchased.skin, target.key));
    case "shirt":
      return Boolean(own(user.purchased.shirt, target.key));
    case "size":
    case "chair":
      return true;
    default:
      return Boolean(own(own(user.purchased.hair, target.kind), target.key));
  }
}

/** Mutates a working copy. */
function markOwned(user: User, target: UnlockTarget): void {
  switch (target.kind) {
    case "background":
      user.purchased.background = { ...user.purchased.background, [target.key]: true };
      break;
    case "skin":
      user.purchased.skin = { ...user.purchased.skin, [target.key]: true };
      break;
    case "shirt":
      user.purchased.shirt = { ...user.purchased.shirt, [target.key]: true };
      break;
    case "size":
    case "chair":
      break;
    default:
      user.purchased.hair = {
        ...user.purchased.hair,
        [target.kind]: { ...(user.purchased.hair[target.kind] ?? {}), [target.key]: true },
      };
  }
}

/** Mutates a working copy: wear what was just unlocked. */
function wear(user: User, target: UnlockTarget): void {
  switch (target.kind) {
    case "background":
      user.preferences.background = target.key;
      break;
    case "skin":
    case "shirt":
    case "size":
    case "chair":
      user.preferences[target.kind] = target.key;
      break;
    default: {
      const value = target.kind === "color" ? target.key : Number(target.key);
      user.preferences.hair = { ...user.preferences.hair, [target.kind]: value };
    }
  }
}

/** Members of a whole set, as paths, or undefined when the paths are not exactly one set. */
function wholeSet(targets: UnlockTarget[]): { price: number; setKey: string } | undefined {
  const setKey = targets[0].set;
  if (!setKey || targets.some((target) => target.set !== setKey)) return undefined;
  if (targets[0].kind === "background") {
    const set = backgroundSets.find((candidate) => candidate.key === setKey);
    if (!set || set.backgrounds.length !== targets.length) return undefined;
    return { price: set.price, setKey };
  }
  const set = own(appearanceSets, setKey);
  // A set may span kinds (facial hair: beards and moustaches).
  const members = Object.values(appearance)
    .flatMap((options) => Object.values(options))
    .filter((option) => option.set === setKey);
  if (!set || members.length !== targets.length) return undefined;
  return { price: set.price, setKey };
}

function onSale(targets: UnlockTarget[], shop: ShopContext): boolean {
  return targets.every((target) => {
    if (target.kind === "background") {
      const set = backgroundSets.find((candidate) => candidate.key === target.set);
      return isReleased(set?.released, shop.now, 7) && backgroundSetOffered(target.set ?? "", shop.now);
    }
    const set = target.set ? own(appearanceSets, target.set) : undefined;
    if (set?.retired) return false;
    return !set?.season || set.season === shop.season;
  });
}

export const INCENTIVE_BACKGROUNDS = ["blue", "green", "red", "purple", "yellow"];

export function unlock(
  user: User,
  params: { path?: string },
  shop: ShopContext,
): { user: User; data: Pick<User, "purchased" | "preferences" | "items">; message: string } {
  const path = params.path;
  if (!path) throw badRequest("pathRequired");
  const paths = path
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const targets = paths.map(resolve);
  if (targets.some((target) => target === undefined)) throw badRequest("invalidUnlockSet");
  const resolved = targets as UnlockTarget[];
  if (resolved.some((target) => target.kind === "background" && INCENTIVE_BACKGROUNDS.includes(target.key))) {
    throw notAuthorized("incentiveBackgroundsUnlockedWithCheckins");
  }
  const isSet = resolved.length > 1;
  const set = isSet ? wholeSet(resolved) : undefined;
  if (isSet && !set) throw badRequest("invalidUnlockSet");
  const owned = resolved.filter((target) => owns(user, target)).length;
  if (owned === resolved.length && resolved.some((target) => target.price > 0)) throw notAuthorized("alreadyUnlocked");
  if (isSet && owned > 0) throw notAuthorized("alreadyUnlockedPart");
  if (!onSale(resolved, shop)) throw notAuthorized("messageNotAvailable");
  const next = structuredClone(user);
  const price = set ? set.price : resolved[0].price;
  if (price > 0) payGems(next, price);
  for (const target of resolved) markOwned(next, target);
  if (!isSet) wear(next, resolved[0]);
  return {
    user: next,
    data: { purchased: next.purchased, preferences: next.preferences, items: next.items },
    message: "unlocked",
  };
}

/**
 * May the player wear this look (`background.x`, `skin.x`, `hair.color.x`, ...)? Unknown looks
 * are undefined; free ones and unlocked ones are true. No background at all is always allowed.
 */
export function mayWear(user: User, path: string): boolean | undefined {
  if (path === "background.") return true;
  const target = resolve(path);
  return target && owns(user, target);
}
