import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bank/autopay */
export default function AutopayScreen() {
  return <Screen title="Set up automatic payments" />;
}
