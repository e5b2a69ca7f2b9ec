import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { useAnnounce } from '../feedback';
import {
  browserSendsGpc,
  type PrivacyChoices,
  readPrivacyChoices,
  savePrivacyChoices,
} from '../../lib/privacyChoices';

export const PRIVACY_OPTIONS = msg`Your privacy options`;
export const PRIVACY_SAVED = msg`Your privacy choices are saved.`;
/** Said in the dialog while the browser sends the Global Privacy Control signal. */
export const GPC_HONORED = msg`Your browser's Global Privacy Control signal is on, so we do not share your personal information for targeted advertising. To allow it, turn the signal off in your browser.`;

/** The "Your privacy options" button and its consent settings dialog (docs/supporting-areas.md#privacy-options). */
export function PrivacyOptions() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const announce = useAnnounce();
  return (
    <>
      <button
        type="button"
        className="site-footer__link-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PrivacyOptionsIcon />
        {t(PRIVACY_OPTIONS)}
      </button>
      {open ? (
        <PrivacyOptionsDialog
          onClose={() => setOpen(false)}
          onSaved={() => {
            // Said through the shell's live region: the dialog (and its contents) is gone.
            announce(t(PRIVACY_SAVED));
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function PrivacyOptionsDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const [choices, setChoices] = useState<PrivacyChoices>(readPrivacyChoices);
  // Read once as the dialog opens, as the choices are.
  const [gpc] = useState(browserSendsGpc);
  const ids = { analytics: useId(), advertising: useId(), necessary: useId(), gpc: useId() };
  const toggle = (name: keyof PrivacyChoices) => () =>
    setChoices((previous) => ({ ...previous, [name]: !previous[name] }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    savePrivacyChoices(choices);
    onSaved();
  };
  return (
    <Dialog title={t(PRIVACY_OPTIONS)} onClose={onClose} className="privacy-options">
      <form onSubmit={submit} className="privacy-options__form">
        <p>
          <Trans>
            Choose how this site may use information about your visit in this browser. Your choices
            are kept in this browser until you change them.
          </Trans>
        </p>
        <fieldset className="privacy-options__choices">
          <legend>
            <Trans>Your choices</Trans>
          </legend>
          <div className="privacy-options__choice">
            <p className="privacy-options__fixed" id={ids.necessary}>
              <Trans>
                <strong>Strictly necessary</strong>: always on. Signing in, keeping your application
                and security need these.
              </Trans>
            </p>
          </div>
          <div className="privacy-options__choice">
            <input
              id={ids.analytics}
              type="checkbox"
              checked={choices.analytics}
              onChange={toggle('analytics')}
              aria-describedby={`${ids.analytics}-help`}
            />
            <label htmlFor={ids.analytics}>
              <Trans>Allow analytics</Trans>
            </label>
            <p id={`${ids.analytics}-help`} className="privacy-options__help">
              <Trans>Measuring how the site is used, so we can improve it.</Trans>
            </p>
          </div>
          <div className="privacy-options__choice">
            <input
              id={ids.advertising}
              type="checkbox"
              checked={choices.advertising}
              onChange={toggle('advertising')}
              disabled={gpc}
              aria-describedby={`${ids.advertising}-help${gpc ? ` ${ids.gpc}` : ''}`}
            />
            <label htmlFor={ids.advertising}>
              <Trans>Allow sharing my personal information for targeted advertising</Trans>
            </label>
            <p id={`${ids.advertising}-help`} className="privacy-options__help">
              <Trans>
                Turn this off to opt out of the sale or sharing of your personal information.
              </Trans>
            </p>
            {gpc ? (
              <p id={ids.gpc} role="status" className="privacy-options__signal">
                {t(GPC_HONORED)}
              </p>
            ) : null}
          </div>
        </fieldset>
        <div className="privacy-options__actions">
          <button type="submit" className="button button--primary">
            <Trans>Save choices</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The toggle mark that commonly goes with "Your privacy options"; decorative. */
function PrivacyOptionsIcon() {
  return (
    <svg
      className="site-footer__privacy-icon"
      viewBox="0 0 30 14"
      width="30"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="29" height="13" rx="6.5" fill="#fff" stroke="#0066ff" />
      <path d="M15 1h8a6 6 0 0 1 0 12h-8z" fill="#0066ff" />
      <path d="M4.5 7l2 2 4-4" stroke="#0066ff" strokeWidth="1.5" fill="none" />
      <path d="M19 5l4 4m0-4l-4 4" stroke="#fff" strokeWidth="1.5" />
    </svg>
  );
}
