/**
 * The organisation's data a lender's server injects into the page, as JSON in
 * <script id="org-info" type="application/json"> (docs/shell.md#the-organisations-data). The app
 * reads it through `readOrganisation`; the sandbox lender checks its seeded organisations against
 * the same reading (`organisationShortfalls`).
 *
 * Reading is lenient field by field (docs/shell.md#how-the-organisations-data-is-read): anything
 * missing or malformed takes its default, so a partner's bad data never breaks a screen and one
 * bad field leaves the rest as given. No partner appears here: the defaults are a neutral brand.
 */
import { postalAddressEntries } from './address';
import { isRecord } from './isRecord';
import { answerOf, flag, listOf, oneOf, optional, readWith, record, text, v } from './schema';

/** The colours an organisation may give: #rgb or #rrggbb, nothing that could add CSS. */
export const isHexColour = (value: unknown): value is string =>
  typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

/** Text that passes `test`. */
const textWhere = (test: (value: string) => boolean) => v.pipe(v.string(), v.check(test));

/** Text with something other than spaces in it. */
const nonBlank = textWhere((value) => value.trim() !== '');
/** Same-site paths, or https addresses; nothing else (no javascript:, no data:). */
const url = textWhere((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/i.test(value));
const orgCode = textWhere((value) => /^[a-z0-9][a-z0-9_-]{0,63}$/i.test(value));
const hexColour = textWhere(isHexColour);
/** The support phone: ten digits. */
const phone = textWhere((value) => /^\d{10}$/.test(value));

/** `schema`, or `fallback` when what is given does not read. */
const or = <T>(schema: v.GenericSchema<unknown, T>, fallback: T) => v.fallback(schema, fallback);

type Fields<E extends v.ObjectEntries> = v.InferOutput<v.ObjectSchema<E, undefined>>;

/**
 * A part of the data read field by field, then made whole by `complete`: anything that is not an
 * object, or a part left out, reads as an empty object, so every field takes its default; unknown
 * fields are left out. Every field of `entries` reads whatever it is given.
 */
function part<E extends v.ObjectEntries>(entries: E): v.GenericSchema<unknown, Fields<E>>;
function part<E extends v.ObjectEntries, T>(
  entries: E,
  complete: (read: Fields<E>) => T,
): v.GenericSchema<unknown, T>;
function part<E extends v.ObjectEntries>(
  entries: E,
  complete = (read: Fields<E>): unknown => read,
) {
  const object = v.object(entries);
  return readWith((value) =>
    complete(v.safeParse(object, isRecord(value) ? value : {}).output as Fields<E>),
  );
}

/** The support phone when an organisation gives none (docs/shell.md#timings-and-limits). */
export const DEFAULT_SUPPORT_PHONE = '8888196388';

/** "888-819-6388": ten digits written for reading. */
const formattedPhone = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

const DEFAULT_NAME = 'Home Equity Line of Credit';

const brandSchema = part({
  name: or(nonBlank, DEFAULT_NAME),
  primaryColor: or(hexColour, '#1d4ed8'),
  primaryTextColor: or(hexColour, '#ffffff'),
  accentColor: or(hexColour, '#0f766e'),
  logoUrl: or(url, ''),
  logoAlt: text(),
  /** A private-label loader animation, or null for the default loader. */
  loaderUrl: or(v.nullable(url), null),
});

/** The footer's data (docs/shell.md#the-organisations-data). */
const companyInfoSchema = part(
  {
    companyName: or(nonBlank, DEFAULT_NAME),
    companyNameShort: or(nonBlank, 'HELOC'),
    companyNMLS: text(),
    companyNmlsURL: or(url, ''),
    termsOfUseUrl: or(url, '/terms'),
    privacyLinkIsExternal: flag(),
    privacyPolicyUrl: or(url, '/privacy'),
    licensesUrl: or(url, '/licenses'),
    companyLegalUrl: or(url, ''),
    footerImage: oneOf(['EHL', 'EOL', 'OTHER'], 'EHL'),
    disclosureCopy: text(null),
    companyAddress: part({ ...postalAddressEntries, street2: text(null) }),
    phone: optional(phone),
    phoneFormatted: optional(nonBlank),
    companyProduct: or(nonBlank, 'HELOC'),
    email: text(),
    allowRegulatorReview: flag(),
    organization: text(),
  },
  // The formatted number must describe the same digits: it is kept only beside the organisation's
  // own phone, and otherwise written from the phone read.
  ({ phone: given, phoneFormatted, ...info }) => {
    const digits = given ?? DEFAULT_SUPPORT_PHONE;
    return {
      ...info,
      /** Ten digits. */
      phone: digits,
      phoneFormatted: (given && phoneFormatted) || formattedPhone(digits),
    };
  },
);

const helocSchema = part({
  /** WHOLESALE registration needs a referrer query value (docs/shell.md#redirects-and-public-pages). */
  channel: oneOf(['RETAIL', 'WHOLESALE'], 'RETAIL'),
  /** A referring loan originator is required to register. */
  requireReferringLoanOriginator: flag(),
  portfolioManagerEnabled: flag(),
});

const footerSchema = part({
  /** Further links; an entry without a safe address or a name is left out. */
  additionalUrls: listOf(record({ type: v.picklist(['FOOTER']), url, name: nonBlank })),
  showIlCommunityReinvestmentNotice: flag(),
  useNewYorkWording: flag(),
});

/** A positive number, else absent. */
const positive = optional(
  v.pipe(
    v.number(),
    v.check((value) => Number.isFinite(value) && value > 0),
  ),
);
/** A fee in dollars: zero or more, else absent. */
const fee = optional(
  v.pipe(
    v.number(),
    v.check((value) => Number.isFinite(value) && value >= 0),
  ),
);

/**
 * The fields of one object of `orgPricingData`: the organisation's pricing comes as a list of
 * such objects, each giving some of these fields, merged into one (`mergedPricing`). A field that
 * is not what it should be is absent, as if the organisation had not given it, so a later object
 * of the list never hides an earlier one's value with a bad one.
 */
const pricingEntries = {
  /** The smallest line offered, in dollars. */
  minLoanAmount: positive,
  /** The largest line the lender approves for the organisation, in dollars. */
  maxLoanAmount: positive,
  /** The organisation's APR range, in percent. */
  minApr: positive,
  maxApr: positive,
  /** The most origination fee its disclosures state ("up to"), in percent of the draw. */
  maxOriginationFeePercent: positive,
  /** The property valuation's fee (a BPO), in dollars. */
  valuationFee: fee,
  /**
   * Fees in dollars the organisation states for its own records: the app shows the manual
   * notary's fee its disclosure copy states (docs/journey.md#fees), and reads neither.
   */
  manualNotaryFee: fee,
  recordingFeeMax: fee,
};

/** The organisation's pricing, or one object of its list: each field when it gives it. */
export type OrgPricing = { [K in keyof typeof pricingEntries]?: number };

const pricingList = listOf(record(pricingEntries) as v.GenericSchema<unknown, OrgPricing>);

/**
 * The organisation's own texts in another language (docs/shell.md#the-organisations-texts-in-spanish):
 * each optional, shown instead of the English one while the page is in that language. A text that
 * is blank or not text is left out (the English shows); `footerLinks` names the extra footer links
 * by their address.
 */
const orgTextsSchema = record({
  disclosureCopy: optional(nonBlank),
  logoAlt: optional(nonBlank),
  footerLinks: optional(
    v.pipe(
      v.unknown(),
      v.check(isRecord),
      v.transform((value): Record<string, string> =>
        Object.fromEntries(
          Object.entries(value as Record<string, unknown>).filter(
            (entry): entry is [string, string] =>
              typeof entry[1] === 'string' && entry[1].trim() !== '',
          ),
        ),
      ),
    ),
  ),
});

/** An organisation's texts in one language other than English, each when it gives it. */
export type OrgTexts = v.InferOutput<typeof orgTextsSchema>;

/**
 * The languages the organisation gives its texts in, besides English: `es` alone for now. Absent
 * when not given or not an object; a language whose texts are not an object is left out.
 */
const translationsSchema = optional(record({ es: optional(orgTextsSchema) }));

const organisationSchema = part(
  {
    baseUrl: or(url, ''),
    canonicalOrgCode: optional(orgCode),
    orgCode: or(orgCode, 'main'),
    orgBrand: brandSchema,
    orgMetaData: part({
      companyInfo: companyInfoSchema,
      /** Keyed by product: the app reads the HELOC's alone. */
      products: part({ HELOC: helocSchema }),
      footer: footerSchema,
      translations: translationsSchema,
    }),
    orgPricingData: pricingList,
    publicFeatureToggles: readWith((value): Record<string, boolean> =>
      Object.fromEntries(
        Object.entries(isRecord(value) ? value : {}).filter(
          (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
        ),
      ),
    ),
  },
  // The canonical code is the organisation's own unless it names another.
  ({ canonicalOrgCode, ...organisation }) => ({
    ...organisation,
    canonicalOrgCode: canonicalOrgCode ?? organisation.orgCode,
  }),
);

export type Organisation = v.InferOutput<typeof organisationSchema>;
export type OrgBrand = Organisation['orgBrand'];
export type CompanyInfo = Organisation['orgMetaData']['companyInfo'];
export type HelocProductSettings = Organisation['orgMetaData']['products']['HELOC'];
export type FooterSettings = Organisation['orgMetaData']['footer'];

/** The organisation's data read from whatever was injected: never fails. */
export const readOrganisation: (value: unknown) => Organisation = answerOf(
  organisationSchema,
  'organization',
);

/** What the app works with when the page holds no organisation: every field's default. */
export const DEFAULT_ORGANISATION: Organisation = readOrganisation(undefined);

/** The list of pricing objects merged into one, a later object's field over an earlier one's. */
export const mergedPricing = (pricing: readonly OrgPricing[]): OrgPricing =>
  Object.assign({}, ...pricing) as OrgPricing;

/** A list of pricing objects read as the organisation's data reads it, merged into one. */
export const readMergedPricing = (list: unknown): OrgPricing =>
  mergedPricing(answerOf(pricingList, 'pricing')(list));

/**
 * Where `value` falls short of the contract's organisation data: each field the reading does not
 * take as given (a default taken, an entry or a field left out), as
 * "path: what". Empty when it conforms.
 */
export function organisationShortfalls(value: unknown): string[] {
  const differences = (read: unknown, given: unknown, at: string): string[] => {
    if (Array.isArray(read) && Array.isArray(given)) {
      return read.length === given.length
        ? read.flatMap((entry, index) => differences(entry, given[index], `${at}.${index}`))
        : [`${at}: ${given.length - read.length} of ${given.length} entries left out`];
    }
    if (isRecord(read) && isRecord(given)) {
      const fields = new Set([...Object.keys(read), ...Object.keys(given)]);
      return [...fields].flatMap((field) => {
        const path = at ? `${at}.${field}` : field;
        if (!(field in given)) return [`${path}: missing, read as ${JSON.stringify(read[field])}`];
        if (!(field in read)) {
          return [`${path}: ${JSON.stringify(given[field])} left out (an unknown field or value)`];
        }
        return differences(read[field], given[field], path);
      });
    }
    return Object.is(read, given)
      ? []
      : [`${at || 'the data'}: ${JSON.stringify(given)} read as ${JSON.stringify(read)}`];
  };
  return differences(readOrganisation(value), value, '');
}
