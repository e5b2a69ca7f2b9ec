import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/cancelled */
export default function SignerCancelledScreen() {
  return <Screen title="This signing has been cancelled" />;
}
