/**
 * The authorization of automatic payments (docs/journey.md#automatic-payments-and-their-authorization):
 * its text, stated once, as a function of the terms it names. The app shows it on bank/autopay and
 * bank/autopay-manual before the borrower gives it; the lender records the version and the terms
 * with the time it was given, so the same text can be shown again as the borrower's copy.
 *
 * Plain text, no valibot: the app's bundle carries this module. The terms' fields are stated by
 * their schema (application.ts, autopayTermsSchema): the lender's name, phone number as shown and
 * e-mail address ('' for none), the last 4 digits of the account the payments are taken from, and
 * the monthly payment due in dollars to the cent.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AutopayTerms } from './application';
import { type EsignLanguage, type EsignLender, reachUs, YOUR_LENDER } from './esignConsent';
import { type OfferRecord, truthInLending } from './payments';

export type { AutopayTerms };

/**
 * The versions of the text below, one per language: a version is one text in one language. A
 * change of wording is a new version: the lender refuses an authorization of any other version,
 * records the one given, and a copy is made from the version it was given in.
 */
export const AUTOPAY_AUTHORIZATION_VERSION = 'autopay-authorization-1';
export const AUTOPAY_AUTHORIZATION_VERSION_ES = 'autopay-authorization-1-es';

/** Every version the lender takes, the current English one first. */
export const AUTOPAY_AUTHORIZATION_VERSIONS = [
  AUTOPAY_AUTHORIZATION_VERSION,
  AUTOPAY_AUTHORIZATION_VERSION_ES,
] as const;

export type AutopayAuthorizationVersion = (typeof AUTOPAY_AUTHORIZATION_VERSIONS)[number];

export const isAutopayAuthorizationVersion = (
  version: unknown,
): version is AutopayAuthorizationVersion =>
  (AUTOPAY_AUTHORIZATION_VERSIONS as readonly unknown[]).includes(version);

/** The version a page in `locale` shows and sends ("es", "es-US": the Spanish; else the English). */
export const autopayAuthorizationVersionFor = (locale: string): AutopayAuthorizationVersion =>
  /^es(-|$)/i.test(locale) ? AUTOPAY_AUTHORIZATION_VERSION_ES : AUTOPAY_AUTHORIZATION_VERSION;

/** The text the borrower reads, then the statement they tick ("I authorize …"). */
export interface AutopayAuthorizationText {
  version: AutopayAuthorizationVersion;
  title: string;
  paragraphs: string[];
  /** The checkbox's label: names the account's last 4 digits, the payment and its date. */
  label: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdEs = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });

/** "$1,036.84" (es-US writes it the same way). */
const money = (dollars: number, language: EsignLanguage = 'en') =>
  (language === 'es' ? usdEs : usd).format(dollars);

/** How the borrower reaches the lender: "call us at … or email us at …", in the text's language. */
const contact = ({ lenderPhone, lenderEmail }: AutopayTerms, language: EsignLanguage) =>
  reachUs({ phoneFormatted: lenderPhone, email: lenderEmail }, language);

/**
 * The terms an authorization names, from the lender's contact (the organisation's data), the
 * account's last 4 digits and the application's line: the monthly payment of its Truth in
 * Lending figures, the one shown beside the box. The app shows them; the lender records them.
 */
export function autopayTermsOf(
  application: OfferRecord,
  lender: EsignLender,
  accountMask: string,
): AutopayTerms {
  return {
    lenderName: lender.companyName,
    lenderPhone: lender.phoneFormatted,
    lenderEmail: lender.email ?? '',
    accountMask,
    monthlyPayment: truthInLending(application).monthlyPayment,
  };
}

/** The English text (AUTOPAY_AUTHORIZATION_VERSION). */
function englishText(terms: AutopayTerms): AutopayAuthorizationText {
  const lender = terms.lenderName.trim() || YOUR_LENDER.en;
  const payment = money(terms.monthlyPayment);
  const account = `your account ending in ${terms.accountMask}`;
  return {
    version: AUTOPAY_AUTHORIZATION_VERSION,
    title: 'Authorization for automatic payments',
    paragraphs: [
      `You authorize ${lender} to take the monthly payments on your home equity line of credit from ${account}, by electronic debit (ACH).`,
      `Amount: the monthly payment due, ${payment}. If the payment due changes (after another draw, say), we will tell you the new amount and its date at least 10 days before we take it.`,
      `Date: your payment due date each month. Your first payment is due about one month after your line is funded, and each payment after it on the same day of the month as the day your line was funded (in a month without that day, on its last day).`,
      `How long: this authorization stays in effect until you cancel it.`,
      `How to cancel: ${contact(terms, 'en')} at least 3 business days before a scheduled payment (business days are Monday to Friday, except federal holidays). You can also stop a single payment by telling your bank at least 3 business days before it is scheduled.`,
    ],
    label: `I authorize ${lender} to take my monthly payment of ${payment} from my account ending in ${terms.accountMask} on my payment due date each month, until I cancel this authorization.`,
  };
}

/** The Spanish text (AUTOPAY_AUTHORIZATION_VERSION_ES), the English's faithful translation. */
function spanishText(terms: AutopayTerms): AutopayAuthorizationText {
  const lender = terms.lenderName.trim() || YOUR_LENDER.es;
  const payment = money(terms.monthlyPayment, 'es');
  const account = `su cuenta que termina en ${terms.accountMask}`;
  const reach = contact(terms, 'es');
  return {
    version: AUTOPAY_AUTHORIZATION_VERSION_ES,
    title: 'Autorización de pagos automáticos',
    paragraphs: [
      `Usted autoriza a ${lender} a cobrar los pagos mensuales de su línea de crédito con garantía hipotecaria de ${account}, mediante débito electrónico (ACH).`,
      `Monto: el pago mensual que corresponda, ${payment}. Si el pago que corresponde cambia (por ejemplo, después de otro retiro de fondos), le informaremos el nuevo monto y su fecha al menos 10 días antes de cobrarlo.`,
      `Fecha: la fecha de vencimiento de su pago cada mes. Su primer pago vence aproximadamente un mes después de que se desembolsen los fondos de su línea, y cada pago posterior, el mismo día del mes en que se desembolsaron los fondos de su línea (en un mes que no tenga ese día, el último día del mes).`,
      `Duración: esta autorización permanece vigente hasta que usted la cancele.`,
      `Cómo cancelar: ${reach} al menos 3 días hábiles antes de un pago programado (los días hábiles son de lunes a viernes, excepto los días feriados federales). También puede detener un solo pago si se lo comunica a su banco al menos 3 días hábiles antes de la fecha programada.`,
    ],
    label: `Autorizo a ${lender} a cobrar mi pago mensual de ${payment} de mi cuenta que termina en ${terms.accountMask} en la fecha de vencimiento de mi pago cada mes, hasta que yo cancele esta autorización.`,
  };
}

/**
 * The authorization of `version` (the English one unless named; an unknown version reads as
 * the English) for these terms (docs/journey.md#automatic-payments-and-their-authorization).
 */
export function autopayAuthorizationText(
  terms: AutopayTerms,
  version: string = AUTOPAY_AUTHORIZATION_VERSION,
): AutopayAuthorizationText {
  return version === AUTOPAY_AUTHORIZATION_VERSION_ES ? spanishText(terms) : englishText(terms);
}

/**
 * What a borrower reads of automatic payments and their authorization, whichever side finds the
 * fault (docs/architecture.md#each-fields-rule-and-message): messages, written out in the
 * reader's language.
 */
export const AUTOPAY_MESSAGES = {
  payType: msg`Select yes if you want to pay automatically from this account`,
  missing: msg`Authorize the automatic payments to set them up`,
  version: msg`The authorization you read is out of date: read it again and authorize it`,
  notWanted: msg`Send an authorization only with automatic payments`,
} as const satisfies Record<string, MessageDescriptor>;
