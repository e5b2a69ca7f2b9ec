import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/conditions/phone-number */
export default function ConditionPhoneNumberScreen() {
  return <Screen title="Add your phone number" />;
}
