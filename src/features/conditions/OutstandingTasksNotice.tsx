import { useAppSelector } from '../../app/hooks';
import { borrowerOf, selectApplicationRole, selectCurrentApplication } from '../application';
import { Link } from '../../ui/Link';
import { selectConditionsState } from './conditionsSlice';
import { isPending } from './pending';
import './outstandingTasks.css';
import { selectApplicationRoute } from '../navigation';

/**
 * "You have 1 outstanding task", "You have 3 outstanding tasks"; to the broker or loan
 * originator who referred the application, about its borrower: "Dana Whitfield has 2 outstanding
 * tasks" (docs/routing.md#a-referred-application).
 */
export const outstandingTasksText = (count: number, borrower: string | null = null) =>
  `${borrower ? `${borrower} has` : 'You have'} ${count} outstanding task${count === 1 ? '' : 's'}`;

/**
 * The way to the conditions dashboard (docs/journey.md#conditions: re-polled every 60 s): on the
 * pages of an application that has pending conditions, a notice linking to /{uuid}/conditions,
 * except on the conditions pages themselves. Small on purpose: it is part of every application
 * page's first screen.
 */
export function OutstandingTasksNotice() {
  const route = useAppSelector(selectApplicationRoute);
  const { applicationUuid, items } = useAppSelector(selectConditionsState);
  const referrer = useAppSelector(selectApplicationRole) === 'referrer';
  const application = useAppSelector(selectCurrentApplication);
  if (!route || route.applicationUuid !== applicationUuid) return null;
  if (route.step === 'conditions' || route.step.startsWith('conditions/')) return null;
  const count = items.filter(isPending).length;
  if (count === 0) return null;
  return (
    <p className="outstanding-tasks">
      {/* Relative to the router's base path, as every link in the app. */}
      <Link to={`/${route.applicationUuid}/conditions`}>
        {outstandingTasksText(count, referrer ? borrowerOf(application) : null)}
      </Link>
    </p>
  );
}
