import { useEffect, useId, useRef, type ReactNode } from "react";

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
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** False for a dialog the player must answer (fainting). */
  dismissible?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // A field marked data-autofocus takes the focus instead of the close button.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
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
              <button type="button" className="dialog-close" title="close dialog" aria-label="close dialog" onClick={onClose}>
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
