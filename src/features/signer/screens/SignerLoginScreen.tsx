import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/login */
export default function SignerLoginScreen() {
  return <Screen />;
}
