import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/intro */
export default function SignerIntroScreen() {
  return <Screen />;
}
