import type { Condition } from '../../src/features/conditions';

/** The lender's condition asking for `numDocsRequired` paystubs, uploaded at its own page. */
export const paystubCondition = (numDocsRequired: number): Condition => ({
  uuid: 'cond-1',
  categoryEnum: 'MANUAL_PAYSTUB_UPLOAD',
  created: '2026-11-20T16:00:00Z',
  requestDocuments: null,
  actionNeeded: true,
  xtraData: { numDocsRequired },
  display: {
    header: 'Upload paystubs',
    description: 'We need your paystubs.',
    button: 'Upload',
    location: 'income/upload/MANUAL_PAYSTUB',
    type: 'UPLOAD',
  },
});
