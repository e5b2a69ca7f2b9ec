import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/resume */
export default function SignerResumeScreen() {
  return <Screen title="Pick up where you left off" />;
}
