import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bpo/hold */
export default function BpoHoldScreen() {
  return <Screen title="Your property valuation is in progress" />;
}
