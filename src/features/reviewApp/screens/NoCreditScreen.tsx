import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/review-app/no-credit */
export default function NoCreditScreen() {
  return <Screen />;
}
