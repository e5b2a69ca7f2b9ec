import { Screen } from '../../../ui/Screen';

// The router reads this screen's heading here (docs/performance.md#route-titles).
export { titles } from '../titles';

/** /account/heloc/{uuid}/start/profile */
export default function ProfileScreen() {
  return <Screen />;
}
