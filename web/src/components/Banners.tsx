import { useLayoutEffect, useRef, useState } from "react";
import type { User } from "../../../content/rules/types";
import { hideBanner, isBannerHidden, setBannerHeight, type BannerName } from "../notifications/banners";
import coreText from "../i18n/namespaces/core";
import layout from "../i18n/namespaces/layout";
import { useT } from "../i18n";
import { useConnectionNotice } from "../offline/ui";

/** `closable: false` for a banner that states a fact while it holds (the connection). */
function Banner({
  name,
  children,
  closable = true,
}: {
  name: BannerName;
  children: React.ReactNode;
  closable?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(() => closable && isBannerHidden(name));
  const t = useT(layout);
  const core = useT(coreText);
  useLayoutEffect(() => {
    const element = ref.current;
    if (hidden || !element) {
      setBannerHeight(name, undefined);
      return;
    }
    const measure = () => setBannerHeight(name, element.offsetHeight);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      setBannerHeight(name, undefined);
    };
  }, [hidden, name]);
  if (hidden) return null;
  return (
    <div
      ref={ref}
      className={`banner banner-${name}`}
      role="region"
      aria-label={closable ? t("announcement") : t("connection")}
      aria-live={closable ? undefined : "polite"}
    >
      <div className="banner-text">{children}</div>
      {closable && (
        <button
          type="button"
          className="banner-close"
          title={core("closeDialog")}
          aria-label={t("hideAnnouncement")}
          onClick={() => {
            hideBanner(name);
            setHidden(true);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

/** The banners above the user area; each can be hidden for the session. */
export function Banners({ user }: { user: User }) {
  const t = useT(layout);
  const connection = useConnectionNotice();
  return (
    <>
      {connection && (
        <Banner name="offline" closable={false}>
          {connection}
        </Banner>
      )}
      {user.preferences?.sleep && <Banner name="damage-paused">{t("resting")}</Banner>}
    </>
  );
}
