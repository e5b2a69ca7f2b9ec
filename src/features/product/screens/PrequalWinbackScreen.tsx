import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/product/prequal-winback */
export default function PrequalWinbackScreen() {
  return <Screen title="Your updated offer" />;
}
