import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/income/pointserv-callback */
export default function PointservCallbackScreen() {
  return <Screen />;
}
