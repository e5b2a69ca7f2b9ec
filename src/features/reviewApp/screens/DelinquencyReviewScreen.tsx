import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/review-app/delinquency */
export default function DelinquencyReviewScreen() {
  return <Screen title="We are reviewing your mortgage payments" />;
}
