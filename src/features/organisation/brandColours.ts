import type { Organisation } from './organisation';

/** The organisation's colours as CSS custom properties on the page root. */
export function applyBrandColours(organisation: Organisation, root: HTMLElement): void {
  const { primaryColor, primaryTextColor, accentColor } = organisation.orgBrand;
  root.style.setProperty('--brand-primary', primaryColor);
  root.style.setProperty('--brand-on-primary', primaryTextColor);
  root.style.setProperty('--brand-accent', accentColor);
}
