/**
 * A header menu as a menu button (WAI-ARIA's menu button pattern, with links as its items): Enter,
 * Space or Down opens it on its first item, Up on its last; Up, Down, Home, End and a letter move
 * through it; Escape closes it and puts the focus back on the button; Tab, a click elsewhere or a
 * navigation closes it too.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
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
}: {
  /** The accessible name of the button (and of its menu). */
  label: string;
  /** What the button shows. */
  button: ReactNode;
  links: MenuLink[];
  className?: string;
  align?: "start" | "end";
  buttonClassName?: string;
  /** Marks the button as the current section. */
  current?: boolean;
}) {
  // The item to focus once open: an index, or -1 for the last.
  const [open, setOpen] = useState<number | undefined>();
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
  const close = (focusButton?: boolean) => {
    setOpen(undefined);
    if (focusButton) buttonRef.current?.focus();
  };

  useEffect(() => close(), [pathname]);

  useEffect(() => {
    if (open === undefined) return;
    items().at(open)?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setOpen(event.key === "ArrowUp" ? -1 : 0);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => list.at(index % list.length)?.focus();
    const key = event.key;
    if (key === "Tab") return close();
    if (key === "Escape") close(true);
    else if (key === "ArrowDown") go(at + 1);
    else if (key === "ArrowUp") go(at - 1);
    else if (key === "Home") go(0);
    else if (key === "End") go(-1);
    else if (key.length === 1 && /\S/.test(key)) {
      const letter = key.toLowerCase();
      const next = list.findIndex(
        (item, index) => index > at && item.textContent?.trim().toLowerCase().startsWith(letter),
      );
      const first = list.findIndex((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
      if (next >= 0 || first >= 0) go(next >= 0 ? next : first);
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={`nav-menu${className ? ` ${className}` : ""}`} ref={root}>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName}${current ? " active" : ""}`}
        aria-haspopup="menu"
        aria-expanded={open !== undefined}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => (open === undefined ? setOpen(0) : close())}
        onKeyDown={onButtonKey}
      >
        {button}
        <span className="menu-caret" aria-hidden="true" />
      </button>
      <div className={`nav-menu-panel align-${align}`} hidden={open === undefined}>
        <div id={menuId} role="menu" className="nav-menu-items" aria-label={label} onKeyDown={onMenuKey}>
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              role="menuitem"
              tabIndex={-1}
              className="nav-menu-link"
              data-testid={link.testId}
              end
            >
              <span>{link.label}</span>
              {link.badge && <span className="count-badge">{link.badge}</span>}
            </NavLink>
          ))}
        </div>
      </div>
    </div>
  );
}
