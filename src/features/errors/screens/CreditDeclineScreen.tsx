import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/error/credit */
export default function CreditDeclineScreen() {
  return <Screen />;
}
