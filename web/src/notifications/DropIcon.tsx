import { useEffect, useState, type ComponentType } from "react";
import type { ArtKind } from "../art/artFor";
import type { ItemIconProps } from "../art/ItemIcon";

const KIND_BY_PREFIX: Record<string, ArtKind> = { Egg: "egg", HatchingPotion: "potion", Food: "food" };

/** "Pet_Egg_Wolf" → the egg Wolf, "shop_armor_armoire_x" → that gear; other sprite names get no picture. */
export function dropArtKey(icon: string): { key: string; kind: ArtKind } | undefined {
  const gear = /^shop_(.+)$/.exec(icon);
  if (gear) return { kind: "gear", key: gear[1] };
  const match = /^Pet_(Egg|HatchingPotion|Food)_(.+)$/.exec(icon);
  if (!match) return undefined;
  return { kind: KIND_BY_PREFIX[match[1]], key: match[2] };
}

let loaded: ComponentType<ItemIconProps> | undefined;

/** A drop's picture, drawn by the item art once that (large) module has loaded. */
export function DropIcon({ icon }: { icon: string }) {
  const [Icon, setIcon] = useState<ComponentType<ItemIconProps> | undefined>(() => loaded);
  const target = dropArtKey(icon);
  useEffect(() => {
    if (Icon || !target) return;
    let live = true;
    import("../art/ItemIcon")
      .then((module) => {
        loaded = module.ItemIcon;
        if (live) setIcon(() => module.ItemIcon);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [Icon, target?.key]);
  if (!Icon || !target) return <span className="toast-icon" aria-hidden="true" />;
  return <Icon itemKey={target.key} kind={target.kind} size={28} className="toast-icon" />;
}
