import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/conditions */
export default function ConditionsScreen() {
  return <Screen title="Your outstanding tasks" />;
}
