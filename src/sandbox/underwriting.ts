/**
 * The sandbox lender's underwriting: what it "finds" about a home at registration (its value and
 * the liens on it) and what it approves once the borrower has confirmed the liens (the maximum
 * line and the APR). Everything is derived from the borrower's own answers with a hash, so the
 * same address, name and income always give the same numbers (tests and people can rely on
 * them), while different applicants see different ones.
 */
import { createHash } from 'node:crypto';
import type { Lien } from '../contract/application';
import type { PostalAddress } from '../contract/address';
import { aprWithin, MIN_OFFER_AMOUNT } from '../contract/offerPricing';
import { type OrgPricing, readMergedPricing } from '../contract/organisation';
import { derivedUuid } from './ids';
import type { OrgRecord } from './records';

/** A number from 0 to `range - 1` derived from `text`. */
function hashed(text: string, range: number): number {
  const digest = createHash('sha256').update(text).digest();
  return digest.readUInt32BE(0) % range;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The address as one comparable text: case and spacing do not change a home's value. */
export function addressKey(address: PostalAddress): string {
  return [address.street1, address.street2 ?? '', address.city, address.state, address.zip]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');
}

/** The home's value as the lender's valuation model gives it: $350,000 to $1,200,000, by $5,000. */
export function homeValueOf(address: PostalAddress): number {
  return 350_000 + roundTo(hashed(`value|${addressKey(address)}`, 850_001), 5000);
}

/** Holders of first mortgages and of solar-panel financing (invented names). */
const MORTGAGE_LENDERS = [
  'Northbridge Mortgage Servicing',
  'Keystone Hearth Home Loans',
  'Bluewater Federal Savings',
  'Granite Point Mortgage',
  'Prairie Lantern Bank',
] as const;
const SOLAR_LENDERS = ['Brightfield Solar Finance', 'Sunmeadow Energy Credit'] as const;

/**
 * The liens the lender finds on a home at registration: a first mortgage (35 % to 65 % of the
 * value, to the $100), and on one home in three a solar lien ($12,000 to $32,000). Lien uuids are
 * derived from the application's, so they stay the same for it.
 */
export function liensFor(
  applicationUuid: string,
  address: PostalAddress,
  homeValue: number,
): Lien[] {
  const key = addressKey(address);
  const share = 35 + hashed(`mortgage-share|${key}`, 31);
  const liens: Lien[] = [
    {
      uuid: derivedUuid(applicationUuid, 'lien/mortgage'),
      lender: MORTGAGE_LENDERS[hashed(`mortgage|${key}`, MORTGAGE_LENDERS.length)] ?? 'Mortgage',
      balance: roundTo((homeValue * share) / 100, 100),
      open: null,
    },
  ];
  if (hashed(`solar|${key}`, 3) === 0) {
    liens.push({
      uuid: derivedUuid(applicationUuid, 'lien/solar'),
      lender: SOLAR_LENDERS[hashed(`solar-lender|${key}`, SOLAR_LENDERS.length)] ?? 'Solar',
      balance: 12_000 + roundTo(hashed(`solar-balance|${key}`, 20_001), 100),
      open: null,
    });
  }
  return liens;
}

/** The largest line the lender approves, before the organisation's own limit. */
export const MAX_LINE = 250_000;
/** The share of the home's value all loans on it together may reach. */
export const MAX_COMBINED_LOAN_TO_VALUE = 0.8;

/**
 * The organisation's pricing objects merged into one, read as the app reads them
 * (docs/shell.md#how-the-organisations-data-is-read): the control API stores an organisation's data as given.
 */
export function orgPricing(org: OrgRecord | undefined): OrgPricing {
  return readMergedPricing(org?.info.orgPricingData);
}

/** The organisation's APR range, when its pricing gives one. */
export function aprRange(org: OrgRecord | undefined): {
  minApr: number | null;
  maxApr: number | null;
} {
  const { minApr = null, maxApr = null } = orgPricing(org);
  return { minApr, maxApr };
}

/**
 * The origination fee the lender charges, in percent of the draw (the application's
 * `originationFeePercent`): the organisation's most (`maxOriginationFeePercent` of its pricing,
 * the "up to" its disclosures state), else none (docs/journey.md#truth-in-lending-figures).
 */
export function originationFeePercentFor(org: OrgRecord | undefined): number | null {
  return orgPricing(org).maxOriginationFeePercent ?? null;
}

/**
 * The approved maximum (uwCalculatedDrawAmount): 80 % of the home's value less the balances of
 * the liens still open, at most $250,000 (or the organisation's maxLoanAmount when lower), to the
 * $1,000 below, and never under the smallest line ($15,000).
 */
export function approvedMaximum(
  homeValue: number,
  liens: readonly Lien[],
  org?: OrgRecord,
): number {
  const open = liens
    .filter((lien) => lien.open !== false)
    .reduce((sum, lien) => sum + (lien.balance ?? 0), 0);
  const orgMax = orgPricing(org).maxLoanAmount;
  const cap = orgMax === undefined ? MAX_LINE : Math.min(MAX_LINE, orgMax);
  const room = Math.floor((homeValue * MAX_COMBINED_LOAN_TO_VALUE - open) / 1000) * 1000;
  return Math.max(MIN_OFFER_AMOUNT, Math.min(cap, room));
}

export interface AprFacts {
  firstName: string;
  lastName: string;
  dob: string;
  annualIncome: number;
  homeValue: number;
  openBalances: number;
}

/**
 * The APR the lender approves (approvedApr), in percent: a base from 7.60 to 10.59 standing for
 * the credit file (derived from name and date of birth), less a quarter point for an income of
 * $150,000 or more, plus half a point when the loans on the home already pass 60 % of its value;
 * kept within the organisation's APR range and rounded to the hundredth.
 */
export function approvedAprFor(facts: AprFacts, org?: OrgRecord): number {
  const base =
    7.6 +
    hashed(
      `apr|${facts.firstName.toLowerCase()}|${facts.lastName.toLowerCase()}|${facts.dob}`,
      300,
    ) /
      100;
  const income = facts.annualIncome >= 150_000 ? -0.25 : 0;
  const leverage = facts.homeValue > 0 && facts.openBalances / facts.homeValue > 0.6 ? 0.5 : 0;
  return aprWithin(base + income + leverage, aprRange(org));
}
