import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/conditions */
export default function ConditionsScreen() {
  return <Screen />;
}
