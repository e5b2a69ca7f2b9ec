import { act, render } from '@testing-library/react';
import { Trans } from '../../src/lib/linguiRuntime';
import type { MessageDescriptor } from '@lingui/core';
import { said } from '../../src/contract/messages';
import { i18n } from '../../src/lib/i18n';

/**
 * The page's translator reads messages as Lingui's compiler writes them
 * (docs/language.md#how-the-words-reach-the-page).
 */
afterEach(() => i18n.activate('en', ['en-US']));

const payments = {
  id: 'payments',
  message: [
    ['n', 'plural', { 0: ['no payments'], one: ['#', ' payment'], other: ['#', ' payments'] }],
  ],
} as const;

test('values, plurals by the locale rules, numbers as the locale writes them', () => {
  expect(i18n._({ id: 'x', message: ['Hello ', ['name'], '.'] }, { name: 'Ana' })).toBe(
    'Hello Ana.',
  );
  expect(i18n._(payments, { n: 0 })).toBe('no payments');
  expect(i18n._(payments, { n: 1 })).toBe('1 payment');
  expect(i18n._(payments, { n: 1200 })).toBe('1,200 payments');
  i18n.load('es', {
    payments: [
      ['n', 'plural', { one: ['#', ' pago'], many: ['#', ' de pagos'], other: ['#', ' pagos'] }],
    ],
  });
  i18n.activate('es', ['es-US']);
  expect(i18n._(payments, { n: 1 })).toBe('1 pago');
  expect(i18n._(payments, { n: 1200 })).toBe('1,200 pagos');
  expect(i18n._(payments, { n: 1000000 })).toBe('1,000,000 de pagos');
  // A message the catalog does not hold: its English words.
  expect(i18n._({ id: 'y', message: ['Only in English'] })).toBe('Only in English');
  expect(
    i18n._(
      { id: 'z', message: [['kind', 'select', { a: ['A ', ['x']], other: ['other'] }]] },
      { kind: 'a', x: 1 },
    ),
  ).toBe('A 1');
});

test("a message within a message, and the contract's messages, are written out in the locale", () => {
  const label = { id: 'label', message: ['City'] } as const;
  // Compiled as the build compiles a descriptor's English (Lingui types the words as a string).
  const tooLong = {
    id: 'tooLong',
    message: [['label'], ' is too long'],
    values: { label },
  } as const as unknown as MessageDescriptor;
  expect(i18n._(tooLong)).toBe('City is too long');
  expect(said(tooLong)()).toBe('City is too long');
  i18n.load('es', { label: ['Ciudad'], tooLong: [['label'], ' es demasiado larga'] });
  i18n.activate('es', ['es-US']);
  expect(said(tooLong)()).toBe('Ciudad es demasiado larga');
});

test('Trans places components in the message, and never reads a value for markup', () => {
  const { container } = render(
    <Trans
      id="t"
      message={['Pay <0>', ['name'], '</0> by <1/> ', ['raw']]}
      values={{ name: <i>Ana</i>, raw: '<0>not markup</0>' }}
      components={{ 0: <b />, 1: <br /> }}
    />,
  );
  expect(container.innerHTML).toBe('Pay <b><i>Ana</i></b> by <br> &lt;0&gt;not markup&lt;/0&gt;');
});

test('a component re-renders in the new locale when it changes', () => {
  i18n.load('es', { hello: ['Hola'] });
  const { container } = render(<Trans id="hello" message={['Hello']} />);
  expect(container.textContent).toBe('Hello');
  act(() => i18n.activate('es', ['es-US']));
  expect(container.textContent).toBe('Hola');
});
