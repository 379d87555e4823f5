import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ARMOIRE_PRICE, HEALTH_POTION_HEAL, HEALTH_POTION_PRICE } from "../../../content/data/constants";
import type { User } from "../../../content/rules/types";
import * as userApi from "../api/user";
import { notify } from "../notifications/store";
import { dropMessage, spacedName } from "../notifications/messages";
import { formatGold } from "../stats";
import layout from "../../../content/i18n/en/web/layout";
import words from "../../../content/i18n/en/web/words";
import { translate, useT } from "../i18n";

interface Pin {
  key: string;
  path: string;
  type: string;
  name: string;
  note: string;
  price?: number;
}

interface ArmoireAnswer {
  armoire?: { type: "gear" | "food" | "experience"; dropKey?: string; dropText?: string; emptied?: boolean; value?: number };
}

/** The market items pinned to the rewards column: the health potion and the Armoire always, then the player's pins. */
export function pinsOf(user: User): Pin[] {
  const pins: Pin[] = [{ key: "potion", path: "potion", type: "potion", name: translate(layout, "healthPotion"), note: translate(layout, "healthPotionNote", { heal: HEALTH_POTION_HEAL }), price: HEALTH_POTION_PRICE }];
  if (user.flags?.armoireEnabled) pins.push({ key: "armoire", path: "armoire", type: "armoire", name: translate(layout, "armoire"), note: translate(layout, "armoireNote"), price: ARMOIRE_PRICE });
  for (const pin of user.pinnedItems ?? []) {
    if (pin.path === "potion" || pin.path === "armoire") continue;
    const key = pin.path.split(".").pop() ?? pin.path;
    pins.push({ key, path: pin.path, type: pin.type, name: spacedName(key), note: translate(layout, "pinnedNote") });
  }
  return pins;
}

export function MarketPins({ user }: { user: User }) {
  const t = useT(layout);
  const w = useT(words);
  const client = useQueryClient();
  const [busy, setBusy] = useState<string>();
  const buy = async (pin: Pin) => {
    setBusy(pin.path);
    try {
      const { data, message } = await userApi.buy<ArmoireAnswer | undefined>(pin.key, pin.type === "armoire" || pin.type === "potion" ? undefined : pin.type);
      const armoire = data?.armoire;
      if (armoire?.type === "experience") notify({ type: "xp", text: String(armoire.value ?? 0), sign: "+", flavorMessage: message });
      else if (armoire) {
        const icon = armoire.type === "gear" ? `shop_${armoire.dropKey}` : `Pet_Food_${armoire.dropKey}`;
        notify({ type: "drop", text: message ?? dropMessage({ type: "Food", key: armoire.dropKey ?? "" }), icon, emptied: armoire.emptied });
      } else notify({ type: "success", text: message ?? translate(layout, "bought", { name: pin.name }) });
      void client.invalidateQueries({ queryKey: ["user"] });
    } catch {
      // Shown by the notification area.
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="market-pins">
      <h3>{t("fromMarket")}</h3>
      <ul className="task-list">
        {pinsOf(user).map((pin) => (
          <li key={pin.path} className="task task-reward band-purple pin">
            <div className="task-body">
              <p className="task-text-static">{pin.name}</p>
              <p className="task-notes">{pin.note}</p>
            </div>
            <button type="button" className="reward-buy" disabled={busy === pin.path} aria-label={pin.price !== undefined ? t("buyFor", { name: pin.name, gold: formatGold(pin.price) }) : t("buyItem", { name: pin.name })} onClick={() => buy(pin)}>
              <span className="coin" aria-hidden="true" />
              {pin.price !== undefined ? formatGold(pin.price) : w("buy")}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
