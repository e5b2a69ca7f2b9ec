import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/intro */
export default function SignerIntroScreen() {
  return <Screen title="You have been added as a signer" />;
}
