import { Screen } from '../../shell/Screen';

/** /account/heloc/register/account-setup */
export default function AccountSetupScreen() {
  return <Screen title="Create your account" />;
}
