import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/signing/intro */
export default function SigningIntroScreen() {
  return <Screen title="Get ready to sign" />;
}
