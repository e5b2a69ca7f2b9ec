import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bpo/waiting */
export default function BpoWaitingScreen() {
  return <Screen />;
}
