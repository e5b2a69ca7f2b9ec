/**
 * The consent to receive documents and sign electronically (docs/journey.md#the-e-sign-consent):
 * the consumer disclosure the E-SIGN Act (15 U.S.C. 7001(c)) asks for before the first electronic
 * document, stated once for the app (which shows it), the lender (which records the version
 * agreed to) and the tests. Each version's text is kept, so the lender can give a person a copy of
 * exactly what they agreed to, by its version; the lender's name and contact come from the
 * organisation's data. A change of the words is a new version, added here; the old stay.
 *
 * Plain values and functions only: the app imports them (no valibot here; the request schemas
 * that take the consent are in registrationRequests.ts and signingRequests.ts). The box's label
 * and message are messages (`msg`), in the page's language; each version's words are its own.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What of the organisation the text names: the lender and how to reach it. */
export interface EsignLender {
  companyName: string;
  /** As people read it: 888-819-6388. */
  phoneFormatted: string;
  /** Empty or null when the organisation has none. */
  email: string | null;
}

/** The languages a version of the consent is written in (docs/journey.md#the-e-sign-consent). */
export type EsignLanguage = 'en' | 'es';

/** One version of the consent, as shown and as a copy of it is made. */
export interface EsignConsentText {
  version: string;
  /** The language the version is written in: a version is one text in one language. */
  language: EsignLanguage;
  title: string;
  paragraphs: readonly string[];
}

/** The label of the box that gives the consent (the borrower's and the additional signer's). */
export const ESIGN_CONSENT_LABEL: MessageDescriptor = msg`I agree to receive documents and sign electronically`;

/** What the box says when it is left unticked, in the form and in the lender's answer. */
export const ESIGN_CONSENT_MESSAGE: MessageDescriptor = msg`Agree to receive documents and sign electronically to continue`;

/** The consent's name, as the app names it (each version's own title is the version's words). */
export const ESIGN_CONSENT_TITLE: MessageDescriptor = msg`Consent to receive documents and sign electronically`;

/** "Your lender", in a text whose lender has no name, in the text's language. */
export const YOUR_LENDER: Readonly<Record<EsignLanguage, string>> = {
  en: 'Your lender',
  es: 'Su prestamista',
};

/**
 * How a person reaches the lender, in the lender's texts (this consent, the autopay
 * authorization), in the text's language: "call us at 888-819-6388 or email us at
 * help@example.com", either alone when the other is missing, "contact us" without either; in
 * Spanish "llámenos al 888-819-6388 o escríbanos a help@example.com", and so on.
 */
export function reachUs(
  { phoneFormatted, email }: Pick<EsignLender, 'phoneFormatted' | 'email'>,
  language: EsignLanguage = 'en',
): string {
  const phone = phoneFormatted.trim();
  const mail = (email ?? '').trim();
  if (language === 'es') {
    if (phone && mail) return `llámenos al ${phone} o escríbanos a ${mail}`;
    if (phone) return `llámenos al ${phone}`;
    if (mail) return `escríbanos a ${mail}`;
    return 'comuníquese con nosotros';
  }
  if (phone && mail) return `call us at ${phone} or email us at ${mail}`;
  if (phone) return `call us at ${phone}`;
  if (mail) return `email us at ${mail}`;
  return 'contact us';
}

interface EsignVersionText {
  language: EsignLanguage;
  title: string;
  paragraphs: (lender: EsignLender) => readonly string[];
}

/**
 * The words of each version, by version, oldest first: a version is one text in one language,
 * the Spanish one the faithful translation of the English of the same date.
 */
const VERSIONS = {
  '2026-12-01': {
    language: 'en',
    title: 'Consent to receive documents and sign electronically',
    paragraphs: (lender: EsignLender): readonly string[] => [
      `${lender.companyName} ("we") would like to give you the documents for your home equity line of credit electronically, and to have you sign them electronically. Please read this before you agree.`,
      'What this consent covers. If you agree, we give you electronically, on this website and by email, every document for this application and for your line of credit if it opens: disclosures, agreements, notices, statements and any other record that the law says we must give you in writing. You also agree to sign these documents electronically, by typing your name or checking a box, and your electronic signature is as binding as one on paper.',
      `Paper copies. You may ask for a paper copy of any of these documents at any time: ${reachUs(lender)}. We mail it to you at no charge. Asking for a paper copy does not withdraw your consent.`,
      `Withdrawing your consent. You may withdraw this consent at any time, at no charge: ${reachUs(lender)}. We then send you the rest of your documents on paper, by mail, and your application and the opening of your line may take longer. Withdrawing does not change the legal effect of documents you have already received or signed electronically.`,
      'What you need. To receive, read and keep these documents you need: a computer, tablet or phone connected to the internet; a current version of Chrome, Edge, Firefox or Safari with JavaScript and cookies turned on; software that opens PDF files (most browsers do); a printer, or space on your device to save documents; and an email account you can reach. If these needs change in a way that could keep you from opening or keeping a document, we tell you, and you may withdraw your consent at no charge.',
      `Keeping your email address current. We send notices to the email address you gave us. If it changes, update it in your account settings or ${reachUs(lender)}.`,
      'By checking the box below, you agree to receive documents and sign electronically, and you confirm that you can open this text and keep it (print it or save it), which shows you can use the documents we will send you.',
    ],
  },
  '2026-12-01-es': {
    language: 'es',
    title: 'Consentimiento para recibir documentos y firmar electrónicamente',
    paragraphs: (lender: EsignLender): readonly string[] => [
      `${lender.companyName} («nosotros») desea entregarle electrónicamente los documentos de su línea de crédito con garantía hipotecaria y que usted los firme electrónicamente. Lea esto antes de dar su consentimiento.`,
      'Lo que cubre este consentimiento. Si usted da su consentimiento, le entregaremos electrónicamente, en este sitio web y por correo electrónico, todos los documentos de esta solicitud y de su línea de crédito si se abre: divulgaciones, contratos, avisos, estados de cuenta y cualquier otro registro que la ley nos exija entregarle por escrito. Usted también acepta firmar estos documentos electrónicamente, escribiendo su nombre o marcando una casilla, y su firma electrónica es tan vinculante como una firma en papel.',
      `Copias en papel. Usted puede pedir una copia en papel de cualquiera de estos documentos en cualquier momento: ${reachUs(lender, 'es')}. Se la enviaremos por correo sin costo alguno. Pedir una copia en papel no retira su consentimiento.`,
      `Cómo retirar su consentimiento. Usted puede retirar este consentimiento en cualquier momento, sin costo alguno: ${reachUs(lender, 'es')}. Entonces le enviaremos el resto de sus documentos en papel, por correo, y su solicitud y la apertura de su línea pueden tardar más. Retirar su consentimiento no cambia el efecto legal de los documentos que ya haya recibido o firmado electrónicamente.`,
      'Lo que necesita. Para recibir, leer y conservar estos documentos, usted necesita: una computadora, tableta o teléfono conectado a internet; una versión actual de Chrome, Edge, Firefox o Safari con JavaScript y las cookies activados; un programa que abra archivos PDF (la mayoría de los navegadores lo hacen); una impresora o espacio en su dispositivo para guardar documentos; y una cuenta de correo electrónico a la que pueda acceder. Si estos requisitos cambian de una manera que pudiera impedirle abrir o conservar un documento, se lo informaremos, y usted podrá retirar su consentimiento sin costo alguno.',
      `Cómo mantener actualizada su dirección de correo electrónico. Enviamos los avisos a la dirección de correo electrónico que usted nos dio. Si cambia, actualícela en la configuración de su cuenta o ${reachUs(lender, 'es')}.`,
      'Al marcar la casilla de abajo, usted acepta recibir documentos y firmar electrónicamente, y confirma que puede abrir este texto y conservarlo (imprimirlo o guardarlo), lo que demuestra que puede usar los documentos que le enviaremos.',
    ],
  },
} as const satisfies Record<string, EsignVersionText>;

export type EsignConsentVersion = keyof typeof VERSIONS;

/** Every version the lender can give a copy of, oldest first. */
export const ESIGN_CONSENT_VERSIONS = Object.keys(VERSIONS) as readonly EsignConsentVersion[];

/** The version shown now in English, which a new consent given in English agrees to. */
export const ESIGN_CONSENT_VERSION: EsignConsentVersion = '2026-12-01';

/** The version shown now in each language. */
export const CURRENT_ESIGN_CONSENT_VERSIONS: Readonly<Record<EsignLanguage, EsignConsentVersion>> =
  {
    en: ESIGN_CONSENT_VERSION,
    es: '2026-12-01-es',
  };

/** The current version for a page in `locale` ("es", "es-US": the Spanish; else the English). */
export const esignConsentVersionFor = (locale: string): EsignConsentVersion =>
  CURRENT_ESIGN_CONSENT_VERSIONS[/^es(-|$)/i.test(locale) ? 'es' : 'en'];

export const isEsignConsentVersion = (version: unknown): version is EsignConsentVersion =>
  typeof version === 'string' && Object.prototype.hasOwnProperty.call(VERSIONS, version);

/**
 * The consent's text of `version` (the current English one unless named) with the lender's name
 * and contact, in the version's language; null for a version there never was.
 */
export function esignConsentText(
  lender: EsignLender,
  version: string = ESIGN_CONSENT_VERSION,
): EsignConsentText | null {
  if (!isEsignConsentVersion(version)) return null;
  const { language, title, paragraphs } = VERSIONS[version];
  return { version, language, title, paragraphs: paragraphs(lender) };
}
