import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/signing/support */
export default function SigningSupportScreen() {
  return <Screen />;
}
