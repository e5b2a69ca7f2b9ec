import { Screen } from '../../../ui/Screen';

export { titles } from '../titles';

/** /account/heloc/{uuid}/start/profile */
export default function ProfileScreen() {
  return <Screen />;
}
