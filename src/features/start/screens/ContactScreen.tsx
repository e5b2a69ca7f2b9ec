import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/start/contact */
export default function ContactScreen() {
  return <Screen title="Confirm your contact information" />;
}
