import { Screen } from '../../../ui/Screen';

/** /account/heloc/register */
export default function RegisterScreen() {
  return <Screen />;
}
