/** The lender's disclosures to read and accept, as GET .../disclosures lists them. */
export const EARLY = {
  uuid: 'doc-early',
  title: 'Home equity line of credit early disclosure',
  body: 'This disclosure explains your line.\n\nYour rate can change.\nIt follows the Prime Rate.\n\n<b>Not bold</b>: text, never HTML.',
  accepted: false,
};
export const PRIVACY = {
  uuid: 'doc-privacy',
  title: 'Your privacy notice',
  body: 'What we collect.\n\nHow we share it.',
  accepted: false,
};
