import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/identity */
export default function SignerIdentityScreen() {
  return <Screen />;
}
