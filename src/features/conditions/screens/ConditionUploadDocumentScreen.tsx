import { Screen } from '../../../ui/Screen';

/** /account/heloc/{uuid}/conditions/upload-document */
export default function ConditionUploadDocumentScreen() {
  return <Screen />;
}
