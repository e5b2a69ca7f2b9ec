import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/signing/sign */
export default function SignScreen() {
  return <Screen />;
}
