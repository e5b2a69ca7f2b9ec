/** Where the loan officer card goes (docs/supporting-areas.md#loan-officer-card): beside the page on wide screens only. */

/** The width from which the card is a side panel (shell.css's 64rem at the default 16px). */
export const WIDE_LAYOUT_MIN_PX = 1024;
/** The same breakpoint as a media query, in rem like the style sheet's. */
export const WIDE_LAYOUT_QUERY = '(min-width: 64rem)';

/** Where the card goes: beside the page from 1024 px, else a bar at the top opening a dialog. */
export function loanOfficerPlacement(viewportWidth: number): 'aside' | 'bar' {
  return viewportWidth >= WIDE_LAYOUT_MIN_PX ? 'aside' : 'bar';
}
