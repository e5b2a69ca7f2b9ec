import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/signing/support */
export default function SigningSupportScreen() {
  return <Screen title="Help with signing" />;
}
