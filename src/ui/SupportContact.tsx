import { Trans } from '@lingui/react/macro';
import { useUiBrand } from './brand';

/** The organisation's support phone (888-819-6388 by default) and e-mail, as links. */
export function SupportContact() {
  const { phone, phoneFormatted, email } = useUiBrand();
  return (
    <p className="support-contact">
      {email ? (
        <Trans>
          Call us at <a href={`tel:+1${phone}`}>{phoneFormatted}</a> or e-mail{' '}
          <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      ) : (
        <Trans>
          Call us at <a href={`tel:+1${phone}`}>{phoneFormatted}</a>.
        </Trans>
      )}
    </p>
  );
}
