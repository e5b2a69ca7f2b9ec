import { Screen } from '../../shell/Screen';

/** /account/heloc/register/support */
export default function RegistrationSupportScreen() {
  return <Screen title="Help with your application" />;
}
