import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/credit/social */
export default function CreditSocialScreen() {
  return <Screen title="Confirm your Social Security number" />;
}
