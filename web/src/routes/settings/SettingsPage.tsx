import { useId, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { SectionTabs } from "../common/game";
import text from "../../i18n/namespaces/settings";
import { useT } from "../../i18n";
import "../common/game.css";
import { userQuery } from "../../queries/user";

export function SettingsPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = useT(text);
  const user = useQuery(userQuery());
  const permissions = user.data?.permissions ?? {};
  const links = [
    { to: "/user/settings/general", text: t("tabGeneral") },
    { to: "/user/settings/siteData", text: t("tabSiteData") },
    { to: "/user/settings/promo-code", text: t("tabPromo") },
    { to: "/user/settings/subscription", text: t("tabSubscription") },
    ...(permissions.fullAccess || permissions.userSupport
      ? [{ to: "/user/settings/transactions", text: t("tabTransactions") }]
      : []),
    { to: "/user/settings/notifications", text: t("tabNotifications") },
  ];
  return (
    <div className="game-page settings-page">
      <SectionTabs label={t("settings")} links={links} />
      <h1>{title}</h1>
      {intro && <p className="muted">{intro}</p>}
      {children}
    </div>
  );
}

export function Block({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section className="settings-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
