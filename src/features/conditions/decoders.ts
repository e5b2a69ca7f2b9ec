import { arrayOf, type Decoder, num, optStr, record, required, str } from '../../api/decode';
import type { Condition, ConditionDisplay } from './types';

const display = record<ConditionDisplay>({
  header: str(),
  description: str(),
  button: str(),
  location: str(),
  type: str(),
});

const condition = record<Condition>({
  uuid: str(),
  categoryEnum: str(),
  created: str(),
  notes: optStr,
  commentsToBorrower: optStr,
  requestDocuments: (v) =>
    Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string') : null,
  actionNeeded: (v) => (typeof v === 'boolean' ? v : undefined),
  xtraData: (v) =>
    record<{ numDocsRequired?: number }>({
      numDocsRequired: (n) => (num<number | null>(null)(n) ?? undefined) as number | undefined,
    })(v),
  display: (v) => display(v) ?? { header: '', description: '', button: '', location: '', type: '' },
});

export const decodeConditions: Decoder<Condition[]> = required(
  (v) => (Array.isArray(v) ? arrayOf(condition)(v).filter((c) => c.uuid) : null),
  'conditions',
);
