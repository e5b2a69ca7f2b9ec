import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/notary/session */
export default function NotarySessionScreen() {
  return <Screen title="Your notary session" />;
}
