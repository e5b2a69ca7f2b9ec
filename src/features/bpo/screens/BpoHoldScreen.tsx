import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bpo/hold */
export default function BpoHoldScreen() {
  return <Screen />;
}
