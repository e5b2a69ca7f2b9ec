/**
 * The footer feature's public entry. AppShell loads it with import() (its own chunk), so none of
 * it, nor moment-timezone behind the hours line, joins the first screen.
 */
export { SiteFooter } from './SiteFooter';
