import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/notary/reserve-manual */
export default function ReserveManualNotaryScreen() {
  return <Screen />;
}
