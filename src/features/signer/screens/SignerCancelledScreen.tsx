import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/cancelled */
export default function SignerCancelledScreen() {
  return <Screen />;
}
