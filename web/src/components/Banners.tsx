import { useLayoutEffect, useRef, useState } from "react";
import type { User } from "../../../content/rules/types";
import { hideBanner, isBannerHidden, setBannerHeight, type BannerName } from "../notifications/banners";

function Banner({ name, children }: { name: BannerName; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(() => isBannerHidden(name));
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
    <div ref={ref} className={`banner banner-${name}`} role="region" aria-label="Announcement">
      <div className="banner-text">{children}</div>
      <button
        type="button"
        className="banner-close"
        title="close dialog"
        aria-label="Hide this announcement"
        onClick={() => {
          hideBanner(name);
          setHidden(true);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The banners above the user area; each can be hidden for the session. */
export function Banners({ user }: { user: User }) {
  return <>{user.preferences?.sleep && <Banner name="damage-paused">You are resting in the inn: missed dailies do not hurt you until you check out.</Banner>}</>;
}
