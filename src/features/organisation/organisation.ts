import {
  DEFAULT_ORGANISATION,
  mergedPricing as mergePricing,
  type Organisation,
  type OrgPricing,
  readOrganisation,
} from '../../contract/organisation';

/**
 * The organisation's data injected into the page, read through the contract
 * (docs/shell.md#how-the-organisations-data-is-read): anything missing or malformed takes its default
 * (docs/shell.md#the-organisations-data).
 */
export type { Organisation };
export { DEFAULT_ORGANISATION, readOrganisation as parseOrganisation };

/** Reads <script id="org-info" type="application/json"> from the served page. */
export function readInjectedOrganisation(doc: Document = document): Organisation {
  const text = doc.getElementById('org-info')?.textContent;
  if (!text) return DEFAULT_ORGANISATION;
  try {
    return readOrganisation(JSON.parse(text));
  } catch {
    return DEFAULT_ORGANISATION;
  }
}

/** The organisation's pricing, its list merged into one (docs/shell.md#the-organisations-data). */
export const mergedPricing = (organisation: Organisation): OrgPricing =>
  mergePricing(organisation.orgPricingData);
