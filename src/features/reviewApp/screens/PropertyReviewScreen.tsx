import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/review-app/property */
export default function PropertyReviewScreen() {
  return <Screen />;
}
