import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/error/timeout */
export default function TimeoutScreen() {
  return <Screen />;
}
