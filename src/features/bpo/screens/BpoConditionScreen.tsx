import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bpo/condition */
export default function BpoConditionScreen() {
  return <Screen />;
}
