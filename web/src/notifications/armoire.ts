/**
 * What the Enchanted Armoire gave, told twice: a toast with the item's picture, and a
 * celebration that shows the item large (or the Armoire itself, for experience).
 */
import { celebrate } from "./celebrations";
import { notify } from "./store";
import layout from "../i18n/namespaces/layout";
import shops from "../i18n/namespaces/shops";
import { translate } from "../i18n";

export interface ArmoireAnswer {
  armoire?: { type?: string; dropKey?: string; value?: number; emptied?: boolean };
  message?: string;
}

/** The sprite name of the toast's picture for a drop: gear shows as its shop picture, food as food. */
export function armoireIcon(type: string | undefined, key: string): string {
  return type === "gear" ? `shop_${key}` : `Pet_Food_${key}`;
}

export function announceArmoire({ armoire, message }: ArmoireAnswer): void {
  if (!armoire) {
    notify({ type: "info", text: message ?? translate(shops, "armoireCreaks") });
    return;
  }
  const title = translate(layout, "armoireOpens");
  if (armoire.type === "experience") {
    const text = message ?? translate(shops, "armoireExperience", { value: armoire.value ?? 0 });
    notify({ type: "xp", text: String(armoire.value ?? 0), sign: "+", flavorMessage: text });
    celebrate({ kind: "armoire", title, text, art: { kind: "gear", key: "armoire" } });
    return;
  }
  const text = message ?? translate(shops, "armoireSomething");
  const key = armoire.dropKey;
  notify({ type: "drop", text, icon: key ? armoireIcon(armoire.type, key) : undefined, emptied: armoire.emptied });
  celebrate({
    kind: "armoire",
    title,
    text,
    art: key ? { kind: armoire.type === "gear" ? "gear" : "food", key } : { kind: "gear", key: "armoire" },
  });
}
