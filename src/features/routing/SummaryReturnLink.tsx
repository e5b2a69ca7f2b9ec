import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../../app/hooks';
import { Link } from '../../ui/Link';
import { useApplicationUuid } from '../application';
import { selectLocation } from '../navigation';
import { isChangeFromSummary, SUMMARY_STEP } from './navigationPolicy';

export const BACK_TO_SUMMARY_TEXT = msg`Back to check your answers`;

/**
 * On a step opened from the summary's Change link (`?change=app-summary`,
 * docs/journey.md#startapp-summary), the way back to the summary without sending anything: beside
 * the step's button, as its form's secondary action. Sending the step comes back to the summary
 * too (the routing decides it). Nothing on a step opened any other way.
 */
export function SummaryReturnLink() {
  const { t } = useLingui();
  const applicationUuid = useApplicationUuid();
  const { search } = useAppSelector(selectLocation);
  if (!applicationUuid || !isChangeFromSummary(search)) return null;
  return <Link to={`/${applicationUuid}/${SUMMARY_STEP}`}>{t(BACK_TO_SUMMARY_TEXT)}</Link>;
}
