import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/income/upload/:type */
export default function IncomeUploadScreen() {
  return <Screen />;
}
