import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/sign */
export default function SignerSignScreen() {
  return <Screen title="Sign your documents" />;
}
