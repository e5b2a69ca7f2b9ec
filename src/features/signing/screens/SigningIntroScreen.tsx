import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/signing/intro */
export default function SigningIntroScreen() {
  return <Screen />;
}
