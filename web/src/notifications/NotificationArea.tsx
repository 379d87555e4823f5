import { useEffect, useState, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { getWorldState } from "../api/user";
import { isLoggedIn } from "../settings";
import { notifications, staysUntilClicked, type ClientNotification } from "./store";
import { notificationMessage, isNegative } from "./messages";
import { getPresentBanners, isBannerHidden, notificationOffset, subscribeBanners } from "./banners";
import { SCROLL_THROTTLE_MS } from "../../../content/data/constants";
import { createPortal } from "react-dom";
import { Dialog, useTopDialog } from "../components/Dialog";
import { DropIcon } from "./DropIcon";
import core from "../../../content/i18n/en/web/core";
import { useT } from "../i18n";

const TYPE_LABELS = {
  hp: "kindHp",
  gp: "kindGp",
  xp: "kindXp",
  mp: "kindMp",
  streak: "kindStreak",
  damage: "kindDamage",
  drop: "kindDrop",
  info: "kindInfo",
  success: "kindSuccess",
  crit: "kindCrit",
  lvl: "kindLvl",
  error: "kindError",
} as const satisfies Record<ClientNotification["type"], keyof (typeof core)["en"]>;

function NotificationCard({ notification }: { notification: ClientNotification }) {
  const t = useT(core);
  const message = notificationMessage(notification);
  const negative = isNegative(notification.sign);
  const sticky = staysUntilClicked(notification);
  const close = () => {
    notifications.remove(notification.uuid);
    notification.onClick?.();
  };
  return (
    <div className={`toast toast-${notification.type}${negative ? " is-negative" : ""}`} data-type={notification.type} role={notification.type === "error" ? "alert" : undefined}>
      <button type="button" className="toast-body" onClick={close} aria-label={t("toastLabel", { kind: t(TYPE_LABELS[notification.type]), message })}>
        {notification.type === "drop" && notification.icon && <DropIcon icon={notification.icon} />}
        <span className="toast-text">
          {notification.title && <strong className="toast-title">{notification.title}</strong>}
          <span>{message}</span>
        </span>
        {sticky && (
          <span className="toast-close" aria-hidden="true">
            ×
          </span>
        )}
      </button>
    </div>
  );
}

/** The page's scroll position, read at most once per 16 ms (spec §9). */
function useThrottledScrollY(active: boolean): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      setScrollY(window.scrollY);
    };
    const onScroll = () => {
      timer ??= setTimeout(read, SCROLL_THROTTLE_MS);
    };
    read();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [active]);
  return scrollY;
}

/** While a modal dialog is open the rest of the page is inert, so the overlay moves into that dialog. */
function portalInto(host: HTMLDialogElement | undefined, area: React.ReactElement) {
  return host ? createPortal(area, host) : area;
}

/** The global overlay of spec §2: below the banners, fixed to the viewport so it follows scroll. */
export function NotificationArea() {
  const state = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, notifications.getSnapshot);
  const banners = useSyncExternalStore(subscribeBanners, getPresentBanners, getPresentBanners);
  const [emptiedArmoire, setEmptiedArmoire] = useState(false);
  // Only banners make the offset depend on scrolling; without them nothing listens.
  const scrollY = useThrottledScrollY(Object.keys(banners).length > 0);
  // The world state (running events and promotions) loads when the area mounts (spec §7).
  useQuery({ queryKey: ["world-state"], queryFn: getWorldState, enabled: isLoggedIn(), staleTime: Infinity, retry: false });

  useEffect(() => notifications.onShown((notification) => notification.type === "drop" && notification.emptied && setEmptiedArmoire(true)), []);

  const topDialog = useTopDialog();
  const t = useT(core);
  const errors = state.visible.filter((entry) => entry.type === "error");
  const others = state.visible.filter((entry) => entry.type !== "error");
  return (
    <>
      {portalInto(topDialog,
      <div className="notification-area" style={{ top: notificationOffset(banners, isBannerHidden, scrollY) }}>
        <div className="toast-list errors">
          {errors.map((notification) => (
            <NotificationCard key={notification.uuid} notification={notification} />
          ))}
        </div>
        <div className="toast-list" role="status" aria-live="polite" aria-label={t("notificationsLabel")}>
          {others.map((notification) => (
            <NotificationCard key={notification.uuid} notification={notification} />
          ))}
        </div>
      </div>)}
      <Dialog open={emptiedArmoire} title={t("armoireEmptyTitle")} onClose={() => setEmptiedArmoire(false)}>
        <p>{t("armoireEmptyText")}</p>
      </Dialog>
    </>
  );
}
