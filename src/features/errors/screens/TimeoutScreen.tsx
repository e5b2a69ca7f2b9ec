import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/error/timeout */
export default function TimeoutScreen() {
  return <Screen title="This is taking longer than expected" />;
}
