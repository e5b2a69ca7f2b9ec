import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { answeredFailure } from '../../src/api/errors';
import { boolean, object, string } from 'yup';
import { CheckboxField } from '../../src/forms/CheckboxField';
import { CheckboxGroupField, toggledValues } from '../../src/forms/CheckboxGroupField';
import { ChoiceField } from '../../src/forms/ChoiceField';
import { ERROR_SUMMARY_TITLE as ERROR_SUMMARY_TITLE_MESSAGE } from '../../src/forms/ErrorSummary';
import { summaryTexts } from '../../src/forms/errorItems';
import { Field, fieldId } from '../../src/forms/Field';
import { choiceSchema } from '../../src/forms/schemas/choice';
import { REQUIRED_MESSAGE } from '../../src/forms/schemas/messages';
import { PENDING_LABEL as PENDING_LABEL_MESSAGE, StepForm } from '../../src/forms/StepForm';
import { TextField } from '../../src/forms/TextField';
import { TAKING_LONG_NOTICE as TAKING_LONG_NOTICE_MESSAGE } from '../../src/ui/TakingLongNotice';
import { type CompiledMessage, i18n } from '../../src/lib/i18n';
import { UNEXPECTED_ERROR } from '../../src/lib/errorMessages';
import { messages as spanish } from '../../src/locales/es/messages';
import { TAKING_LONG_MS } from '../../src/ui/useTakingLong';
import { deferred, type FormUnderTest, linkTexts, renderStepForm, type User } from './support';

const ERROR_SUMMARY_TITLE = i18n._(ERROR_SUMMARY_TITLE_MESSAGE);
const PENDING_LABEL = i18n._(PENDING_LABEL_MESSAGE);
const TAKING_LONG_NOTICE = i18n._(TAKING_LONG_NOTICE_MESSAGE);

describe('Field', () => {
  it('labels its control and wires the hint and the error to it', () => {
    render(
      <Field name="routingNumber" label="Routing number" hint="9 digits" error="Enter it">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Routing number' });
    expect(input).toHaveAttribute('id', fieldId('routingNumber'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('9 digits Error: Enter it');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      '9 digits',
      'Error: Enter it',
    ]);
  });

  it('is neither invalid nor described without a hint or an error', () => {
    render(
      <Field name="name" label="Full name">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes by the hint alone while there is no error', () => {
    render(
      <Field name="a.b[0]" label="Nested" hint="A hint">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Nested' });
    expect(input.id).toMatch(/^field-[\w-]+$/);
    expect(input).toHaveAccessibleDescription('A hint');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

interface Values {
  name: string;
  colour: string;
  agreed: boolean;
}
const initialValues: Values = { name: '', colour: '', agreed: false };
const schema = object({
  name: string().required(),
  colour: choiceSchema(['RED', 'BLUE'], 'Choose a colour'),
  agreed: boolean().oneOf([true], 'Agree to continue'),
});

/** A text field, a choice and a checkbox in one step form. */
const FORM: FormUnderTest<Values> = {
  initialValues,
  schema,
  fields: (
    <>
      <TextField name="name" label="Full name" autoComplete="name" />
      <ChoiceField
        name="colour"
        legend="Favourite colour"
        hint="Pick one"
        choices={[
          { value: 'RED', label: 'Red' },
          { value: 'BLUE', label: 'Blue' },
        ]}
      />
      <CheckboxField name="agreed" label="I agree" />
    </>
  ),
};

/** Answers every question of FORM: the name, red, agreed. */
async function fillIn(user: User, name = 'Alex Rivera') {
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), name);
  await user.click(screen.getByRole('radio', { name: 'Red' }));
  await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
}

describe('StepForm and ErrorSummary', () => {
  beforeEach(() => {
    document.title = 'Lanternfield | A step';
  });

  it('validates on submit: the summary takes focus, links each error to its field', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const user = renderStepForm(FORM, onSubmit);
    // Nothing is shown before a submit.
    expect(screen.queryByText(ERROR_SUMMARY_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(document.title).toBe('Error: Lanternfield | A step');
    expect(onSubmit).not.toHaveBeenCalled();

    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      // A bare "Required" names its field in the summary, and only there.
      [`Full name: ${i18n._(REQUIRED_MESSAGE)}`, `#${fieldId('name')}`],
      ['Choose a colour', `#${fieldId('colour')}`],
      ['Agree to continue', `#${fieldId('agreed')}`],
    ]);

    // Each field shows its message and is marked invalid.
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`Error: ${i18n._(REQUIRED_MESSAGE)}`);
    const group = screen.getByRole('group', { name: 'Favourite colour' });
    expect(group).toHaveAccessibleDescription('Pick one Error: Choose a colour');
    for (const radio of within(group).getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
    const agreed = screen.getByRole('checkbox', { name: 'I agree' });
    expect(agreed).toHaveAttribute('aria-invalid', 'true');
    expect(agreed).toHaveAccessibleDescription('Error: Agree to continue');

    // A link moves focus to its field; for a choice, the first option.
    await user.click(links[1]!);
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveFocus();
    await user.click(links[2]!);
    expect(agreed).toHaveFocus();

    // Fixed and sent: the summary and the title's "Error: " go.
    await user.type(name, 'Alex Rivera');
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    await user.click(agreed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([{ name: 'Alex Rivera', colour: 'BLUE', agreed: true }]);
    await waitFor(() => expect(screen.queryByText(ERROR_SUMMARY_TITLE)).not.toBeInTheDocument());
    expect(document.title).toBe('Lanternfield | A step');
  });

  it('while the call is in flight: marked disabled, keeping the focus, busy, "Sending…", and a second submit sends nothing', async () => {
    const call = deferred();
    const onSubmit = jest.fn(() => call.promise);
    const user = renderStepForm(FORM, onSubmit);
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent(PENDING_LABEL);
    // Enter in a field, or a click, while in flight.
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), '{Enter}');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve());
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveTextContent('Continue');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('puts a 400 on its fields and keeps every value', async () => {
    const onSubmit = jest.fn(() =>
      Promise.reject(
        answeredFailure(400, 'Bad Request', {
          errors: [{ code: 'BAD_REQUEST', message: 'Name is too long', field: 'name' }],
        }).error,
      ),
    );
    const user = renderStepForm(FORM, onSubmit);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Name is too long' })).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const name = screen.getByRole('textbox', { name: 'Full name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('Alex Rivera');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('shows any other failure with the documented message, keeping every value', async () => {
    const onSubmit = jest
      .fn<Promise<unknown>, [Values]>()
      .mockRejectedValueOnce(
        answeredFailure(500, 'Internal Server Error', {
          errors: [{ code: 'INTERNAL_SERVER_ERROR', message: 'Something unexpected happened' }],
        }).error,
      )
      .mockRejectedValueOnce(
        answeredFailure(400, 'Bad Request', {
          errors: [
            { code: 'CONFLICT', message: 'Not now' },
            { message: 'Later', field: 'x' },
          ],
        }).error,
      );
    const user = renderStepForm(FORM, onSubmit);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Something unexpected happened.');
    expect(within(summary).queryAllByRole('link')).toHaveLength(0);
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(document.title).toBe('Error: Lanternfield | A step');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Alex Rivera');
    expect(screen.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');

    // A 400 whose errors name no field of the form: joined, for the whole form.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Not now, Later.'));
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(document.title).toBe('Error: Lanternfield | A step');
    // The failure was of the answers sent: once one changes, the summary follows the errors
    // that remain (none here).
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 's');
    await waitFor(() => expect(screen.queryByText(ERROR_SUMMARY_TITLE)).not.toBeInTheDocument());
    expect(document.title).toBe('Lanternfield | A step');
  });
});

test("the page's language changing after a failure: the form's own words follow it, the lender's stay as written, what was typed stays", async () => {
  i18n.load('es', spanish as Record<string, CompiledMessage>);
  // Each in Spanish, written out before anything renders.
  i18n.activate('es', ['es-US']);
  const [requiredEs, unexpectedEs] = [i18n._(REQUIRED_MESSAGE), i18n._(UNEXPECTED_ERROR)];
  i18n.activate('en', ['en-US']);
  expect(requiredEs).not.toBe(i18n._(REQUIRED_MESSAGE));
  const switchTo = (locale: 'en' | 'es') =>
    act(() => i18n.activate(locale, [locale === 'es' ? 'es-US' : 'en-US']));
  const onSubmit = jest
    .fn<Promise<unknown>, [{ name: string; email: string }]>()
    .mockRejectedValueOnce(
      answeredFailure(400, 'Bad Request', {
        errors: [{ code: 'TAKEN', field: 'email', message: 'That address has an account' }],
      }).error,
    )
    .mockRejectedValueOnce(answeredFailure(500, 'Internal Server Error', {}).error);
  function NameAndEmail() {
    const { t } = useLingui();
    const schema = useMemo(
      () => object({ name: string().required(t(REQUIRED_MESSAGE)), email: string() }),
      [t],
    );
    return (
      <StepForm
        initialValues={{ name: '', email: '' }}
        validationSchema={schema}
        onSubmit={onSubmit}
        submitLabel="Continue"
      >
        <TextField name="name" label="Full name" />
        <TextField name="email" label="Email address" />
      </StepForm>
    );
  }
  const user = userEvent.setup({ delay: null });
  render(<NameAndEmail />);
  const name = () => screen.getByLabelText(/Full name/);
  const email = () => screen.getByLabelText(/Email address/);
  try {
    // The schema's message, checked again in the new language.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(name()).toHaveAccessibleDescription(`Error: ${i18n._(REQUIRED_MESSAGE)}`),
    );
    await switchTo('es');
    await waitFor(() =>
      expect(name()).toHaveAccessibleDescription(expect.stringContaining(i18n._(REQUIRED_MESSAGE))),
    );
    // The screen writes its title again in the new language: the page still says there are errors.
    act(() => {
      document.title = 'Lanternfield | Cree su cuenta';
    });
    await waitFor(() => expect(document.title).toBe('Error: Lanternfield | Cree su cuenta'));
    await switchTo('en');

    // The lender's message on a field stays as the lender wrote it while its values stand.
    await user.type(name(), 'Alex Rivera');
    await user.type(email(), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    await switchTo('es');
    await waitFor(() => expect(name()).not.toHaveAttribute('aria-invalid'));
    expect(email()).toHaveAccessibleDescription(
      expect.stringContaining('That address has an account'),
    );
    await switchTo('en');

    // The app's own words for the whole form are written out in the language of the moment.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something unexpected happened'),
    );
    await switchTo('es');
    expect(screen.getByRole('alert')).toHaveTextContent(unexpectedEs);
    expect(name()).toHaveValue('Alex Rivera');
    expect(email()).toHaveValue('alex@example.com');
  } finally {
    await switchTo('en');
  }
});

describe('the error summary never says the same thing twice', () => {
  const labels: Record<string, string> = {
    name: 'Name',
    email: 'Email address',
    front: 'Front image',
    back: 'Back image',
    'owners.0.name': 'Owner name',
    'owners.1.name': 'Owner name',
  };
  const texts = (items: [string, string][]) =>
    summaryTexts(
      items.map(([name, message]) => ({ name, message })),
      (name) => labels[name],
    );

  it('names the field of a bare "Required" and of a message another entry shares', () => {
    expect(
      texts([
        ['name', i18n._(REQUIRED_MESSAGE)],
        ['email', 'Enter an email address'],
        ['front', 'The selected file must be a PDF, JPG or PNG'],
        ['back', 'The selected file must be a PDF, JPG or PNG'],
      ]),
    ).toEqual([
      `Name: ${i18n._(REQUIRED_MESSAGE)}`,
      'Enter an email address',
      'Front image: The selected file must be a PDF, JPG or PNG',
      'Back image: The selected file must be a PDF, JPG or PNG',
    ]);
  });

  it('numbers what still reads the same: the same label, or none', () => {
    expect(
      texts([
        ['owners.0.name', i18n._(REQUIRED_MESSAGE)],
        ['owners.1.name', i18n._(REQUIRED_MESSAGE)],
        ['unlabelled.a', 'Enter it'],
        ['unlabelled.b', 'Enter it'],
      ]),
    ).toEqual([
      `Owner name: ${i18n._(REQUIRED_MESSAGE)}`,
      `Owner name: ${i18n._(REQUIRED_MESSAGE)} (2)`,
      'Enter it',
      'Enter it (2)',
    ]);
  });

  it("reads each field's label from the page: a text field's, a choice's legend", async () => {
    const user = renderStepForm({
      initialValues: { first: '', second: '', colour: '' },
      schema: object({
        first: string().required('Enter a name'),
        second: string().required('Enter a name'),
        colour: choiceSchema(['RED'], i18n._(REQUIRED_MESSAGE)),
      }),
      fields: (
        <>
          <TextField name="first" label="First owner" />
          <TextField name="second" label="Second owner" />
          <ChoiceField name="colour" legend="Colour" choices={[{ value: 'RED', label: 'Red' }]} />
        </>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(linkTexts(summary)).toEqual([
      'First owner: Enter a name',
      'Second owner: Enter a name',
      `Colour: ${i18n._(REQUIRED_MESSAGE)}`,
    ]);
    // At the field, the message alone.
    expect(screen.getByRole('textbox', { name: 'First owner' })).toHaveAccessibleDescription(
      'Error: Enter a name',
    );
  });
});

describe('the kit outside StepForm', () => {
  it('TextField passes input props through', () => {
    render(
      <Formik initialValues={{ zip: '' }} onSubmit={() => {}}>
        <TextField
          name="zip"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          width="short"
        />
      </Formik>,
    );
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveClass('form-input--short');
  });

  it('CheckboxGroupField: the first box has the id the error summary links to; nesting runs deep', () => {
    const options = [
      {
        value: 'A',
        label: 'A',
        children: [{ value: 'A1', label: 'A1', children: [{ value: 'A1x', label: 'A1x' }] }],
      },
      { value: 'B', label: 'B' },
    ];
    render(
      <Formik initialValues={{ picks: [] }} onSubmit={() => {}}>
        <CheckboxGroupField name="picks" legend="Picks" options={options} />
      </Formik>,
    );
    expect(screen.getByRole('checkbox', { name: 'A' })).toHaveAttribute('id', fieldId('picks'));
    expect(
      within(screen.getByRole('group', { name: 'A1' })).getByRole('checkbox'),
    ).toHaveAccessibleName('A1x');
    expect(toggledValues(options, ['B'], 'A1x', true)).toEqual(['A', 'A1', 'A1x', 'B']);
    expect(toggledValues(options, ['A', 'A1', 'A1x', 'B'], 'A', false)).toEqual(['B']);
  });
});

test('a call still in flight after 5 s says it is taking longer, with the support contact and no reload; what was typed stays', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const call = deferred();
    const user = renderStepForm(
      FORM,
      () => call.promise,
      userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }),
    );
    await fillIn(user, 'Avery Quinn');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: PENDING_LABEL })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await act(async () => {
      await jest.advanceTimersByTimeAsync(TAKING_LONG_MS - 1);
    });
    expect(screen.queryByText(TAKING_LONG_NOTICE)).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(await screen.findByText(TAKING_LONG_NOTICE)).toBeVisible();
    expect(screen.getByText(/Call us at/)).toBeVisible();
    // No reload offered while the call may still land.
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Avery Quinn');

    // The call ends: the notice goes.
    await act(async () => {
      call.resolve();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText(TAKING_LONG_NOTICE)).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
