import type { UnknownValue } from '../../src/contract/schema';
import {
  BPO_STATUSES,
  CHECKLIST_STATUSES,
  GIACT_ACCOUNT_STATUSES,
  readStatusResponse,
  STATUS_CONDITIONS,
  TITLE_STATUSES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
} from '../../src/contract/status';

// docs/routing.md#the-statuss-picklists
const PICKLISTS = {
  uwDecision: UW_DECISIONS,
  uwSubDecision: UW_SUB_DECISIONS,
  giactAccountStatus: GIACT_ACCOUNT_STATUSES,
  bpo: BPO_STATUSES,
  title: TITLE_STATUSES,
  checklistStatus: CHECKLIST_STATUSES,
  condition: STATUS_CONDITIONS,
} as const;

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
    ).toEqual({ applicationUuid: '', state: 'HMDA', bpo: null, manualNotary: true });
  });

  test('a top level that is not an object is refused', () => {
    expect(() => readStatusResponse([])).toThrow('The status answer was not in the expected form');
    expect(() => readStatusResponse('HMDA')).toThrow(
      'The status answer was not in the expected form',
    );
  });
});

describe("the status's picklists, read leniently", () => {
  const read = (answer: Record<string, unknown>) => {
    const reported: UnknownValue[] = [];
    const status = readStatusResponse(answer, (unknown) => reported.push(unknown));
    return { status, reported };
  };

  test.each(Object.entries(PICKLISTS))(
    '%s: every listed value reads as itself (trimmed), null as null, missing as absent',
    (field, values) => {
      for (const value of values) {
        expect(read({ [field]: ` ${value} ` })).toEqual({
          status: expect.objectContaining({ [field]: value }),
          reported: [],
        });
      }
      expect(read({ [field]: null }).status[field as keyof typeof PICKLISTS]).toBeNull();
      expect(read({}).status).not.toHaveProperty(field);
    },
  );

  test.each(Object.keys(PICKLISTS))(
    '%s: an unlisted value reads as null and is reported by the field and its name',
    (field) => {
      expect(read({ state: 'HMDA', [field]: 'SOMETHING_NEW' })).toEqual({
        status: { applicationUuid: '', state: 'HMDA', [field]: null },
        reported: [{ field, value: 'SOMETHING_NEW' }],
      });
    },
  );

  test('a value not written as a listed name is reported by its kind only: nothing personal', () => {
    const { status, reported } = read({
      condition: 'jane.doe@example.com',
      uwDecision: 'Approved for Jane Doe',
      bpo: 3,
      title: { owner: 'Jane Doe' },
      checklistStatus: '',
    });
    expect(status).toMatchObject({
      condition: null,
      uwDecision: null,
      bpo: null,
      title: null,
      checklistStatus: null,
    });
    expect(reported).toEqual([
      { field: 'uwDecision', value: '(string)' },
      { field: 'bpo', value: '(number)' },
      { field: 'title', value: '(object)' },
      { field: 'condition', value: '(string)' },
    ]);
    expect(JSON.stringify(reported)).not.toMatch(/jane|doe/i);
  });

  test('an unlisted server state is reported as the picklists are', () => {
    const { status, reported } = read({ state: 'SOMETHING_NEW' });
    expect(status.state).toBeNull();
    expect(reported).toEqual([{ field: 'state', value: 'SOMETHING_NEW' }]);
  });

  test('without a report to make, an unlisted value still reads as null', () => {
    expect(readStatusResponse({ bpo: 'SOMETHING_NEW' }).bpo).toBeNull();
  });
});
