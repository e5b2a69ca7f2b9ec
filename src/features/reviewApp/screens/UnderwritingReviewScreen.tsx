import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/review-app/uw */
export default function UnderwritingReviewScreen() {
  return <Screen title="Your application is being reviewed" />;
}
