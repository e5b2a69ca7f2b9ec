import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { NEW_TAB_NOTE } from '../../ui/ExternalLink';
import { SupportContact } from '../../ui/SupportContact';
import { CeoFeedbackButton } from '../ceoFeedback';
import { formatOperatingHours, useGetOperatingHoursQuery } from '../operatingHours';
import {
  type CompanyInfo,
  selectOrganisation,
  useGetStateLicencesQuery,
  useOrganisationTexts,
} from '../organisation';
import {
  addressLine,
  disclosureText,
  type FooterLink,
  footerLinks,
  hasNmls,
  isExternalUrl,
  licencesLine,
  NEW_YORK_WORDING,
  NMLS_CONSUMER_ACCESS,
} from './footerContent';
import { FooterImage, NcuaLogo } from './FooterImages';
import { PrivacyOptions } from './PrivacyOptions';
import './footer.css';

/**
 * The footer of every app page (docs/supporting-areas.md#footer): the links, "Your
 * privacy options", the state licences, the phone hours, the support line, the disclosure, the
 * regulator and New York notices by their flags, the NMLS line, the lender logos and the button
 * to write to the CEO. Loaded lazily (AppShell keeps its place meanwhile).
 */
export function SiteFooter() {
  const { t } = useLingui();
  const organisation = useAppSelector(selectOrganisation);
  const company = organisation.orgMetaData.companyInfo;
  const settings = organisation.orgMetaData.footer;
  const newTabNote = useId();
  const texts = useOrganisationTexts();
  const links = footerLinks(company, settings, texts);
  const address = addressLine(company);
  const companyName = company.companyName;
  const nmls = company.companyNmlsURL ? (
    <FooterAnchor
      link={{
        label: company.companyNMLS,
        href: company.companyNmlsURL,
        external: isExternalUrl(company.companyNmlsURL),
      }}
      newTabNote={newTabNote}
    />
  ) : (
    company.companyNMLS
  );
  return (
    <div className="site-footer__inner">
      <nav aria-label={t`Legal`} className="site-footer__nav">
        <ul className="site-footer__links">
          {links.map((link) => (
            <li key={`${typeof link.label === 'string' ? link.label : link.label.id}-${link.href}`}>
              <FooterAnchor link={link} newTabNote={newTabNote} />
            </li>
          ))}
          <li>
            <PrivacyOptions />
          </li>
        </ul>
        <span id={newTabNote} hidden>
          {t(NEW_TAB_NOTE)}
        </span>
      </nav>
      <StateLicences orgCode={organisation.orgCode} />
      <OperatingHoursLine />
      <SupportContact />
      <p className="site-footer__disclosure">{disclosureText(company, t, texts)}</p>
      {company.allowRegulatorReview ? (
        <RegulatorReviewNotice company={company} newTabNote={newTabNote} />
      ) : null}
      {settings.useNewYorkWording ? (
        <p className="site-footer__notice">{NEW_YORK_WORDING}</p>
      ) : null}
      {hasNmls(company) ? (
        <p className="site-footer__nmls">
          <Trans>
            {companyName}, NMLS ID {nmls}
          </Trans>
          {address ? `. ${address}` : ''}
        </p>
      ) : null}
      <div className="site-footer__bottom">
        <CeoFeedbackButton className="button site-footer__ceo" />
        <div className="site-footer__logos">
          <FooterImage kind={company.footerImage} />
          {organisation.publicFeatureToggles.showNcuaLogo ? <NcuaLogo /> : null}
        </div>
      </div>
    </div>
  );
}

/** A footer link: the lender's own pages in place, another site's in a new tab. */
function FooterAnchor({ link, newTabNote }: { link: FooterLink; newTabNote: string }) {
  const { t } = useLingui();
  const label = typeof link.label === 'string' ? link.label : t(link.label);
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" aria-describedby={newTabNote}>
      {label}
    </a>
  ) : (
    <a href={link.href}>{label}</a>
  );
}

/**
 * The regulator-review notice, "NMLS Consumer Access" in it linked to companyNmlsURL (when set).
 * The product rules give it no wording (allowRegulatorReview turns it on). Reading chosen: the
 * lender's consent to its regulators examining the borrower's file, with where a borrower can
 * check the licence (NMLS Consumer Access, linked to the organisation's companyNmlsURL, as the
 * NMLS ID is).
 */
function RegulatorReviewNotice({
  company,
  newTabNote,
}: {
  company: CompanyInfo;
  newTabNote: string;
}) {
  const href = company.companyNmlsURL;
  const companyName = company.companyName;
  const access = href ? (
    <FooterAnchor
      link={{ label: NMLS_CONSUMER_ACCESS, href, external: isExternalUrl(href) }}
      newTabNote={newTabNote}
    />
  ) : (
    NMLS_CONSUMER_ACCESS
  );
  return (
    <p className="site-footer__notice">
      {companyName ? (
        <Trans>
          {companyName} is examined by state and federal regulators, who may review your application
          and loan file. You can look up its licenses at {access}.
        </Trans>
      ) : (
        <Trans>
          The lender is examined by state and federal regulators, who may review your application
          and loan file. You can look up its licenses at {access}.
        </Trans>
      )}
    </p>
  );
}

function StateLicences({ orgCode }: { orgCode: string }) {
  const { t } = useLingui();
  const { data } = useGetStateLicencesQuery(orgCode);
  const line = data ? licencesLine(data, orgCode) : null;
  // Its place is kept while the licences load (a line's height, see footer.css).
  return <p className="site-footer__licences">{line ? t(line) : ''}</p>;
}

/** "Phone hours: Mon-Fri from 6am-6pm PT, ..." (OPS_PHONE, America/Los_Angeles). */
function OperatingHoursLine() {
  const { t } = useLingui();
  const { data } = useGetOperatingHoursQuery('OPS_PHONE');
  const line = data ? formatOperatingHours(data.weekdays, t) : '';
  return <p className="site-footer__hours">{line ? t`Phone hours: ${line}` : ''}</p>;
}
