import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bpo/estimate-value */
export default function EstimateValueScreen() {
  return <Screen />;
}
