import { readStatusResponse } from '../../src/contract/status';

describe('the status answer, read leniently', () => {
  test('a missing, empty or unlisted state reads as null (unmatched); a listed one trimmed', () => {
    expect(readStatusResponse({ applicationUuid: 'a' })).toEqual({
      applicationUuid: 'a',
      state: null,
    });
    expect(readStatusResponse({ state: '  ' }).state).toBeNull();
    expect(readStatusResponse({ state: 'SOMETHING_NEW' }).state).toBeNull();
    expect(readStatusResponse({ state: ' HMDA ' }).state).toBe('HMDA');
    expect(readStatusResponse({ state: 'WAITING_FOR_TITLE' }).state).toBe('WAITING_FOR_TITLE');
  });

  test('a flag of the wrong type is absent, a text of the wrong type absent, unknown fields dropped', () => {
    expect(
      readStatusResponse({
        state: 'HMDA',
        liensComplete: 'yes',
        bpo: 3,
        manualNotary: true,
        extra: 1,
      }),
    ).toEqual({ applicationUuid: '', state: 'HMDA', manualNotary: true });
  });

  test('a top level that is not an object is refused', () => {
    expect(() => readStatusResponse([])).toThrow('The status answer was not in the expected form');
    expect(() => readStatusResponse('HMDA')).toThrow(
      'The status answer was not in the expected form',
    );
  });
});
