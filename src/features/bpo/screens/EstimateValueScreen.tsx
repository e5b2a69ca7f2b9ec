import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bpo/estimate-value */
export default function EstimateValueScreen() {
  return <Screen title="Estimate your home value" />;
}
