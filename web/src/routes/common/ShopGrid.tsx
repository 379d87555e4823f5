import { useState, type ReactNode } from "react";
import type { User } from "../../../../content/rules/types";
import { ItemIcon, type ArtKind } from "../../art";
import * as inventoryApi from "../../api/inventory";
import { Price, useAction, gemsOf, hourglassesOf, refusal, type Currency, type Game } from "./game";
import { PurchaseDialog, type PurchaseOffer } from "./PurchaseDialog";
import text from "../../i18n/namespaces/game";
import { translate, useT } from "../../i18n";

/** One thing a shop sells, with the rule that buys it locally and the call that buys it for real. */
export interface ShopEntry {
  id: string;
  itemKey: string;
  kind: ArtKind;
  name: string;
  notes?: string;
  price: number;
  currency: Currency;
  bulk?: boolean;
  /** "Owned" badge, or how many the player has. */
  owned?: boolean | number;
  /** The buy rule on a copy of the user; throws the refusal. */
  local: (
    user: User,
    quantity: number,
  ) => { user: User; message?: string; messageVars?: Record<string, string | number> };
  send: (quantity: number) => Promise<unknown>;
  /** Pin to the rewards column: the pin type and path of the item. */
  pin?: { type: string; path: string };
  /** Extra words under the name (set, requirement). */
  detail?: string;
  /** Said on success instead of the rule's message. */
  success?: (answer: unknown) => string | undefined;
  /** More about the item in the purchase dialog. */
  details?: ReactNode;
  /** Why it cannot be bought now and what would open it, in the player's terms (else the rule's refusal). */
  why?: (user: User) => string | undefined;
  /** A picture of its own instead of the item's icon, at the given size in pixels. */
  art?: (size: number) => ReactNode;
}

export function purseFor(user: User, currency: Currency): number {
  if (currency === "gold") return user.stats.gp;
  if (currency === "gems") return gemsOf(user);
  return hourglassesOf(user);
}

export function ShopGrid({
  game,
  entries,
  label,
  empty,
}: {
  game: Game;
  entries: ShopEntry[];
  label: string;
  empty?: string;
}) {
  const t = useT(text);
  const { user, rules } = game;
  const { run, busy } = useAction();
  const [open, setOpen] = useState<ShopEntry>();
  if (entries.length === 0) return <p className="muted">{empty ?? t("nothingOnSale")}</p>;
  const lockOf = (entry: ShopEntry) => {
    if (entry.owned === true) return undefined;
    const lock = refusal(rules, () => entry.local(user, 1));
    return lock === undefined ? undefined : (entry.why?.(user) ?? lock);
  };
  /** Short of money is shown as a quiet note with the price, not as the rule's refusal. */
  const isShort = (entry: ShopEntry) => entry.owned !== true && purseFor(user, entry.currency) < entry.price;
  const offer: PurchaseOffer | undefined = open && {
    id: open.id,
    name: open.name,
    notes: open.notes,
    picture: open.art ? open.art(64) : <ItemIcon itemKey={open.itemKey} kind={open.kind} size={64} />,
    price: open.price,
    currency: open.currency,
    bulk: open.bulk,
    locked: lockOf(open),
    purse: purseFor(user, open.currency),
    details: open.details,
  };
  const buy = async (quantity: number) => {
    const entry = open;
    if (!entry) return;
    setOpen(undefined);
    await run(entry.id, rules, {
      local: (current) => entry.local(current, quantity),
      send: () => entry.send(quantity),
      success: entry.success,
    });
  };
  const togglePin = async (entry: ShopEntry) => {
    const pin = entry.pin;
    if (!pin) return;
    await run(`pin:${entry.id}`, rules, {
      local: (current) => rules.togglePinnedItem(current, pin),
      send: () => inventoryApi.togglePinnedItem(pin.type, pin.path),
      success: (answer) =>
        translate(text, (answer as { pinned?: boolean })?.pinned ? "pinned" : "unpinned", { name: entry.name }),
    });
  };
  return (
    <>
      <ul className="item-grid" aria-label={label}>
        {entries.map((entry) => {
          const owned = entry.owned === true;
          const short = isShort(entry);
          const lock = owned || short ? undefined : lockOf(entry);
          const pinned = entry.pin ? rules.isPinned(user, entry.pin.path) : false;
          return (
            <li
              key={entry.id}
              className={`item-tile${owned ? " is-owned" : ""}${lock ? " is-locked" : ""}${short ? " is-short" : ""}`}
              data-item={entry.id}
            >
              <button
                type="button"
                className="item-main"
                onClick={() => setOpen(entry)}
                disabled={owned || busy === entry.id}
                aria-label={
                  owned
                    ? t("ownedLabel", { name: entry.name })
                    : lock
                      ? t("lockedLabel", { name: entry.name, reason: lock })
                      : short
                        ? t("shortLabel", { name: entry.name, currency: entry.currency })
                        : entry.name
                }
              >
                {entry.art ? entry.art(48) : <ItemIcon itemKey={entry.itemKey} kind={entry.kind} size={48} />}
                <span className="item-name">{entry.name}</span>
                {entry.detail && <span className="item-detail">{entry.detail}</span>}
                {owned ? (
                  <span className="badge badge-owned">{t("owned")}</span>
                ) : (
                  <Price amount={entry.price} currency={entry.currency} />
                )}
                {typeof entry.owned === "number" && entry.owned > 0 && (
                  <span className="item-count">{t("youHave", { count: entry.owned })}</span>
                )}
                {lock && <span className="item-lock">{lock}</span>}
                {short && <span className="item-short">{t("notEnoughYet", { currency: entry.currency })}</span>}
              </button>
              {entry.pin && (
                <button
                  type="button"
                  className={`pin-button${pinned ? " pinned" : ""}`}
                  aria-pressed={pinned}
                  onClick={() => togglePin(entry)}
                  disabled={busy === `pin:${entry.id}`}
                >
                  {pinned ? t("unpin") : t("pinToRewards")}
                  <span className="visually-hidden"> {entry.name}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <PurchaseDialog offer={offer} onClose={() => setOpen(undefined)} onConfirm={buy} />
    </>
  );
}
