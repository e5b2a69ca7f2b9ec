import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/review-app/incorrect-pin */
export default function IncorrectPinScreen() {
  return <Screen />;
}
