import { useEffect, useState, useSyncExternalStore } from "react";
import { useQuery } from "@tanstack/react-query";
import { getWorldState } from "../api/user";
import { isLoggedIn } from "../settings";
import { notifications, staysUntilClicked, type ClientNotification } from "./store";
import { notificationMessage, isNegative } from "./messages";
import { createPortal } from "react-dom";
import { Dialog, useTopDialog } from "../components/Dialog";
import { DropIcon } from "./DropIcon";

const TYPE_LABELS: Record<ClientNotification["type"], string> = {
  hp: "Health",
  gp: "Gold",
  xp: "Experience",
  mp: "Mana",
  streak: "Streak",
  damage: "Boss damage",
  drop: "Item found",
  info: "Note",
  success: "Done",
  crit: "Critical hit",
  lvl: "Level up",
  error: "Error",
};

function NotificationCard({ notification }: { notification: ClientNotification }) {
  const message = notificationMessage(notification);
  const negative = isNegative(notification.sign);
  const sticky = staysUntilClicked(notification);
  const close = () => {
    notifications.remove(notification.uuid);
    notification.onClick?.();
  };
  return (
    <div className={`toast toast-${notification.type}${negative ? " is-negative" : ""}`} data-type={notification.type} role={notification.type === "error" ? "alert" : undefined}>
      <button type="button" className="toast-body" onClick={close} aria-label={`${TYPE_LABELS[notification.type]}: ${message}. Dismiss`}>
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
  useQuery({ queryKey: ["world-state"], queryFn: getWorldState, enabled: isLoggedIn(), staleTime: Infinity, retry: false });

  useEffect(() => notifications.onShown((notification) => notification.type === "drop" && notification.emptied && setEmptiedArmoire(true)), []);

  const topDialog = useTopDialog();
  const errors = state.visible.filter((entry) => entry.type === "error");
  const others = state.visible.filter((entry) => entry.type !== "error");
  return (
    <>
      {portalInto(topDialog,
      <div className="notification-area">
        <div className="toast-list errors">
          {errors.map((notification) => (
            <NotificationCard key={notification.uuid} notification={notification} />
          ))}
        </div>
        <div className="toast-list" role="status" aria-live="polite" aria-label="Notifications">
          {others.map((notification) => (
            <NotificationCard key={notification.uuid} notification={notification} />
          ))}
        </div>
      </div>)}
      <Dialog open={emptiedArmoire} title="The Armoire is empty" onClose={() => setEmptiedArmoire(false)}>
        <p>You have found every piece of equipment the Enchanted Armoire holds for now. It still gives food and experience, and new treasures arrive with each month's release.</p>
      </Dialog>
    </>
  );
}
