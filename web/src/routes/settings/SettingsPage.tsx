import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { userQuery } from "../../queries";
import { SectionTabs } from "../common/game";
import "../common/game.css";

export function SettingsPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const user = useQuery(userQuery());
  const permissions = user.data?.permissions ?? {};
  const links = [
    { to: "/user/settings/general", text: "General" },
    { to: "/user/settings/siteData", text: "Site data" },
    { to: "/user/settings/promo-code", text: "Promo code" },
    { to: "/user/settings/subscription", text: "Subscription" },
    ...(permissions.fullAccess || permissions.userSupport ? [{ to: "/user/settings/transactions", text: "Transactions" }] : []),
    { to: "/user/settings/notifications", text: "Notifications" },
  ];
  return (
    <div className="game-page settings-page">
      <SectionTabs label="Settings" links={links} />
      <h1>{title}</h1>
      {intro && <p className="muted">{intro}</p>}
      {children}
    </div>
  );
}

export function Block({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const headingId = id ?? `block-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="settings-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
