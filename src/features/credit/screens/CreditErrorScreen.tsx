import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/credit/error */
export default function CreditErrorScreen() {
  return <Screen title="We could not access your credit report" />;
}
