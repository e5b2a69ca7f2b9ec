import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/identity */
export default function SignerIdentityScreen() {
  return <Screen title="Verify your identity" />;
}
