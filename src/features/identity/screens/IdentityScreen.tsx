import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/identity */
export default function IdentityScreen() {
  return <Screen title="Verify your identity" />;
}
