import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/income/review */
export default function IncomeReviewScreen() {
  return <Screen />;
}
