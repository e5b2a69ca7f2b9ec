import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/error */
export default function SignerErrorScreen() {
  return <Screen />;
}
