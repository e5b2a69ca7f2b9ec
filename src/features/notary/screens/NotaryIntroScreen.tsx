import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/notary/intro */
export default function NotaryIntroScreen() {
  return <Screen title="Meet your notary" />;
}
