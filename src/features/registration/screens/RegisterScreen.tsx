import { Screen } from '../../shell/Screen';

/** /account/heloc/register */
export default function RegisterScreen() {
  return <Screen title="Apply for a home equity line of credit" />;
}
