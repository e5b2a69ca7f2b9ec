import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bpo/waiting */
export default function BpoWaitingScreen() {
  return <Screen title="Waiting for your property valuation" />;
}
