import { Screen } from '../../../ui/Screen';

/** /account/heloc/register/support */
export default function RegistrationSupportScreen() {
  return <Screen />;
}
