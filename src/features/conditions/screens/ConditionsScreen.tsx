import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '../../../ui/Link';
import { Screen } from '../../../ui/Screen';
import { useApplicationUuid } from '../../application';
import { ConditionsDashboard } from '../ConditionsDashboard';
import { conditionQuery } from '../conditionView';
import { useApplicationConditions } from '../useConditions';

export { titles } from '../titles';

export const CONTINUE_LABEL = msg`Continue with your application`;
export const NO_PAGE_TEXT = msg`Contact us to finish this task.`;

/**
 * /account/heloc/{uuid}/conditions: the application's pending conditions (the conditions slice,
 * polled every 60 s and on focus), each with what the lender asks and its action, a link to its
 * page (`{location}?condition={uuid}`); when nothing is pending, the way back to the application
 * (the routing decides where).
 */
export default function ConditionsScreen() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const load = useApplicationConditions(applicationUuid);
  return (
    <Screen>
      <ConditionsDashboard
        load={load}
        actionFor={(row) =>
          applicationUuid ? `/${applicationUuid}/${row.location}${conditionQuery(row.uuid)}` : null
        }
        noActionText={t(NO_PAGE_TEXT)}
        whenDone={
          applicationUuid ? (
            <p className="conditions-next">
              <Link to={`/${applicationUuid}`}>{t(CONTINUE_LABEL)}</Link>
            </p>
          ) : null
        }
      />
    </Screen>
  );
}
