/** @jest-environment node */
import {
  ESIGN_CONSENT_LABEL,
  ESIGN_CONSENT_MESSAGE,
  ESIGN_CONSENT_TITLE,
  ESIGN_CONSENT_VERSION,
  ESIGN_CONSENT_VERSIONS,
  esignConsentText,
  esignConsentVersionFor,
  reachUs,
} from '../../src/contract/esignConsent';
import { i18n } from '../../src/lib/i18n';

const lender = {
  companyName: 'Lanternfield Home Credit, LLC',
  phoneFormatted: '888-819-6388',
  email: 'support@lanternfield.example',
};

describe('the consent to receive documents and sign electronically', () => {
  test('says what the E-SIGN Act asks for, with the lender and how to reach it', () => {
    const consent = esignConsentText(lender);
    expect(consent?.version).toBe(ESIGN_CONSENT_VERSION);
    const text = consent?.paragraphs.join('\n') ?? '';
    // What it covers; paper copies and how to ask, at no charge; withdrawing and what follows;
    // the hardware and software; keeping the e-mail address current.
    for (const words of [
      /every document for this application and for your line of credit/,
      /disclosures, agreements, notices, statements/,
      /ask for a paper copy of any of these documents at any time: call us at 888-819-6388 or email us at support@lanternfield\.example\. We mail it to you at no charge/,
      /withdraw this consent at any time, at no charge/,
      /rest of your documents on paper, by mail, and your application and the opening of your line may take longer/,
      /does not change the legal effect of documents you have already received or signed/,
      /current version of Chrome, Edge, Firefox or Safari/,
      /opens PDF files/,
      /a printer, or space on your device to save documents/,
      /update it in your account settings/,
    ]) {
      expect(text).toMatch(words);
    }
    expect(text).toContain('Lanternfield Home Credit, LLC');
  });

  test('without an e-mail address, the phone alone', () => {
    const text = esignConsentText({ ...lender, email: '' })?.paragraphs.join('\n') ?? '';
    expect(text).toContain('call us at 888-819-6388.');
    expect(text).not.toContain('email us at');
  });

  test('every version is kept, and one there never was has no text', () => {
    expect(ESIGN_CONSENT_VERSIONS).toContain(ESIGN_CONSENT_VERSION);
    for (const version of ESIGN_CONSENT_VERSIONS) {
      expect(esignConsentText(lender, version)?.paragraphs.length).toBeGreaterThan(0);
    }
    expect(esignConsentText(lender, '2020-01-01')).toBeNull();
    expect(esignConsentText(lender, 'toString')).toBeNull();
  });

  test('its box, its message and its name are messages, in English as before', () => {
    expect(i18n._(ESIGN_CONSENT_LABEL)).toBe(
      'I agree to receive documents and sign electronically',
    );
    expect(i18n._(ESIGN_CONSENT_MESSAGE)).toBe(
      'Agree to receive documents and sign electronically to continue',
    );
    expect(i18n._(ESIGN_CONSENT_TITLE)).toBe(esignConsentText(lender)?.title);
  });
});

describe('the Spanish version', () => {
  test('is its own version, the current one of a page in Spanish', () => {
    expect(esignConsentVersionFor('es')).toBe('2026-12-01-es');
    expect(esignConsentVersionFor('es-US')).toBe('2026-12-01-es');
    expect(esignConsentVersionFor('en')).toBe(ESIGN_CONSENT_VERSION);
    expect(esignConsentVersionFor('')).toBe(ESIGN_CONSENT_VERSION);
    expect(ESIGN_CONSENT_VERSIONS).toEqual([ESIGN_CONSENT_VERSION, '2026-12-01-es']);
    const english = esignConsentText(lender)!;
    const spanish = esignConsentText(lender, '2026-12-01-es')!;
    expect(english.language).toBe('en');
    expect(spanish).toMatchObject({
      version: '2026-12-01-es',
      language: 'es',
      title: 'Consentimiento para recibir documentos y firmar electrónicamente',
    });
    // Paragraph for paragraph, the same text.
    expect(spanish.paragraphs).toHaveLength(english.paragraphs.length);
  });

  test('keeps every fact of the English, in Spanish, with the lender and how to reach it', () => {
    const text = esignConsentText(lender, '2026-12-01-es')!.paragraphs.join('\n');
    for (const words of [
      /todos los documentos de esta solicitud y de su línea de crédito si se abre/,
      /divulgaciones, contratos, avisos, estados de cuenta/,
      /firma electrónica es tan vinculante como una firma en papel/,
      /pedir una copia en papel de cualquiera de estos documentos en cualquier momento: llámenos al 888-819-6388 o escríbanos a support@lanternfield\.example\. Se la enviaremos por correo sin costo alguno/,
      /Pedir una copia en papel no retira su consentimiento/,
      /retirar este consentimiento en cualquier momento, sin costo alguno/,
      /resto de sus documentos en papel, por correo, y su solicitud y la apertura de su línea pueden tardar más/,
      /no cambia el efecto legal de los documentos que ya haya recibido o firmado electrónicamente/,
      /versión actual de Chrome, Edge, Firefox o Safari con JavaScript y las cookies activados/,
      /abra archivos PDF/,
      /una impresora o espacio en su dispositivo para guardar documentos/,
      /actualícela en la configuración de su cuenta/,
      /puede abrir este texto y conservarlo \(imprimirlo o guardarlo\)/,
    ]) {
      expect(text).toMatch(words);
    }
    expect(text).toContain('Lanternfield Home Credit, LLC');
    expect(text).not.toMatch(/\b(call us|email us|you)\b/);
  });

  test('reaching the lender, in Spanish: either alone, or neither', () => {
    const phone = { phoneFormatted: '888-819-6388', email: null };
    expect(reachUs(phone, 'es')).toBe('llámenos al 888-819-6388');
    expect(reachUs({ phoneFormatted: ' ', email: 'a@b.example' }, 'es')).toBe(
      'escríbanos a a@b.example',
    );
    expect(reachUs({ phoneFormatted: '', email: '' }, 'es')).toBe('comuníquese con nosotros');
    expect(reachUs(phone)).toBe('call us at 888-819-6388');
  });
});
