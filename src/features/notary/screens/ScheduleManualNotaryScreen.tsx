import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/notary/schedule-manual */
export default function ScheduleManualNotaryScreen() {
  return <Screen />;
}
