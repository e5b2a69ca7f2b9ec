import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/review-app/uw */
export default function UnderwritingReviewScreen() {
  return <Screen />;
}
