import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from "react";
import core from "../i18n/namespaces/core";
import { useT } from "../i18n";

/** The open modal dialogs, newest last: the notification area moves into the top one, where it stays clickable. */
let openDialogs: HTMLDialogElement[] = [];
const dialogListeners = new Set<() => void>();

function setOpenDialogs(next: HTMLDialogElement[]) {
  openDialogs = next;
  for (const listener of dialogListeners) listener();
}

export function useTopDialog(): HTMLDialogElement | undefined {
  return useSyncExternalStore(
    (listener) => {
      dialogListeners.add(listener);
      return () => dialogListeners.delete(listener);
    },
    () => openDialogs[openDialogs.length - 1],
    () => undefined,
  );
}

/**
 * A modal dialog on the browser's own <dialog>: focus is trapped and restored, Escape closes
 * it, and the close button has the title 'close dialog' (spec §2).
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  className,
  dismissible = true,
  modal = true,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** False for a dialog the player must answer (fainting). */
  dismissible?: boolean;
  /** False: shown without blocking the page (no backdrop, the page stays usable). */
  modal?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const t = useT(core);

  /** Focus goes back to what opened the dialog (a task's title, a button), as long as it is still there. */
  const restoreFocus = () => {
    const target = opener.current;
    opener.current = null;
    if (target && target.isConnected && document.activeElement !== target) target.focus({ preventScroll: true });
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement && document.activeElement !== document.body
          ? document.activeElement
          : null;
      if (modal) {
        dialog.showModal();
        setOpenDialogs([...openDialogs.filter((entry) => entry !== dialog), dialog]);
      } else {
        // The page keeps the focus; the dialog is there to be seen, and closed when wanted.
        opener.current = null;
        dialog.show();
      }
      // A field marked data-autofocus takes the focus instead of the close button.
      if (modal) dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus();
    }
    if (!open) setOpenDialogs(openDialogs.filter((entry) => entry !== dialog));
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) setOpenDialogs(openDialogs.filter((entry) => entry !== dialog));
      // A dialog taken away while open (the task editor closing) still hands the focus back.
      restoreFocus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog${modal ? "" : " dialog-nonmodal"}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Non-modal dialogs do not hear Escape from the browser; they close on it all the same.
        if (!modal && event.key === "Escape" && dismissible) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
    >
      {open && (
        <div className="dialog-frame">
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            {dismissible && (
              <button
                type="button"
                className="dialog-close"
                title={t("closeDialog")}
                aria-label={t("closeDialog")}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          <div className="dialog-body">{children}</div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
