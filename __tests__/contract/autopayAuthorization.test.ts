/** @jest-environment node */
/**
 * The authorization of automatic payments (docs/journey.md#automatic-payments-and-their-authorization):
 * one version per language, each with every fact of the terms.
 */
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  AUTOPAY_AUTHORIZATION_VERSION_ES,
  AUTOPAY_AUTHORIZATION_VERSIONS,
  AUTOPAY_MESSAGES,
  type AutopayTerms,
  autopayAuthorizationText,
  autopayAuthorizationVersionFor,
  isAutopayAuthorizationVersion,
} from '../../src/contract/autopayAuthorization';
import { i18n } from '../../src/lib/i18n';

const terms: AutopayTerms = {
  lenderName: 'Lanternfield Home Credit, LLC',
  lenderPhone: '888-819-6388',
  lenderEmail: 'support@lanternfield.example',
  accountMask: '4321',
  monthlyPayment: 1036.84,
};

test('a version per language, the one of the page chosen by its locale', () => {
  expect(AUTOPAY_AUTHORIZATION_VERSIONS).toEqual([
    'autopay-authorization-1',
    'autopay-authorization-1-es',
  ]);
  expect(autopayAuthorizationVersionFor('es-US')).toBe(AUTOPAY_AUTHORIZATION_VERSION_ES);
  expect(autopayAuthorizationVersionFor('es')).toBe(AUTOPAY_AUTHORIZATION_VERSION_ES);
  expect(autopayAuthorizationVersionFor('en')).toBe(AUTOPAY_AUTHORIZATION_VERSION);
  expect(autopayAuthorizationVersionFor('')).toBe(AUTOPAY_AUTHORIZATION_VERSION);
  expect(isAutopayAuthorizationVersion('autopay-authorization-1-es')).toBe(true);
  expect(isAutopayAuthorizationVersion('autopay-0')).toBe(false);
  expect(autopayAuthorizationText(terms).version).toBe(AUTOPAY_AUTHORIZATION_VERSION);
});

test('the Spanish text keeps every fact of the English', () => {
  const english = autopayAuthorizationText(terms);
  const spanish = autopayAuthorizationText(terms, AUTOPAY_AUTHORIZATION_VERSION_ES);
  expect(spanish.version).toBe(AUTOPAY_AUTHORIZATION_VERSION_ES);
  expect(spanish.title).toBe('Autorización de pagos automáticos');
  expect(spanish.paragraphs).toHaveLength(english.paragraphs.length);
  const text = [...spanish.paragraphs, spanish.label].join('\n');
  for (const words of [
    /Usted autoriza a Lanternfield Home Credit, LLC a cobrar los pagos mensuales de su línea de crédito con garantía hipotecaria de su cuenta que termina en 4321, mediante débito electrónico \(ACH\)/,
    /el pago mensual que corresponda, \$1,036\.84/,
    /le informaremos el nuevo monto y su fecha al menos 10 días antes de cobrarlo/,
    /la fecha de vencimiento de su pago cada mes/,
    /aproximadamente un mes después/,
    /el último día del mes/,
    /permanece vigente hasta que usted la cancele/,
    /llámenos al 888-819-6388 o escríbanos a support@lanternfield\.example al menos 3 días hábiles antes de un pago programado/,
    /de lunes a viernes, excepto los días feriados federales/,
    /detener un solo pago si se lo comunica a su banco al menos 3 días hábiles antes/,
  ]) {
    expect(text).toMatch(words);
  }
  expect(spanish.label).toBe(
    'Autorizo a Lanternfield Home Credit, LLC a cobrar mi pago mensual de $1,036.84 de mi cuenta que termina en 4321 en la fecha de vencimiento de mi pago cada mes, hasta que yo cancele esta autorización.',
  );
});

test('without a name or a contact, in the language of the text', () => {
  const bare = { ...terms, lenderName: ' ', lenderPhone: '', lenderEmail: '' };
  const spanish = autopayAuthorizationText(bare, AUTOPAY_AUTHORIZATION_VERSION_ES);
  expect(spanish.label).toMatch(/^Autorizo a Su prestamista /);
  expect(spanish.paragraphs.join('\n')).toContain(
    'Cómo cancelar: comuníquese con nosotros al menos',
  );
  expect(autopayAuthorizationText(bare).label).toMatch(/^I authorize Your lender /);
});

test('its messages, in English as before', () => {
  expect(i18n._(AUTOPAY_MESSAGES.missing)).toBe('Authorize the automatic payments to set them up');
  expect(i18n._(AUTOPAY_MESSAGES.payType)).toBe(
    'Select yes if you want to pay automatically from this account',
  );
});
