import { contrastRatio, MIN_TEXT_CONTRAST, readableTextOn } from './contrast';
import type { Organisation } from './organisation';

/** The page background and surface the brand colours are used against (app/styles/base.css). */
const SURFACE = '#ffffff';
const DEFAULT_LINK = '#1d4ed8';

/**
 * The organisation's colours as CSS custom properties on the page root. Text on the primary
 * colour falls back to black or white when the organisation's choice is unreadable; the primary
 * colour is used for links and outlines only when it reads on white.
 */
export function brandColourProperties(organisation: Organisation): Record<string, string> {
  const { primaryColor, primaryTextColor, accentColor } = organisation.orgBrand;
  const readablePrimary = contrastRatio(primaryColor, SURFACE) >= MIN_TEXT_CONTRAST;
  return {
    '--brand-primary': primaryColor,
    '--brand-on-primary': readableTextOn(primaryColor, primaryTextColor),
    '--brand-accent': accentColor,
    '--brand-link': readablePrimary ? primaryColor : DEFAULT_LINK,
  };
}

export function applyBrandColours(organisation: Organisation, root: HTMLElement): void {
  for (const [name, value] of Object.entries(brandColourProperties(organisation))) {
    root.style.setProperty(name, value);
  }
}
