import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/error/decline */
export default function DeclineScreen() {
  return <Screen />;
}
