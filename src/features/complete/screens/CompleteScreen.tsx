import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/complete */
export default function CompleteScreen() {
  return <Screen />;
}
