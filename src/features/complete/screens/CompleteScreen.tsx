import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/complete */
export default function CompleteScreen() {
  return <Screen title="Your line of credit is on its way" />;
}
