import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/conditions */
export default function SignerConditionsScreen() {
  return <Screen />;
}
