import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/conditions */
export default function SignerConditionsScreen() {
  return <Screen title="Your tasks" />;
}
