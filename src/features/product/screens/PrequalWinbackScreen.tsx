import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/product/prequal-winback */
export default function PrequalWinbackScreen() {
  return <Screen />;
}
