import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/notary/session */
export default function NotarySessionScreen() {
  return <Screen />;
}
