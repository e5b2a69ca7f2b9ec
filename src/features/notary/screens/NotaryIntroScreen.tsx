import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/notary/intro */
export default function NotaryIntroScreen() {
  return <Screen />;
}
