import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/signing/sign */
export default function SignScreen() {
  return <Screen title="Sign your loan documents" />;
}
