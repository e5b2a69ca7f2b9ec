import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { borrowerOf, selectApplicationRole, selectCurrentApplication } from '../application';
import { Link } from '../../ui/Link';
import { selectConditionsState } from './conditionsSlice';
import { isPending } from './pending';
import './outstandingTasks.css';
import { selectApplicationRoute } from '../navigation';

/**
 * The way to the conditions dashboard (docs/journey.md#conditions: re-polled every 60 s): on the
 * pages of an application that has pending conditions, a notice linking to /{uuid}/conditions,
 * except on the conditions pages themselves. Small on purpose: it is part of every application
 * page's first screen.
 */
export function OutstandingTasksNotice() {
  const { t } = useLingui();
  const route = useAppSelector(selectApplicationRoute);
  const { applicationUuid, items } = useAppSelector(selectConditionsState);
  const referrer = useAppSelector(selectApplicationRole) === 'referrer';
  const application = useAppSelector(selectCurrentApplication);
  if (!route || route.applicationUuid !== applicationUuid) return null;
  if (route.step === 'conditions' || route.step.startsWith('conditions/')) return null;
  const count = items.filter(isPending).length;
  if (count === 0) return null;
  const borrower = referrer ? borrowerOf(application, t) : null;
  // "You have 1 outstanding task", "You have 3 outstanding tasks"; to the broker or loan
  // originator who referred the application, about its borrower: "Dana Whitfield has 2
  // outstanding tasks" (docs/routing.md#a-referred-application).
  const text = borrower
    ? t`${borrower} has ${plural(count, { one: '# outstanding task', other: '# outstanding tasks' })}`
    : t`You have ${plural(count, { one: '# outstanding task', other: '# outstanding tasks' })}`;
  return (
    <p className="outstanding-tasks">
      {/* Relative to the router's base path, as every link in the app. */}
      <Link to={`/${route.applicationUuid}/conditions`}>{text}</Link>
    </p>
  );
}
