import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bpo/condition */
export default function BpoConditionScreen() {
  return <Screen title="A property valuation is required" />;
}
