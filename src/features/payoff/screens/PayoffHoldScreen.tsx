import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/payoff/hold */
export default function PayoffHoldScreen() {
  return <Screen />;
}
