import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/notary/error */
export default function NotaryErrorScreen() {
  return <Screen />;
}
