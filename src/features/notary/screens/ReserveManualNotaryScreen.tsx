import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/notary/reserve-manual */
export default function ReserveManualNotaryScreen() {
  return <Screen title="Reserve your notary appointment" />;
}
