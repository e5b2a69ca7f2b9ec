import { useAppSelector } from '../../app/hooks';
import { selectCompanyInfo } from '../organisation';
import { Screen } from '../../ui/Screen';
import { SupportContact } from '../../ui/SupportContact';

/** Spec 1 section 2.3: shown where registration needs a referrer this visit does not carry. */
export function NotAcceptingApplications() {
  const { companyName } = useAppSelector(selectCompanyInfo);
  return (
    <Screen title="We are not accepting applications here">
      <p>
        {companyName} accepts home equity line of credit applications through a referring loan
        officer. Please use the link your loan officer sent you to start your application.
      </p>
      <SupportContact />
    </Screen>
  );
}
