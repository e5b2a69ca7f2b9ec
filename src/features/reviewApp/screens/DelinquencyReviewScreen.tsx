import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/review-app/delinquency */
export default function DelinquencyReviewScreen() {
  return <Screen />;
}
