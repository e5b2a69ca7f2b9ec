import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Loader } from '../../ui/Loader';
import { LoadProblem } from '../signing';
import { ConditionsList, type ConditionsListProps } from './ConditionsList';
import type { ConditionsLoad } from './useConditions';

export const CONDITIONS_LOAD_FAILED_TEXT = msg`We could not load your tasks`;

/**
 * The dashboard's body, for a borrower and for a signer: a loader until the lender's first
 * answer, its failure with a way to try again, then the list (ConditionsList).
 */
export function ConditionsDashboard({
  load,
  ...list
}: { load: ConditionsLoad } & Omit<ConditionsListProps, 'conditions'>): ReactNode {
  const { t } = useLingui();
  if (load.conditions === null) {
    return load.error ? (
      <LoadProblem
        what={t(CONDITIONS_LOAD_FAILED_TEXT)}
        detail={load.error}
        onRetry={load.retry}
        retrying={load.retrying}
      />
    ) : (
      <Loader label={t`Loading your tasks`} />
    );
  }
  return <ConditionsList conditions={load.conditions} {...list} />;
}
