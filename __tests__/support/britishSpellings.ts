/**
 * British spellings that US English writes otherwise (docs/accessibility.md#language: the text a
 * borrower reads is US English). One place for every test that reads text: each entry is a
 * pattern of whole words, matched without regard to case, and the US spelling to use instead.
 * Code names (the `organisation` slice, the server state CANCELLED, file names) are never read
 * by these tests: they read what a person sees.
 */
const ENTRIES: readonly (readonly [pattern: string, us: string])[] = [
  ['licenced|licences?', 'license, licenses, licensed'],
  [
    '(?:author|organ|recogn|real|apolog|priorit|custom|minim|maxim|summar|util|final|emphas|item|personal|optim|categor|standard|special|critic|capital|amort|penal|character)is(?:e|ed|es|ing|ation|ations)',
    '-ize, -ization (authorize, organization, ...)',
  ],
  ['(?:analys|paralys)(?:e|ed|ing)', 'analyze, paralyze'],
  [
    '(?:colour|favour|honour|behaviour|neighbour|labour|harbour|endeavour|rumour|humour|flavour|vigour|rigour|armour|odour|parlour|savour|splendour|valour)(?:s|ed|ing|able|ably|ful|al|ite|ites|hood)?',
    '-or (color, favor, honor, behavior, ...)',
  ],
  ['(?:centre|metre|litre|theatre|fibre|calibre|spectre|sombre|meagre)[sd]?', '-er (center, ...)'],
  ['cheques?|chequing', 'check, checks, checking'],
  [
    '(?:cancel|travel|label|model|signal|fuel|total|counsel|level|marshal|channel|tunnel|dial)l(?:ed|ing|er|ers|or|ors)',
    'one l (canceled, labeled, ...)',
  ],
  [
    'enrol|enrols|enrolments?|instalments?|fulfil|fulfils|fulfilments?|skilful|wilful',
    'enroll, installment, fulfill, skillful, willful',
  ],
  ['jewellery|marvellous', 'jewelry, marvelous'],
  ['judgements?|acknowledgements?', 'judgment, acknowledgment'],
  ['programmes?|catalogues?|analogue', 'program, catalog, analog'],
  ['defence|offence|pretence', 'defense, offense, pretense'],
  ['practis(?:e|ed|es|ing)', 'practice, practiced'],
  ['enquir(?:y|ies|e|ed|es|ing)', 'inquiry, inquire'],
  [
    'grey|aluminium|tyres?|kerbs?|storeys?|ageing|moulds?|ploughs?|sceptical|manoeuvres?',
    'gray, aluminum, tire, curb, story, aging, mold, plow, skeptical, maneuver',
  ],
  ['postcodes?|whilst|learnt|spelt', 'ZIP code, while, learned, spelled'],
];

const PATTERNS = ENTRIES.map(([pattern, us]) => ({
  // Letters only around a word: "licences" matches in "(licences)" and "licences." alike.
  regex: new RegExp(`(?<![\\p{L}])(?:${pattern})(?![\\p{L}])`, 'giu'),
  us,
}));

/**
 * Every British spelling in `text`, each as the word found, its US spelling and a little of the
 * text around it: `"licences" (US: license, licenses, licensed) in "look up its licences at NMLS"`.
 */
export function britishSpellingsIn(text: string): string[] {
  const found: string[] = [];
  for (const { regex, us } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const at = match.index;
      const around = text
        .slice(Math.max(0, at - 30), at + match[0].length + 30)
        .replace(/\s+/g, ' ')
        .trim();
      found.push(`"${match[0]}" (US: ${us}) in "${around}"`);
    }
  }
  return found;
}
