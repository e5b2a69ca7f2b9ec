import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Screen } from '../shell/Screen';
import { selectCurrentApplication } from './applicationSlice';

/**
 * /account/heloc/{uuid}: the application's own screen. The step it leads to is decided by the
 * routing engine.
 */
export default function ApplicationIndex() {
  const { uuid } = useParams();
  const application = useAppSelector(selectCurrentApplication);
  return (
    <Screen title="Your home equity line of credit">
      <dl className="summary-list">
        <dt>Application ID</dt>
        <dd>{application?.loanNumber || uuid}</dd>
      </dl>
    </Screen>
  );
}
