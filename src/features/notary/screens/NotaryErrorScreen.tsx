import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/notary/error */
export default function NotaryErrorScreen() {
  return <Screen title="We could not start your notary session" />;
}
