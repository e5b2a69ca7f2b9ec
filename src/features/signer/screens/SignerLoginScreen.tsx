import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/login */
export default function SignerLoginScreen() {
  return <Screen title="Additional signer sign in" />;
}
