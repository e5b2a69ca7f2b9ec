import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/conditions/phone-number */
export default function ConditionPhoneNumberScreen() {
  return <Screen />;
}
