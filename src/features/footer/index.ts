/**
 * The footer feature's public entry. AppShell loads it with import() (its own chunk), so none of
 * it joins the first screen. Its hours line needs no time-zone library (docs/supporting-areas.md,
 * Footer).
 */
export { SiteFooter } from './SiteFooter';
