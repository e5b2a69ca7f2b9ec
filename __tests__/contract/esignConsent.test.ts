/** @jest-environment node */
import {
  ESIGN_CONSENT_VERSION,
  ESIGN_CONSENT_VERSIONS,
  esignConsentText,
} from '../../src/contract/esignConsent';

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
});
