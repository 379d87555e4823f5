import type { ReactNode } from "react";
import { GamePage, type Game } from "../common/game";
import text from "../../i18n/namespaces/inventory";
import { useT } from "../../i18n";

const LINKS = [
  { to: "/inventory/items", text: "tabItems" },
  { to: "/inventory/equipment", text: "tabEquipment" },
  { to: "/inventory/stable", text: "tabStable" },
] as const;

export function InventoryPage(props: { title: string; intro: string; game?: Game; children: ReactNode }) {
  const t = useT(text);
  return (
    <GamePage
      section={t("inventory")}
      links={LINKS.map((link) => ({ to: link.to, text: t(link.text) }))}
      className="inventory-page"
      {...props}
    />
  );
}
