import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/payoff/hold */
export default function PayoffHoldScreen() {
  return <Screen title="We are processing your payoff request" />;
}
