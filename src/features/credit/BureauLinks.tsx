import { ExternalLink } from '../../ui/ExternalLink';

/** The three nationwide credit bureaus' pages for freezing, lifting and unlocking credit. */
export const CREDIT_BUREAUS = [
  {
    name: 'Equifax',
    url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/',
  },
  { name: 'Experian', url: 'https://www.experian.com/freeze/center.html' },
  { name: 'TransUnion', url: 'https://www.transunion.com/credit-freeze' },
] as const;

/** A list of links to each bureau's freeze page (each opens in a new tab). */
export function BureauLinks() {
  return (
    <ul className="link-list">
      {CREDIT_BUREAUS.map(({ name, url }) => (
        <li key={name}>
          <ExternalLink href={url}>{name}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}
