import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from '../../ui/Link';
import { ConditionsDashboard } from './ConditionsDashboard';
import type { Condition } from './types';
import type { ConditionsLoad } from './useConditions';
import { isPending } from './pending';
import './conditions.css';

export const TASK_DONE_TEXT = msg`This task is done, or the lender no longer needs it. Your tasks page shows what is left.`;
export const BACK_TO_TASKS_LABEL = msg`Back to your tasks`;

/** The link back to the dashboard (`to` relative to the router's base path), above a condition's page. */
export function BackToTasks({ to }: { to: string }) {
  const { t } = useLingui();
  return (
    <p className="conditions-back">
      <Link to={to}>{t(BACK_TO_TASKS_LABEL)}</Link>
    </p>
  );
}

/**
 * A page of one condition (`?condition={uuid}`): the conditions' loader or failure until they are
 * in, then the page for that pending condition, or (done, or never one of this applicant's) a
 * word and the way back to the dashboard.
 */
export function ConditionPage({
  load,
  conditionUuid,
  dashboard,
  children,
}: {
  load: ConditionsLoad;
  conditionUuid: string | null;
  /** The dashboard's path, relative to the router's base path (a link). */
  dashboard: string;
  children: (condition: Condition) => ReactNode;
}) {
  const { t } = useLingui();
  // The condition once found stays this page's while it is done (its last upload satisfies it
  // and the list is read again before the page goes back to the dashboard).
  const [held, setHeld] = useState<Condition | null>(null);
  const found =
    load.conditions?.find(
      (candidate) => candidate.uuid === conditionUuid && isPending(candidate),
    ) ?? null;
  if (found && found.uuid !== held?.uuid) setHeld(found);
  const condition = found ?? (held?.uuid === conditionUuid ? held : null);
  if (load.conditions === null) {
    return <ConditionsDashboard load={load} actionFor={() => null} />;
  }
  return (
    <>
      <BackToTasks to={dashboard} />
      {condition ? children(condition) : <p>{t(TASK_DONE_TEXT)}</p>}
    </>
  );
}
