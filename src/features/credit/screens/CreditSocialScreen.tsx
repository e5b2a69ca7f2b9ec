import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/credit/social */
export default function CreditSocialScreen() {
  return <Screen />;
}
