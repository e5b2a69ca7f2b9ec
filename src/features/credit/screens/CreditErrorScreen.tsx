import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/credit/error */
export default function CreditErrorScreen() {
  return <Screen />;
}
