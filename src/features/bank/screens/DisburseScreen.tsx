import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/bank/disburse */
export default function DisburseScreen() {
  return <Screen />;
}
