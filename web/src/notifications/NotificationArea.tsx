import { useEffect, useState, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { isLoggedIn } from "../settings";
import { notifications, staysUntilClicked, type ClientNotification } from "./store";
import { notificationMessage, isNegative } from "./messages";
import { createPortal } from "react-dom";
import { Dialog, useTopDialog } from "../components/Dialog";
import { DropIcon } from "./DropIcon";
import core from "../i18n/namespaces/core";
import { useT } from "../i18n";
import { worldStateQuery } from "../queries/world";

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
    <div
      className={`toast toast-${notification.type}${negative ? " is-negative" : ""}`}
      data-type={notification.type}
      role={notification.type === "error" ? "alert" : undefined}
    >
      <button
        type="button"
        className="toast-body"
        onClick={close}
        aria-label={t("toastLabel", { kind: t(TYPE_LABELS[notification.type]), message })}
      >
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

/** While a modal dialog is open the rest of the page is inert, so the overlay moves into that dialog. */
function portalInto(host: HTMLDialogElement | undefined, area: React.ReactElement) {
  return host ? createPortal(area, host) : area;
}

/** The global overlay: in the bottom corner of the viewport, where it covers neither the header nor the hero's figures. */
export function NotificationArea() {
  const state = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, notifications.getSnapshot);
  const [emptiedArmoire, setEmptiedArmoire] = useState(false);
  // The world state (running events and promotions) loads when the area mounts (spec §7).
  useQuery({ ...worldStateQuery(), enabled: isLoggedIn() });

  useEffect(
    () =>
      notifications.onShown(
        (notification) => notification.type === "drop" && notification.emptied && setEmptiedArmoire(true),
      ),
    [],
  );

  const topDialog = useTopDialog();
  const t = useT(core);
  const errors = state.visible.filter((entry) => entry.type === "error");
  const others = state.visible.filter((entry) => entry.type !== "error");
  return (
    <>
      {portalInto(
        topDialog,
        <div className="notification-area">
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
        </div>,
      )}
      <Dialog open={emptiedArmoire} title={t("armoireEmptyTitle")} onClose={() => setEmptiedArmoire(false)}>
        <p>{t("armoireEmptyText")}</p>
      </Dialog>
    </>
  );
}
