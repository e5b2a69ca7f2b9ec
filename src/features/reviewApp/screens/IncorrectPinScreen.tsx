import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/review-app/incorrect-pin */
export default function IncorrectPinScreen() {
  return <Screen title="Your credit freeze PIN did not work" />;
}
