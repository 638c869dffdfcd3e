import { firstTapAttribute, tappedAttribute } from "../../shared/first-tap";

/**
 * Marks a button whose press before the page is live is kept (decision 014); `action` names what
 * it does, the same for every button on the page that does the same.
 */
export function firstTap(action: string): { [firstTapAttribute]: string } {
  return { [firstTapAttribute]: action };
}

/**
 * Presses again the button the shopper pressed before the page was live, which the page's inline
 * script held (shared/first-tap.ts). Found by its mark, not kept as a node: a render that
 * replaced the server's markup still has the same button.
 */
export function replayFirstTap(): void {
  const root = document.documentElement;
  const tapped = root.getAttribute(tappedAttribute);
  if (tapped === null) return;
  root.removeAttribute(tappedAttribute);
  const buttons = [...document.querySelectorAll<HTMLElement>(`[${firstTapAttribute}]`)];
  for (const button of buttons) button.removeAttribute("aria-busy");
  buttons.find((button) => button.getAttribute(firstTapAttribute) === tapped)?.click();
}
