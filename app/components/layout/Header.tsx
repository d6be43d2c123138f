import { headerMenus } from "virtual:header-menu";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useMediaQuery, WIDE_MENU_QUERY } from "../../hooks/useMediaQuery";
import { headerNavigationWith, type NavItem } from "../../navigation";
import { Icon } from "../ui/Icon";
import { Logo } from "./Logo";

/**
 * SPEC §2 "Header": links in order, Services and Technologies dropdowns that open on hover
 * only wider than 768 px (and always by keyboard), and a menu button at 768 px and below
 * that locks the page's scrolling while the menu is open.
 */
/** The dropdowns are the content's menu groups, computed when the site is built (app/navigation.ts). */
const headerNavigation = headerNavigationWith(headerMenus);

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const { pathname } = useLocation();
  const isWide = useMediaQuery(WIDE_MENU_QUERY, true);
  const menuId = useId();

  // Close everything on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to route changes only.
  useEffect(() => {
    setMenuOpen(false);
    setOpenDropdown(null);
  }, [pathname]);

  // The mobile menu never stays open once the window is wide again.
  useEffect(() => {
    if (isWide) setMenuOpen(false);
  }, [isWide]);

  // SPEC: "the page body cannot scroll while the menu is open".
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-50 border-b border-white/10 text-white">
      {/* The translucent, blurred bar is its own layer: a backdrop-filter on the <header>
          itself would make it the containing block of the fixed mobile menu, which would
          then be laid out inside the 64 px bar and clipped (issue 11). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-navy-900/95 backdrop-blur supports-[backdrop-filter]:bg-navy-900/85"
      />
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="shrink-0 rounded-md" aria-label="Meridian AI Studio home">
          {/* From 769 to 959 px the seven links need the room: the mark alone (the link is
              labelled), as the layout test found the row 232 px too wide at 769 px (issue 11). */}
          <Logo nameClassName="menu:max-[960px]:sr-only" />
        </Link>

        <button
          type="button"
          className="menu:hidden inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} />
        </button>

        <nav
          id={menuId}
          aria-label="Main"
          className={`${menuOpen ? "block" : "hidden"} menu:block fixed inset-x-0 top-16 bottom-0 overflow-y-auto bg-navy-900 px-4 pb-8 menu:static menu:overflow-visible menu:bg-transparent menu:p-0`}
        >
          <ul className="flex flex-col gap-1 pt-4 menu:flex-row menu:items-center menu:gap-0 menu:pt-0 wide:gap-1">
            {headerNavigation.map((item) => (
              <HeaderItem
                key={item.path}
                item={item}
                isWide={isWide}
                open={openDropdown === item.path}
                onOpenChange={(open) => setOpenDropdown(open ? item.path : null)}
              />
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function HeaderItem({
  item,
  isWide,
  open,
  onOpenChange,
}: {
  item: NavItem;
  isWide: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  // A pointer that hovers onto the toggle has already opened the dropdown; its click
  // must not close it again straight away.
  const openedByHover = useRef(false);

  const close = useCallback(
    (returnFocus: boolean) => {
      onOpenChange(false);
      if (returnFocus) toggleRef.current?.focus();
    },
    [onOpenChange],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    item.isButton
      ? "btn btn-primary menu:ml-2 wide:ml-3 mt-3 menu:mt-0 w-full menu:w-auto menu:max-wide:px-4 menu:max-wide:text-sm"
      : `flex min-h-11 items-center rounded-md px-3 menu:max-wide:px-2 text-[0.9375rem] menu:max-wide:text-sm font-medium hover:text-accent-cyan ${
          isActive ? "text-accent-cyan" : "text-white/90"
        }`;

  if (!item.dropdown) {
    return (
      <li>
        <NavLink to={item.path} className={linkClass}>
          {item.name}
        </NavLink>
      </li>
    );
  }

  return (
    <li
      ref={itemRef}
      className="relative"
      onMouseEnter={
        isWide
          ? () => {
              openedByHover.current = !open;
              onOpenChange(true);
            }
          : undefined
      }
      onMouseLeave={
        isWide
          ? () => {
              openedByHover.current = false;
              onOpenChange(false);
            }
          : undefined
      }
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (open && !itemRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <div className="flex items-center">
        <NavLink to={item.path} className={linkClass}>
          {item.name}
        </NavLink>
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-white/80 hover:text-accent-cyan menu:-ml-2 menu:size-8"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${item.name} menu`}
          onClick={() => {
            if (open && openedByHover.current) {
              openedByHover.current = false;
              return;
            }
            onOpenChange(!open);
          }}
        >
          {/* 16 px with a 2.7 stroke draws the same 8 × 4 px chevron with a 1.8 px line as before. */}
          <Icon
            name="chevron-down"
            size={16}
            strokeWidth={2.7}
            className={`transition-transform ${open ? "rotate-180" : ""}`}
          />
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="menu:absolute menu:left-0 menu:top-full menu:z-50 menu:pt-2"
      >
        <div className="grid gap-6 rounded-card px-3 py-3 menu:w-max menu:grid-flow-col menu:border menu:border-line menu:bg-white menu:p-6 menu:text-ink menu:shadow-card">
          {item.dropdown.map((group) => (
            <div key={group.title}>
              <p className="eyebrow mb-2 menu:text-accent-teal !text-accent-cyan menu:!text-accent-teal">
                {group.title}
              </p>
              <ul className="grid gap-1">
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link
                      to={link.path}
                      className="flex min-h-10 items-center rounded-md px-2 text-[0.9375rem] text-white/90 hover:bg-white/10 menu:min-h-9 menu:text-body menu:hover:bg-surface menu:hover:text-accent-ink"
                    >
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  );
}
