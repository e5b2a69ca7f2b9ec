import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/review-app/incorrect-ownership */
export default function IncorrectOwnershipScreen() {
  return <Screen />;
}
