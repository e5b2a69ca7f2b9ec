import { useFormikContext } from 'formik';
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { readDraft, removeDraft, saveDraft } from '../lib/drafts';
import type { DraftScopeValue } from './draftScope';
import { WithheldNote } from './WithheldNote';

export interface DraftKeeperProps extends DraftScopeValue {
  /** Set by the form once its call succeeded: the draft then goes. */
  sent: RefObject<boolean>;
}

/**
 * A step form's draft (docs/requests.md#drafts): brought back as the form opens (unless the
 * person has already typed), kept as they type, removed once the form is sent or back as it
 * opened. Loaded apart from the form kit (StepForm), so the first screen does not carry it.
 */
export default function DraftKeeper({ scope, step, sent }: DraftKeeperProps): ReactNode {
  const { values, setValues, dirty, isSubmitting } = useFormikContext<Record<string, unknown>>();
  // The draft to bring back, read once as the keeper starts: none when something was typed first.
  const [draft] = useState(() => (dirty ? null : readDraft(scope, step)));

  useLayoutEffect(() => {
    if (draft) {
      // Only the fields this form has: a draft of an older form leaves nothing strange behind.
      const known = Object.fromEntries(
        Object.entries(draft.values).filter(([name]) => name in values),
      );
      void setValues({ ...values, ...known }, false);
    } else if (dirty) {
      // Loaded because something was typed.
      saveDraft(scope, step, values);
    }
    // Once, as the keeper starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const started = useRef(false);
  useEffect(() => {
    // Not on the first run: the values brought back land with the next.
    if (!started.current) return void (started.current = true);
    if (sent.current || !dirty) removeDraft(scope, step);
    else saveDraft(scope, step, values);
  }, [scope, step, sent, values, dirty, isSubmitting]);

  // Sent, then left at once for the next step.
  useEffect(() => () => void (sent.current && removeDraft(scope, step)), [scope, step, sent]);

  return <WithheldNote paths={draft?.withheld ?? []} />;
}
