/**
 * What a lender's web server asks of the lender's services when it serves the app's page
 * (docs/deployment.md#the-organisations-data): the app itself never calls these.
 */

/**
 * The organisation service: `${ORGANIZATION_PATH}/{code}/org-info` answers the organisation's
 * data as the page carries it (the `org-info` script block), its JSON written so that it can be
 * put inside a script element as it is.
 */
export const ORGANIZATION_PATH = '/service-organization/api/v1/organizations';

/** The organisation-data address for `code`. */
export const orgInfoPath = (code: string): string =>
  `${ORGANIZATION_PATH}/${encodeURIComponent(code)}/org-info`;
