/**
 * The legal documents in Spanish (docs/journey.md#the-documents-in-spanish): a note that the
 * English binds, above each document, and the lender's Spanish translation below the English
 * where it gives one; nothing of either in English.
 */
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { act, render, screen } from '@testing-library/react';
import { readDisclosures } from '../../src/contract/documents';
import { DocumentToRead } from '../../src/features/disclosures';
import { type CompiledMessage, i18n } from '../../src/lib/i18n';
import { buildApplication, buildPerson } from '../../src/sandbox/applicants';
import { disclosuresOf } from '../../src/sandbox/disclosures';
import { seedOrgs } from '../../src/sandbox/orgs';
import type { ApplicationRecord } from '../../src/sandbox/records';
import { EARLY } from './documents';

const NOTE =
  'The English version of this document is the legally binding one. Any translation is provided for your reference only.';
const NOTA =
  'La versión en inglés de este documento es la que tiene validez legal. Cualquier traducción se le ofrece solo como referencia.';

beforeAll(() => {
  i18n.load('es', {
    [generateMessageId(NOTE)]: [NOTA],
    [generateMessageId('Translation for your reference: {title}')]: [
      'Traducción de referencia: ',
      ['title'],
    ],
  } as Record<string, CompiledMessage>);
});
afterEach(() => act(() => i18n.activate('en', ['en-US'])));

const TRANSLATED = {
  ...EARLY,
  translations: {
    es: {
      title: 'Divulgación inicial',
      body: 'Esta divulgación explica su línea.\n\nSu tasa puede cambiar.',
    },
  },
};

const renderDocument = (document: typeof EARLY & { translations?: unknown }) => {
  const [read] = readDisclosures({ documents: [document] }).documents;
  return render(
    <DocumentToRead document={read!} index={0} endSeen={false} onEndSeen={() => undefined}>
      <button type="button">Accept</button>
    </DocumentToRead>,
  );
};

it('in English: the document alone, no note, no translation', () => {
  renderDocument(TRANSLATED);
  expect(screen.getByRole('heading', { name: EARLY.title })).toBeInTheDocument();
  expect(screen.queryByText(NOTE)).toBeNull();
  expect(screen.queryByText(/Esta divulgación/)).toBeNull();
  expect(screen.getAllByRole('region')).toHaveLength(1);
});

it('in Spanish: the note above, the English still there, the translation below it', () => {
  renderDocument(TRANSLATED);
  act(() => i18n.activate('es', ['es-US']));
  const note = screen.getByText(NOTA);
  const [english, spanish] = screen.getAllByRole('region');
  expect(english).toHaveAccessibleName(EARLY.title);
  expect(english).toHaveTextContent('This disclosure explains your line.');
  expect(spanish).toHaveAccessibleName('Traducción de referencia: Divulgación inicial');
  expect(spanish).toHaveTextContent('Esta divulgación explica su línea.');
  // Plain text, as the English: no markup read.
  expect(spanish!.querySelectorAll('p')).toHaveLength(2);
  // The note comes before the English, the translation after it, and the action last.
  const follows = (a: Node, b: Node) =>
    Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(follows(note, english!)).toBe(true);
  expect(follows(english!, spanish!)).toBe(true);
  expect(follows(spanish!, screen.getByRole('button', { name: 'Accept' }))).toBe(true);
});

it('in Spanish without a translation: the note, and the English alone', () => {
  renderDocument({ ...EARLY, translations: { es: { title: 'x', body: '   ' } } });
  act(() => i18n.activate('es', ['es-US']));
  expect(screen.getByText(NOTA)).toBeInTheDocument();
  expect(screen.getAllByRole('region')).toHaveLength(1);
});

describe("the sandbox's main lender", () => {
  const address = {
    street1: '2140 Capitol Ave',
    city: 'Sacramento',
    state: 'CA' as const,
    zip: '95816',
  };
  const owner = buildPerson({
    uuid: 'a1b2c3d4-0000-4000-8000-000000000011',
    email: 'spanish@example.com',
    orgCode: 'main',
    type: 'BORROWER',
    passwordHash: 'x',
    firstName: 'Ada',
    lastName: 'Lovelace',
    dob: '1980-01-01',
    phone: '5555550100',
    address,
    createdAt: new Date('2026-03-02T15:00:00Z'),
  });
  const built = buildApplication({
    uuid: 'a1b2c3d4-0000-4000-8000-000000000012',
    loanNumber: 'HE-2',
    owner,
    state: 'APP_SUBMISSION',
    property: address,
    homeValue: 640000,
    offer: { amount: 85000, approvedApr: 8.45, termMonths: 120 },
    createdAt: new Date('2026-03-02T15:00:00Z'),
  });
  const record: ApplicationRecord = {
    ...built,
    status: { ...built.status, disclosurelistSummaryReady: true },
  };
  const [main, partner] = seedOrgs();

  it('translates the early disclosure into Spanish, with the same figures', () => {
    const [early, privacy] = disclosuresOf(record, main);
    const spanish = early!.translations!.es;
    expect(spanish.title).toBe(
      'Divulgación inicial de la línea de crédito con garantía hipotecaria',
    );
    expect(spanish.body).toContain(
      'Usted eligió una línea de $85,000 con un plazo fijo de 10 años a una tasa de porcentaje anual (APR) de 8.70%.',
    );
    expect(spanish.body.split('\n\n')).toHaveLength(early!.body.split('\n\n').length);
    expect(privacy!.translations).toBeUndefined();
    // Read as the app reads it.
    expect(readDisclosures({ documents: [early] }).documents[0]!.translations).toEqual({
      es: spanish,
    });
  });

  it('is the only one that does', () => {
    expect(disclosuresOf(record, partner)[0]!.translations).toBeUndefined();
  });
});
