import { Screen } from '../../shell/Screen';

/** /account/heloc/heloc-signer/conditions/identity */
export default function SignerConditionIdentityScreen() {
  return <Screen title="Confirm your identity" />;
}
