import { useEffect, useState } from "react";
import type { Art, ArtKind } from "../art/artFor";

const KIND_BY_PREFIX: Record<string, ArtKind> = { Egg: "egg", HatchingPotion: "potion", Food: "food" };

/** "Pet_Egg_Wolf" → the egg Wolf, "shop_armor_armoire_x" → that gear; other sprite names get no picture. */
export function dropArtKey(icon: string): { key: string; kind: ArtKind } | undefined {
  const gear = /^shop_(.+)$/.exec(icon);
  if (gear) return { kind: "gear", key: gear[1] };
  const match = /^Pet_(Egg|HatchingPotion|Food)_(.+)$/.exec(icon);
  if (!match) return undefined;
  return { kind: KIND_BY_PREFIX[match[1]], key: match[2] };
}

/** A drop's picture, drawn from the item art once that (large) module has loaded. */
export function DropIcon({ icon }: { icon: string }) {
  const [art, setArt] = useState<Art>();
  useEffect(() => {
    const target = dropArtKey(icon);
    if (!target) return;
    let live = true;
    import("../art/artFor").then(({ artFor }) => live && setArt(artFor(target.key, target.kind))).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [icon]);
  if (!art) return <span className="toast-icon" aria-hidden="true" />;
  return (
    <svg className="toast-icon" viewBox={art.viewBox} style={{ color: art.color }} aria-hidden="true" focusable="false" dangerouslySetInnerHTML={{ __html: art.body }} />
  );
}
