import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/conditions/identity */
export default function SignerConditionIdentityScreen() {
  return <Screen />;
}
