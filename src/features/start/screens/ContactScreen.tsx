import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/start/contact */
export default function ContactScreen() {
  return <Screen />;
}
