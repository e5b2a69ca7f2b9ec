import { Screen } from '../../../ui/Screen';

/** /account/heloc/register/account-setup */
export default function AccountSetupScreen() {
  return <Screen />;
}
