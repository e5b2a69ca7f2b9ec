import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/error */
export default function SignerErrorScreen() {
  return <Screen title="We could not continue your signing" />;
}
