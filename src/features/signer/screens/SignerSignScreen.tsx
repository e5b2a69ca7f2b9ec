import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/sign */
export default function SignerSignScreen() {
  return <Screen />;
}
