/**
 * The consent to receive documents and sign electronically (docs/journey.md#the-e-sign-consent):
 * the consumer disclosure the E-SIGN Act (15 U.S.C. 7001(c)) asks for before the first electronic
 * document, stated once for the app (which shows it), the lender (which records the version
 * agreed to) and the tests. Each version's text is kept, so the lender can give a person a copy of
 * exactly what they agreed to, by its version; the lender's name and contact come from the
 * organisation's data. A change of the words is a new version, added here; the old stay.
 *
 * Plain values and functions only: the app imports them (no valibot here; the request schemas
 * that take the consent are in registrationRequests.ts and signingRequests.ts).
 */

/** What of the organisation the text names: the lender and how to reach it. */
export interface EsignLender {
  companyName: string;
  /** As people read it: 888-819-6388. */
  phoneFormatted: string;
  /** Empty or null when the organisation has none. */
  email: string | null;
}

/** One version of the consent, as shown and as a copy of it is made. */
export interface EsignConsentText {
  version: string;
  title: string;
  paragraphs: readonly string[];
}

/** The label of the box that gives the consent (the borrower's and the additional signer's). */
export const ESIGN_CONSENT_LABEL = 'I agree to receive documents and sign electronically';

/** What the box says when it is left unticked, in the form and in the lender's answer. */
export const ESIGN_CONSENT_MESSAGE =
  'Agree to receive documents and sign electronically to continue';

/** The title of the text, the heading of its viewer. */
export const ESIGN_CONSENT_TITLE = 'Consent to receive documents and sign electronically';

/**
 * How a person reaches the lender, in the lender's texts (this consent, the autopay
 * authorization): "call us at 888-819-6388 or email us at help@example.com", either alone when
 * the other is missing, "contact us" without either.
 */
export function reachUs({
  phoneFormatted,
  email,
}: Pick<EsignLender, 'phoneFormatted' | 'email'>): string {
  const phone = phoneFormatted.trim();
  const mail = (email ?? '').trim();
  if (phone && mail) return `call us at ${phone} or email us at ${mail}`;
  if (phone) return `call us at ${phone}`;
  if (mail) return `email us at ${mail}`;
  return 'contact us';
}

/** The words of each version, by version, oldest first. */
const VERSIONS = {
  '2026-12-01': (lender: EsignLender): readonly string[] => [
    `${lender.companyName} ("we") would like to give you the documents for your home equity line of credit electronically, and to have you sign them electronically. Please read this before you agree.`,
    'What this consent covers. If you agree, we give you electronically, on this website and by email, every document for this application and for your line of credit if it opens: disclosures, agreements, notices, statements and any other record that the law says we must give you in writing. You also agree to sign these documents electronically, by typing your name or checking a box, and your electronic signature is as binding as one on paper.',
    `Paper copies. You may ask for a paper copy of any of these documents at any time: ${reachUs(lender)}. We mail it to you at no charge. Asking for a paper copy does not withdraw your consent.`,
    `Withdrawing your consent. You may withdraw this consent at any time, at no charge: ${reachUs(lender)}. We then send you the rest of your documents on paper, by mail, and your application and the opening of your line may take longer. Withdrawing does not change the legal effect of documents you have already received or signed electronically.`,
    'What you need. To receive, read and keep these documents you need: a computer, tablet or phone connected to the internet; a current version of Chrome, Edge, Firefox or Safari with JavaScript and cookies turned on; software that opens PDF files (most browsers do); a printer, or space on your device to save documents; and an email account you can reach. If these needs change in a way that could keep you from opening or keeping a document, we tell you, and you may withdraw your consent at no charge.',
    `Keeping your email address current. We send notices to the email address you gave us. If it changes, update it in your account settings or ${reachUs(lender)}.`,
    'By checking the box below, you agree to receive documents and sign electronically, and you confirm that you can open this text and keep it (print it or save it), which shows you can use the documents we will send you.',
  ],
} as const satisfies Record<string, (lender: EsignLender) => readonly string[]>;

export type EsignConsentVersion = keyof typeof VERSIONS;

/** Every version the lender can give a copy of, oldest first. */
export const ESIGN_CONSENT_VERSIONS = Object.keys(VERSIONS) as readonly EsignConsentVersion[];

/** The version shown now, which a new consent agrees to. */
export const ESIGN_CONSENT_VERSION: EsignConsentVersion = '2026-12-01';

export const isEsignConsentVersion = (version: unknown): version is EsignConsentVersion =>
  typeof version === 'string' && Object.prototype.hasOwnProperty.call(VERSIONS, version);

/**
 * The consent's text of `version` (the current one unless named) with the lender's name and
 * contact; null for a version there never was.
 */
export function esignConsentText(
  lender: EsignLender,
  version: string = ESIGN_CONSENT_VERSION,
): EsignConsentText | null {
  if (!isEsignConsentVersion(version)) return null;
  return { version, title: ESIGN_CONSENT_TITLE, paragraphs: VERSIONS[version](lender) };
}
