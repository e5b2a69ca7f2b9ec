import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/hold */
export default function HoldScreen() {
  return <Screen />;
}
