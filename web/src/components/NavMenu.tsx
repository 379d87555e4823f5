/**
 * A header menu as a disclosure: a button that shows or hides a list of links. Escape closes it
 * and puts the focus back on the button; a click elsewhere or a navigation closes it too.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";

export interface MenuLink {
  to: string;
  label: string;
  /** A count or word shown after the label (unread messages, points). */
  badge?: string;
  testId?: string;
}

export function NavMenu({
  label,
  button,
  links,
  className,
  align = "start",
  buttonClassName = "nav-link menu-button",
  current,
  footer,
}: {
  /** The accessible name of the button. */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  links: MenuLink[];
  className?: string;
  align?: "start" | "end";
  buttonClassName?: string;
  /** Marks the button as the current section. */
  current?: boolean;
  footer?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className={`nav-menu${className ? ` ${className}` : ""}`} ref={root}>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName}${current ? " active" : ""}`}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
        <span className="menu-caret" aria-hidden="true" />
      </button>
      <div id={listId} className={`nav-menu-panel align-${align}`} hidden={!open}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="nav-menu-link" data-testid={link.testId} end>
                <span>{link.label}</span>
                {link.badge && <span className="count-badge">{link.badge}</span>}
              </NavLink>
            </li>
          ))}
        </ul>
        {footer}
      </div>
    </div>
  );
}
