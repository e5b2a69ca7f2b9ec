import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/start/hmda */
export default function HmdaScreen() {
  return <Screen />;
}
