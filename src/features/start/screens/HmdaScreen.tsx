import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/start/hmda */
export default function HmdaScreen() {
  return <Screen title="Government monitoring information" />;
}
