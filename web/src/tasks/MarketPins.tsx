/**
 * The shop items pinned to the rewards column: the health potion and the Armoire always, then
 * the player's own pins with their real names and prices. Gold items are bought with one click;
 * gem and hourglass items, and gems bought with gold, always ask first and show price and currency.
 */
import { lazy, Suspense, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ARMOIRE_PRICE, GOLD_PER_GEM, HEALTH_POTION_HEAL, HEALTH_POTION_PRICE } from "../../../content/data/constants";
import type { User } from "../../../content/rules/types";
import type { ArmoireAnswer } from "../api/shops";
import * as userApi from "../api/user";
import { notify } from "../notifications/store";
import { celebrate } from "../notifications/celebrations";
import { dropMessage, spacedName } from "../notifications/messages";
import { formatGold, gemsOf } from "../stats";
import layout from "../i18n/namespaces/layout";
import taskText from "../i18n/namespaces/taskList";
import { translate, useT } from "../i18n";
import { pinContentQuery } from "../queries/content";
import { userKeys } from "../queries/user";
import type { PinContent } from "../api/content";

const ConfirmPurchase = lazy(() => import("./ConfirmPurchase").then((module) => ({ default: module.ConfirmPurchase })));

export type PinCurrency = "gold" | "gems" | "hourglasses";

export interface Pin {
  key: string;
  path: string;
  type: string;
  name: string;
  note: string;
  price?: number;
  currency: PinCurrency;
  /** Gems bought with gold: asked first, like everything paid for in gems or hourglasses. */
  givesGem?: boolean;
}

/** Whether a click on the pin asks before it buys: every purchase with gems, or of gems. */
export function asksFirst(pin: Pin): boolean {
  return pin.currency !== "gold" || pin.givesGem === true || pin.price === undefined;
}

/** The currency a pin is bought with, from its type alone. */
export function pinCurrency(type: string, quest?: { goldValue?: number }): PinCurrency {
  if (type === "mystery_set" || type === "timeTravelers") return "hourglasses";
  if (["eggs", "hatchingPotions", "premiumHatchingPotion", "food", "bundles", "quest_bundle"].includes(type))
    return "gems";
  if (type === "quests" || type === "seasonalQuest") return quest?.goldValue ? "gold" : "gems";
  return "gold";
}

function described(
  pin: { type: string; path: string },
  content: PinContent | undefined,
): Pick<Pin, "name" | "note" | "price" | "currency"> {
  const key = pin.path.split(".").pop() ?? pin.path;
  const [head] = pin.path.split(".");
  const table =
    head === "gear"
      ? content?.gear
      : head === "eggs"
        ? content?.eggs
        : head === "hatchingPotions" || head === "premiumHatchingPotions"
          ? content?.hatchingPotions
          : head === "food"
            ? content?.food
            : head === "quests"
              ? content?.quests
              : head === "bundles"
                ? content?.questBundles
                : head === "spells"
                  ? content?.specialSpells
                  : undefined;
  const item = table?.[key] as { text: string; notes?: string; value?: number; goldValue?: number } | undefined;
  const currency = pinCurrency(pin.type, item);
  const price = item ? (currency === "gold" && item.goldValue ? item.goldValue : item.value) : undefined;
  return { name: item?.text ?? spacedName(key), note: item?.notes ?? translate(layout, "pinnedNote"), price, currency };
}

/** The market items pinned to the rewards column: the health potion and the Armoire always, then the player's pins. */
export function pinsOf(user: User, content?: PinContent): Pin[] {
  const pins: Pin[] = [
    {
      key: "potion",
      path: "potion",
      type: "potion",
      name: translate(layout, "healthPotion"),
      note: translate(layout, "healthPotionNote", { heal: HEALTH_POTION_HEAL }),
      price: HEALTH_POTION_PRICE,
      currency: "gold",
    },
  ];
  // The Enchanted Armoire is open to everyone, as in the public game.
  pins.push({
    key: "armoire",
    path: "armoire",
    type: "armoire",
    name: translate(layout, "armoire"),
    note: translate(layout, "armoireNote"),
    price: ARMOIRE_PRICE,
    currency: "gold",
  });
  for (const pin of user.pinnedItems ?? []) {
    if (pin.path === "potion" || pin.path === "armoire") continue;
    if (pin.type === "gems") {
      // A gem for gold (subscribers): the price is fixed, and it is asked before it is paid.
      pins.push({
        key: "gem",
        path: pin.path,
        type: "gems",
        name: translate(layout, "gemPin"),
        note: translate(layout, "gemPinNote", { price: GOLD_PER_GEM }),
        price: GOLD_PER_GEM,
        currency: "gold",
        givesGem: true,
      });
      continue;
    }
    const key = pin.path.split(".").pop() ?? pin.path;
    pins.push({ key, path: pin.path, type: pin.type, ...described(pin, content) });
  }
  return pins;
}

export function purseOf(user: User, currency: PinCurrency): number {
  if (currency === "gold") return user.stats.gp;
  if (currency === "gems") return gemsOf(user.balance);
  return user.purchased?.plan?.consecutive?.trinkets ?? 0;
}

function PriceTag({ pin }: { pin: Pin }) {
  const icon =
    pin.currency === "gold" ? (
      <span className="coin" aria-hidden="true" />
    ) : pin.currency === "gems" ? (
      <span className="gem" aria-hidden="true" />
    ) : (
      <span className="hourglass-mark" aria-hidden="true" />
    );
  return (
    <>
      {icon}
      {pin.price !== undefined
        ? pin.currency === "gold"
          ? formatGold(pin.price)
          : pin.price
        : translate(taskText, "buyPlain")}
    </>
  );
}

export function MarketPins({ user }: { user: User }) {
  const t = useT(layout);
  const client = useQueryClient();
  const [busy, setBusy] = useState<string>();
  const [confirming, setConfirming] = useState<Pin>();
  const extra = (user.pinnedItems ?? []).some((pin) => pin.path !== "potion" && pin.path !== "armoire");
  const content = useQuery({ ...pinContentQuery(), enabled: extra });

  const buy = async (pin: Pin) => {
    setBusy(pin.path);
    try {
      const { data, message } = await userApi.buy<ArmoireAnswer | undefined>(
        pin.key,
        pin.type === "armoire" || pin.type === "potion" ? undefined : pin.type,
      );
      const armoire = data?.armoire;
      if (armoire?.type === "experience") {
        notify({ type: "xp", text: String(armoire.value ?? 0), sign: "+", flavorMessage: message });
        celebrate({
          kind: "armoire",
          title: translate(layout, "armoireOpens"),
          text: message ?? translate(layout, "armoireExperience"),
          art: { kind: "gear", key: "armoire" },
        });
      } else if (armoire) {
        const icon = armoire.type === "gear" ? `shop_${armoire.dropKey}` : `Pet_Food_${armoire.dropKey}`;
        notify({
          type: "drop",
          text: message ?? dropMessage({ type: "Food", key: armoire.dropKey ?? "" }),
          icon,
          emptied: armoire.emptied,
        });
        celebrate({
          kind: "armoire",
          title: translate(layout, "armoireOpens"),
          text:
            message ?? translate(layout, "armoireFound", { item: armoire.dropText ?? translate(layout, "something") }),
          art: armoire.dropKey ? { kind: armoire.type === "gear" ? "gear" : "food", key: armoire.dropKey } : undefined,
        });
      } else notify({ type: "success", text: message ?? translate(layout, "bought", { name: pin.name }) });
      void client.invalidateQueries({ queryKey: userKeys.all });
    } catch {
      // Shown by the notification area.
    } finally {
      setBusy(undefined);
    }
  };

  const pins = pinsOf(user, content.data);
  return (
    <div className="market-pins">
      <h3>{t("fromMarket")}</h3>
      <ul className="task-list">
        {pins.map((pin) => {
          const short = pin.price !== undefined && purseOf(user, pin.currency) < pin.price;
          const buyLabel =
            pin.price !== undefined
              ? t("buyForPrice", {
                  name: pin.name,
                  price: pin.currency === "gold" ? formatGold(pin.price) : pin.price,
                  currency: pin.currency,
                })
              : t("buyItem", { name: pin.name });
          const label = short ? t("labelNeedMore", { label: buyLabel, currency: pin.currency }) : buyLabel;
          return (
            <li key={pin.path} className={`task task-reward band-purple pin${short ? " is-short" : ""}`}>
              <div className="task-body">
                <p className="task-text-static">{pin.name}</p>
                <p className="task-notes">{pin.note}</p>
                {short && <p className="task-meta muted">{t("notEnoughYet", { currency: pin.currency })}</p>}
              </div>
              <button
                type="button"
                className={`reward-buy price-${pin.currency}`}
                disabled={busy === pin.path}
                aria-label={label}
                onClick={() => (asksFirst(pin) ? setConfirming(pin) : buy(pin))}
              >
                <PriceTag pin={pin} />
              </button>
            </li>
          );
        })}
      </ul>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmPurchase
            pin={confirming}
            purse={purseOf(user, confirming.currency)}
            onClose={() => setConfirming(undefined)}
            onConfirm={() => {
              const pin = confirming;
              setConfirming(undefined);
              void buy(pin);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
