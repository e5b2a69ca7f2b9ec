import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/review-app/property */
export default function PropertyReviewScreen() {
  return <Screen title="We could not verify your property" />;
}
