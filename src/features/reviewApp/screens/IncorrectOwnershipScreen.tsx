import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/review-app/incorrect-ownership */
export default function IncorrectOwnershipScreen() {
  return <Screen title="We could not confirm your ownership" />;
}
