/**
 * When a new page's heading may take the focus (docs/accessibility.md#focus-on-a-new-page).
 *
 * The focus is _held for the page_ while it stays where the app left it: on the control that was
 * focused when the navigation began (the one that navigated), on a heading that took the focus,
 * on the element the focus keeper moved a dropped focus to, or on the page's body. A heading that
 * appears (a new page, possibly after it loaded; a new question on the same route) takes the
 * focus only while the focus is still held; anything the person focused since keeps it.
 */

/** The element the focus is held on for the page (null: none besides the body). */
let held: Element | null = null;

/** The decision (pure): whether a heading that appears may take the focus from `active`. */
export function headingMayTakeFocus(
  active: Element | null,
  heldElement: Element | null,
  body: Element | null,
): boolean {
  return active === null || active === body || active === heldElement;
}

const activeElement = (): Element | null =>
  typeof document === 'undefined' ? null : document.activeElement;

/** A navigation began (the history moved): the focused control is the one that navigated. */
export function noteNavigation(): void {
  held = activeElement();
}

/**
 * The app moved the focus itself on the person's behalf (the focus keeper, a closing modal box
 * giving the focus back): where it went is held in turn when the focus was held where it left
 * (`from`; the focus keeper passes null, a focus dropped to the body).
 */
export function focusHandedOver(from: Element | null, to: Element): void {
  if (from === null || from === held || (held !== null && from.contains(held))) held = to;
}

/** A heading appeared: it takes the focus if the focus is still held for the page. */
export function focusHeadingIfHeld(heading: HTMLElement | null): void {
  if (!heading || typeof document === 'undefined') return;
  if (!headingMayTakeFocus(document.activeElement, held, document.body)) return;
  heading.focus({ preventScroll: false });
  held = heading;
}

/** For tests: forget what is held. */
export function resetNavigationFocus(): void {
  held = null;
}
