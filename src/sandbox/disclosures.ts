/**
 * The disclosures the lender asks the borrower to read and accept before submitting
 * (document/disclosures): created when the summary becomes ready (WAITING_FOR_SUMMARY ->
 * APP_SUBMISSION, status.disclosurelistSummaryReady). Their text is built from the application
 * and the organisation when asked for, so nothing but the acceptance is stored
 * (`application.acceptedDisclosures`). Bodies are plain text, paragraphs separated by a blank
 * line, never HTML. The wording is the sandbox's: realistic, not legal advice. The main lender
 * adds its Spanish translation of the early disclosure, for reference: the English binds.
 */
import type { DocumentTranslation } from '../contract/documents';
import { fixedTermYears, truthInLending } from '../contract/payments';
import {
  formatApr,
  formatCents,
  formatPercent,
  formatTermYears,
  formatWholeDollars,
  TIL_LABELS,
} from '../lib/figures';
import { derivedUuid } from './ids';
import { DEFAULT_ORG } from './orgs';
import type { ApplicationRecord, OrgRecord } from './records';
import { i18n } from '../lib/i18n';

export interface Disclosure {
  uuid: string;
  title: string;
  body: string;
  /** The lender's translation, for reference: the English binds (docs/journey.md#the-documents-in-spanish). */
  translations?: { es: DocumentTranslation };
  accepted: boolean;
}

/**
 * The early disclosure: the offer chosen, in the figures the Truth in Lending disclosure and the
 * app state (src/contract/payments.ts, docs/journey.md#truth-in-lending-figures).
 */
function earlyDisclosure(record: ApplicationRecord, lender: string): string {
  const app = record.application;
  const til = truthInLending(app);
  const fee =
    til.originationFee > 0
      ? ` ${i18n._(TIL_LABELS.originationFee)}: ${formatCents(til.originationFee)}, taken from your initial draw; ${i18n._(TIL_LABELS.amountFinanced).toLowerCase()}: ${formatCents(til.amountFinanced)}.`
      : '';
  const offer =
    app.amount > 0
      ? `You chose a line of ${formatWholeDollars(app.amount)}${app.term > 0 ? ` with a fixed term of ${formatTermYears(app.term)}` : ''} at an annual percentage rate (APR) of ${formatApr(app.rate)}.${fee}`
      : 'You have not chosen an amount yet; the figures below will follow the offer you choose.';
  return [
    `This disclosure describes the home equity line of credit ${lender} is offering you. Read it carefully and keep a copy for your records. ${offer}`,
    'Security interest. We will take a security interest in your home. You could lose your home if you do not meet the obligations in your agreement with us. The line is secured by the property named in your application, and a lien will be recorded in the county where it lies.',
    'Possible actions. Under certain circumstances we can terminate your line, require you to pay the entire outstanding balance in one payment, and charge you certain fees: if you commit fraud or make a material misrepresentation in connection with the line, if you do not meet the repayment terms, or if your action or inaction adversely affects the collateral or our rights in it.',
    'We can refuse to make additional extensions of credit or reduce your credit limit if the value of the dwelling declines significantly below its appraised value for purposes of this line, if we reasonably believe you will not be able to meet the repayment requirements due to a material change in your financial circumstances, or if you are in default of a material obligation in the agreement.',
    'Minimum payment requirements. You can draw on the line during the draw period. Payments are due monthly and are calculated to repay the balance in equal installments of principal and interest over the fixed term you chose. Paying only the minimum will repay the balance by the end of the term if you make no further draws.',
    `Fees and charges. To open and maintain the line you must pay an origination fee of up to ${formatPercent(4.99)} of the line, a recording fee charged by the county, and, where required, a valuation fee. You may also need to pay third-party fees, which generally total between $0 and $500. If you ask, we will give you an itemization of the fees you will have to pay to third parties.`,
    'Variable or fixed rate. The rate on each draw is fixed when you make it, for the term of that draw. The APR does not include costs other than interest. The maximum APR that can apply to this line is stated in your agreement and will not exceed the limit set by law in your state.',
    'Tax deductibility. You should consult a tax adviser regarding the deductibility of interest and charges for the line.',
    'Right to cancel. After you sign your closing documents, you will have three business days to cancel the line without cost. We will tell you how, and until when, in the notice of your right to cancel that comes with your closing documents.',
    'If you have questions about this disclosure, contact us before you submit your application. By accepting, you confirm that you have received and read this disclosure.',
  ].join('\n\n');
}

/** "10 años", "1 año", "7.5 años": the fixed term in Spanish, as the early disclosure's translation writes it. */
const termYearsInSpanish = (termMonths: number) => {
  const years = fixedTermYears(termMonths);
  return `${years} ${years === 1 ? 'año' : 'años'}`;
};

/**
 * The main lender's Spanish translation of the early disclosure (docs/journey.md#the-documents-in-spanish):
 * the same facts and figures, paragraph by paragraph; the English is the binding version.
 */
function earlyDisclosureInSpanish(record: ApplicationRecord, lender: string): DocumentTranslation {
  const app = record.application;
  const til = truthInLending(app);
  const fee =
    til.originationFee > 0
      ? ` Cargo de originación: ${formatCents(til.originationFee)}, que se descuenta de su retiro inicial; monto financiado: ${formatCents(til.amountFinanced)}.`
      : '';
  const offer =
    app.amount > 0
      ? `Usted eligió una línea de ${formatWholeDollars(app.amount)}${app.term > 0 ? ` con un plazo fijo de ${termYearsInSpanish(app.term)}` : ''} a una tasa de porcentaje anual (APR) de ${formatApr(app.rate)}.${fee}`
      : 'Usted aún no ha elegido un monto; las cifras a continuación seguirán la oferta que elija.';
  const body = [
    `Esta divulgación describe la línea de crédito con garantía hipotecaria que ${lender} le ofrece. Léala con atención y guarde una copia para sus registros. ${offer}`,
    'Garantía real. Tomaremos una garantía real sobre su vivienda. Usted podría perder su vivienda si no cumple con las obligaciones de su contrato con nosotros. La línea está garantizada por la propiedad indicada en su solicitud, y se registrará un gravamen en el condado donde se encuentra.',
    'Posibles medidas. En ciertas circunstancias podemos cancelar su línea, exigirle que pague todo el saldo pendiente en un solo pago y cobrarle ciertos cargos: si comete fraude o hace una declaración falsa importante en relación con la línea, si no cumple con las condiciones de pago, o si una acción u omisión suya afecta negativamente la garantía o nuestros derechos sobre ella.',
    'Podemos negarnos a otorgarle más crédito o reducir su límite de crédito si el valor de la vivienda baja considerablemente por debajo de su valor de tasación para los fines de esta línea, si creemos razonablemente que usted no podrá cumplir con los requisitos de pago debido a un cambio importante en su situación financiera, o si usted incumple una obligación importante del contrato.',
    'Requisitos de pago mínimo. Usted puede hacer retiros de la línea durante el período de retiro. Los pagos vencen mensualmente y se calculan para pagar el saldo en cuotas iguales de capital e intereses durante el plazo fijo que usted eligió. Si paga solo el mínimo, pagará el saldo al final del plazo siempre que no haga más retiros.',
    `Cargos. Para abrir y mantener la línea, usted debe pagar un cargo de originación de hasta ${formatPercent(4.99)} de la línea, un cargo de registro que cobra el condado y, cuando corresponda, un cargo de valuación. Es posible que también tenga que pagar cargos de terceros, que generalmente suman entre $0 y $500. Si lo solicita, le daremos un desglose de los cargos que tendrá que pagar a terceros.`,
    'Tasa variable o fija. La tasa de cada retiro se fija cuando usted lo hace, por el plazo de ese retiro. La APR no incluye costos distintos de los intereses. La APR máxima que puede aplicarse a esta línea se indica en su contrato y no superará el límite que fija la ley de su estado.',
    'Deducción de impuestos. Debe consultar a un asesor de impuestos sobre la deducción de los intereses y cargos de la línea.',
    'Derecho de cancelación. Después de firmar sus documentos de cierre, tendrá tres días hábiles para cancelar la línea sin costo. Le indicaremos cómo hacerlo, y hasta cuándo, en el aviso de su derecho de cancelación que acompaña a sus documentos de cierre.',
    'Si tiene preguntas sobre esta divulgación, comuníquese con nosotros antes de enviar su solicitud. Al aceptarla, usted confirma que recibió y leyó esta divulgación.',
  ].join('\n\n');
  return { title: 'Divulgación inicial de la línea de crédito con garantía hipotecaria', body };
}

function privacyNotice(lender: string): string {
  return [
    `Facts: what does ${lender} do with your personal information? Financial companies choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share and protect your personal information. Please read this notice carefully to understand what we do.`,
    'What we collect. The types of personal information we collect and share depend on the product or service you have with us. This information can include your Social Security number and income, your account balances and payment history, and your credit history and credit scores.',
    'How we use it. All financial companies need to share customers’ personal information to run their everyday business. We use and share your information to process your application, maintain your line, respond to court orders and legal investigations, and report to credit bureaus.',
    'For our marketing purposes. We may use your information to offer our own products and services to you. You can limit this sharing by contacting us; your choice applies to all of your accounts with us.',
    'With our affiliates and others. We do not share your information with our affiliates for their everyday business purposes about your creditworthiness, and we do not share it with nonaffiliates so that they can market to you.',
    'How we protect your information. To protect your personal information from unauthorized access and use, we use security measures that comply with federal law. These measures include computer safeguards and secured files and buildings. Your data is protected with 256-bit encryption in transit and at rest.',
    'How we collect your information. We collect your personal information, for example, when you apply for a loan, give us your income information, provide account information, or give us your contact information. We also collect your personal information from others, such as credit bureaus, affiliates, or other companies.',
    'Why you cannot limit all sharing. Federal law gives you the right to limit only sharing for affiliates’ everyday business purposes, affiliates using your information to market to you, and nonaffiliates to market to you. State laws and individual companies may give you additional rights to limit sharing.',
    'Questions? Call the number shown at the foot of every page of your application, or write to us at the address shown there.',
  ].join('\n\n');
}

/**
 * The documents the lender asks for, once the summary is ready (none before). Uuids are derived
 * from the application's, so they are the same on every read.
 */
export function disclosuresOf(record: ApplicationRecord, org: OrgRecord | undefined): Disclosure[] {
  if (!record.status.disclosurelistSummaryReady) return [];
  const lender = org?.info.orgMetaData.companyInfo.companyName ?? 'Your lender';
  const accepted = new Set(record.application.acceptedDisclosures ?? []);
  return [
    {
      uuid: derivedUuid(record.uuid, 'disclosure/heloc-early'),
      title: 'Home equity line of credit early disclosure',
      body: earlyDisclosure(record, lender),
      // The main lender translates it (docs/journey.md#the-documents-in-spanish).
      ...(org?.code === DEFAULT_ORG
        ? { translations: { es: earlyDisclosureInSpanish(record, lender) } }
        : {}),
    },
    {
      uuid: derivedUuid(record.uuid, 'disclosure/privacy'),
      title: 'Your privacy notice',
      body: privacyNotice(lender),
    },
  ].map((doc) => ({ ...doc, accepted: accepted.has(doc.uuid) }));
}
