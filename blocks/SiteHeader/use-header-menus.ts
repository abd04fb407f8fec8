import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type SyntheticEvent } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../runtime/kit/ui.ts";

const MENU = "menu";

export interface Disclosure {
  details: {
    open: boolean;
    "data-menu": string;
    onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
    onBlur?: (event: FocusEvent<HTMLDetailsElement>) => void;
  };
  /** aria-expanded only once hydrated: before that the browser reports the <details> state itself. */
  summary: { "aria-expanded"?: boolean };
}

function detailsOf(root: HTMLElement | null, id: string): HTMLDetailsElement | null {
  return root?.querySelector<HTMLDetailsElement>(`details[data-menu="${id}"]`) ?? null;
}

/**
 * The header's menus are <details> elements, so they open and close without JavaScript. Once hydrated this
 * keeps one dropdown open at a time and closes them on Escape (focus back on the toggle), on a click or
 * focus elsewhere, and when the visitor navigates.
 */
export function useHeaderMenus() {
  const rootRef = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [dropdown, setDropdown] = useState<string | null>(null);
  const hydrated = useHydrated();
  const { key } = useLocation();

  // Adopt whatever the visitor opened before the page hydrated, keeping only the first open dropdown.
  useEffect(() => {
    const root = rootRef.current;
    setMenuOpen(detailsOf(root, MENU)?.open ?? false);
    const [first, ...others] = root?.querySelectorAll<HTMLDetailsElement>(`details[data-menu]:not([data-menu="${MENU}"])[open]`) ?? [];
    for (const details of others) details.open = false;
    setDropdown(first?.dataset.menu ?? null);
  }, []);

  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    setMenuOpen(false);
    setDropdown(null);
  }, [key]);

  useEffect(() => {
    if (!menuOpen && dropdown === null) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      const root = rootRef.current;
      if (dropdown !== null && !detailsOf(root, dropdown)?.contains(target)) setDropdown(null);
      if (menuOpen && !detailsOf(root, MENU)?.contains(target)) setMenuOpen(false);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [menuOpen, dropdown]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const closing = dropdown ?? (menuOpen ? MENU : null);
    if (event.key !== "Escape" || closing === null) return;
    event.preventDefault();
    if (closing === MENU) setMenuOpen(false);
    else setDropdown(null);
    detailsOf(rootRef.current, closing)?.querySelector("summary")?.focus();
  };

  const menu: Disclosure = {
    details: { open: menuOpen, "data-menu": MENU, onToggle: (event) => setMenuOpen(event.currentTarget.open) },
    summary: { "aria-expanded": hydrated ? menuOpen : undefined },
  };

  const dropdownOf = (id: string): Disclosure => ({
    details: {
      open: dropdown === id,
      "data-menu": id,
      onToggle: (event) => {
        const isOpen = event.currentTarget.open;
        setDropdown((current) => (isOpen ? id : current === id ? null : current));
      },
      onBlur: (event) => {
        const next = event.relatedTarget;
        if (next && !event.currentTarget.contains(next)) setDropdown((current) => (current === id ? null : current));
      },
    },
    summary: { "aria-expanded": hydrated ? dropdown === id : undefined },
  });

  return { rootRef, onKeyDown, menu, dropdown: dropdownOf };
}

export type HeaderMenus = ReturnType<typeof useHeaderMenus>;
