import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/notary/schedule-manual */
export default function ScheduleManualNotaryScreen() {
  return <Screen title="Schedule your notary appointment" />;
}
