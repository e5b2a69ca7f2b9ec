/** GET /service-application/external/api/v1/heloc/state-licenses?orgCode= answers a list of these. */
export interface StateLicence {
  abbrev: string;
}
