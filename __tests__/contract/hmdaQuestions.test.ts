import {
  checkHmda,
  describeHmda,
  HMDA_DECLINED_LABEL,
  HMDA_MESSAGES,
  HMDA_QUESTIONS,
  type HmdaAnswers,
  hmdaAnswersOf,
} from '../../src/contract/hmdaQuestions';
import { i18n } from '../../src/lib/i18n';
import { speakSpanish } from '../support/spanish';

const DECLINED = i18n._(HMDA_DECLINED_LABEL);

const none: HmdaAnswers = {
  ethnicity: [],
  ethnicityOther: null,
  race: [],
  raceTribe: null,
  raceOtherAsian: null,
  raceOtherPacificIslander: null,
  sex: [],
};
const good = { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['WHITE'], sex: ['FEMALE'] };
const errorsOf = (body: Record<string, unknown>) =>
  checkHmda(body).problems.map(({ field, message }) => [field, i18n._(message)]);

describe('the questions', () => {
  it("are the regulation's, subgroups under their parent, declining last", () => {
    const shape = HMDA_QUESTIONS.map(({ legend, options }) => [
      i18n._(legend),
      options.map((o) =>
        o.subgroups
          ? [i18n._(o.label), o.subgroups.map((s) => i18n._(s.label))]
          : o.text
            ? [i18n._(o.label), o.text]
            : i18n._(o.label),
      ),
    ]);
    expect(shape).toEqual([
      [
        'Ethnicity',
        [
          ['Hispanic or Latino', ['Mexican', 'Puerto Rican', 'Cuban', 'Other Hispanic or Latino']],
          'Not Hispanic or Latino',
          DECLINED,
        ],
      ],
      [
        'Race',
        [
          ['American Indian or Alaska Native', 'raceTribe'],
          [
            'Asian',
            [
              'Asian Indian',
              'Chinese',
              'Filipino',
              'Japanese',
              'Korean',
              'Vietnamese',
              'Other Asian',
            ],
          ],
          'Black or African American',
          [
            'Native Hawaiian or Other Pacific Islander',
            ['Native Hawaiian', 'Guamanian or Chamorro', 'Samoan', 'Other Pacific Islander'],
          ],
          'White',
          DECLINED,
        ],
      ],
      ['Sex', ['Female', 'Male', DECLINED]],
    ]);
  });
});

describe('checkHmda', () => {
  it('keeps several answers in the order offered, texts trimmed, an empty text null', () => {
    expect(
      checkHmda({
        ethnicity: ['OTHER_HISPANIC_OR_LATINO', 'HISPANIC_OR_LATINO'],
        ethnicityOther: '  Argentinean ',
        race: ['WHITE', 'OTHER_ASIAN', 'ASIAN', 'CHINESE'],
        raceOtherAsian: '',
        sex: ['MALE', 'FEMALE'],
      }),
    ).toEqual({
      answers: {
        ethnicity: ['HISPANIC_OR_LATINO', 'OTHER_HISPANIC_OR_LATINO'],
        ethnicityOther: 'Argentinean',
        race: ['ASIAN', 'CHINESE', 'OTHER_ASIAN', 'WHITE'],
        raceTribe: null,
        raceOtherAsian: null,
        raceOtherPacificIslander: null,
        sex: ['FEMALE', 'MALE'],
      },
      problems: [],
    });
  });

  it('asks for at least one answer to each question', () => {
    expect(errorsOf({ ethnicity: [], race: 'WHITE' })).toEqual([
      ['ethnicity', 'Choose your ethnicity, or "I do not wish to provide this information"'],
      ['race', 'Choose your race, or "I do not wish to provide this information"'],
      ['sex', 'Choose your sex, or "I do not wish to provide this information"'],
    ]);
    expect(checkHmda({}).answers).toBeNull();
  });

  it('refuses declining with another answer, unknown and repeated codes, a subgroup alone', () => {
    expect(
      errorsOf({
        ethnicity: ['MEXICAN', 'DECLINED'],
        race: ['MARTIAN', 'WHITE', 'WHITE', 'SAMOAN'],
        sex: ['FEMALE', 'DECLINED'],
      }),
    ).toEqual([
      [
        'ethnicity',
        'Choose your ethnicity, or "I do not wish to provide this information", not both',
      ],
      ['ethnicity', 'Choose "Hispanic or Latino" as well as its groups'],
      ['race', 'Choose your race from the answers listed'],
      ['race', 'Choose each race once'],
      ['race', 'Choose "Native Hawaiian or Other Pacific Islander" as well as its groups'],
      ['sex', 'Choose your sex, or "I do not wish to provide this information", not both'],
    ]);
  });

  it('takes a text only with its answer, as text of 100 characters or fewer', () => {
    expect(
      errorsOf({
        ...good,
        ethnicityOther: 'Argentinean',
        race: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE', 'ASIAN', 'OTHER_ASIAN'],
        raceTribe: 'x'.repeat(101),
        raceOtherAsian: 'x'.repeat(100),
        raceOtherPacificIslander: 7,
      }),
    ).toEqual([
      [
        'ethnicityOther',
        'Choose "Other Hispanic or Latino" to give this answer, or leave it empty',
      ],
      ['raceTribe', 'The name of the tribe must be 100 characters or fewer'],
      ['raceOtherPacificIslander', 'The Pacific Islander race must be text'],
    ]);
  });
});

describe('answers read back', () => {
  it('take a single code, as kept before the lists, as a one-item list', () => {
    expect(hmdaAnswersOf({ ethnicity: 'DECLINED', race: 'ASIAN', sex: 'FEMALE' })).toEqual({
      ...none,
      ethnicity: ['DECLINED'],
      race: ['ASIAN'],
      sex: ['FEMALE'],
    });
    expect(hmdaAnswersOf({ race: [3, 'WHITE'], raceTribe: 5 })).toEqual({
      ...none,
      race: ['WHITE'],
    });
    expect(hmdaAnswersOf(null)).toBeNull();
    expect(hmdaAnswersOf('ASIAN')).toBeNull();
  });

  it('in words, subgroups after their parent, texts in brackets, unknown codes as they came', () => {
    const answers: HmdaAnswers = {
      ...none,
      race: [
        'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
        'ASIAN',
        'CHINESE',
        'OTHER_ASIAN',
        'WHITE',
        'MOON',
      ],
      raceTribe: 'Navajo Nation',
      raceOtherAsian: 'Hmong',
      sex: ['DECLINED'],
    };
    expect(describeHmda('race', answers)).toBe(
      'American Indian or Alaska Native (Navajo Nation); Asian: Chinese, Other Asian (Hmong); White; MOON',
    );
    expect(describeHmda('sex', answers)).toBe(DECLINED);
    expect(describeHmda('ethnicity', answers)).toBeNull();
  });
});

describe('in Spanish', () => {
  afterEach(() => i18n.activate('en', ['en-US']));

  it('the answers, the rules and the answers in words are written in the language of the moment', () => {
    const sex = HMDA_QUESTIONS.find((question) => question.name === 'sex')!;
    const [female] = sex.options;
    speakSpanish([
      [HMDA_DECLINED_LABEL, 'No deseo proporcionar esta información'],
      [sex.legend, 'Sexo'],
      [sex.noun, 'sexo'],
      [female!.label, 'Femenino'],
      [HMDA_MESSAGES.none('sex'), 'Elija su {noun} o “{declined}”'],
    ]);
    expect(i18n._(sex.legend)).toBe('Sexo');
    expect(i18n._(HMDA_MESSAGES.none('sex'))).toBe(
      'Elija su sexo o “No deseo proporcionar esta información”',
    );
    expect(errorsOf({ ...good, sex: [] })).toEqual([
      ['sex', 'Elija su sexo o “No deseo proporcionar esta información”'],
    ]);
    expect(describeHmda('sex', { ...none, sex: ['FEMALE'] })).toBe('Femenino');
    // The codes are the same in every language.
    expect(checkHmda({ ...good, sex: ['FEMALE'] }).answers?.sex).toEqual(['FEMALE']);
  });
});
