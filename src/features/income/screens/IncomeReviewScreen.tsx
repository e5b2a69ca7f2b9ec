import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/income/review */
export default function IncomeReviewScreen() {
  return <Screen title="Review your income" />;
}
