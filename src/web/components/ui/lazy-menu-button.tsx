import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from "react";
import { Button, type ButtonProps } from "./button";

/** A menu in a chunk of its own: it renders open, around the button it is handed as its trigger. */
export type MenuChunk = ComponentType<{ trigger: ReactElement }>;

/** A menu's chunk: `preload` fetches it, `Menu` renders it once fetched. */
export interface LazyMenu {
  preload: () => Promise<unknown>;
  Menu: LazyExoticComponent<MenuChunk>;
}

/** Declares a lazily loaded menu, once per module: `load` imports the chunk and answers its menu. */
export function lazyMenu(load: () => Promise<MenuChunk>): LazyMenu {
  return { preload: load, Menu: lazy(() => load().then((Menu) => ({ default: Menu }))) };
}

/**
 * A header button whose menu (Radix, about 20 KB compressed) is not in the page's first load: the
 * chunk is fetched ahead when a pointer or the focus first reaches the button, and the menu opens
 * when it is pressed (at once when fetched, else as soon as it arrives). Until then the button
 * stands alone, saying it opens a menu; the menu's own trigger is the same button. The language
 * and currency switchers are both one (issue 30).
 */
export function LazyMenuButton({ menu, ...look }: Omit<ButtonProps, "onClick"> & { menu: LazyMenu }) {
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  const button = (
    <Button
      {...look}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void menu.preload()}
      onFocus={() => void menu.preload()}
      onClick={() => setIsMenuWanted(true)}
    />
  );
  if (!isMenuWanted) return button;
  return (
    <Suspense fallback={button}>
      <menu.Menu trigger={<Button {...look} />} />
    </Suspense>
  );
}
