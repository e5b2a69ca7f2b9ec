import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/resume */
export default function SignerResumeScreen() {
  return <Screen />;
}
