import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bank/autopay */
export default function AutopayScreen() {
  return <Screen />;
}
