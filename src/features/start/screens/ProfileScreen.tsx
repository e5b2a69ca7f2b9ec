import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/start/profile */
export default function ProfileScreen() {
  return <Screen />;
}
