import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/income/pointserv-callback */
export default function PointservCallbackScreen() {
  return <Screen title="Connecting your income source" />;
}
