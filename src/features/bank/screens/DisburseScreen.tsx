import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/bank/disburse */
export default function DisburseScreen() {
  return <Screen title="Choose where to receive your funds" />;
}
