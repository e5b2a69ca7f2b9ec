import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/error/credit */
export default function CreditDeclineScreen() {
  return <Screen title="Your application did not meet our credit requirements" />;
}
