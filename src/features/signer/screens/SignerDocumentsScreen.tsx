import { Screen } from '../../../ui/Screen';

/** /account/heloc/heloc-signer/documents */
export default function SignerDocumentsScreen() {
  return <Screen />;
}
