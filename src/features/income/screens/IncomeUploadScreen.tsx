import { Screen } from '../../shell/Screen';

/** /account/heloc/{uuid}/income/upload/:type */
export default function IncomeUploadScreen() {
  return <Screen title="Upload your income documents" />;
}
