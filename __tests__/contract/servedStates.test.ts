/** @jest-environment node */
import { notServedMessage, servesState } from '../../src/contract/servedStates';
import { i18n } from '../../src/lib/i18n';

describe('a state the lender does not serve', () => {
  test('a licence serves its state, whatever the case either is written in', () => {
    expect(servesState(['CA', 'tx'], 'TX')).toBe(true);
    expect(servesState(['CA', 'tx'], 'ca')).toBe(true);
    expect(servesState(['CA', 'tx'], 'DC')).toBe(false);
    expect(servesState([], 'CA')).toBe(false);
  });

  test('the message names the state in full', () => {
    expect(i18n._(notServedMessage('DC'))).toBe(
      'We do not offer lines of credit in District of Columbia yet. Choose a home in a state we serve.',
    );
    expect(i18n._(notServedMessage('tx'))).toMatch(
      /^We do not offer lines of credit in Texas yet\./,
    );
  });
});
