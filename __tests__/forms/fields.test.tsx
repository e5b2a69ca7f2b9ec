import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { object } from 'yup';
import { BackLink } from '../../src/forms/BackLink';
import { DATE_HINT, DateField } from '../../src/forms/DateField';
import { fieldId } from '../../src/forms/Field';
import { MoneyField } from '../../src/forms/MoneyField';
import { PhoneField } from '../../src/forms/PhoneField';
import { BIRTH_DATE_MESSAGES, birthDateSchema } from '../../src/forms/schemas/date';
import { choiceSchema } from '../../src/forms/schemas/choice';
import { MONEY_MESSAGES, moneySchema } from '../../src/forms/schemas/money';
import { PHONE_MESSAGES, phoneSchema } from '../../src/forms/schemas/phone';
import { SSN_MESSAGES, ssnSchema } from '../../src/forms/schemas/ssn';
import { SelectField } from '../../src/forms/SelectField';
import { SHOW_SSN_LABEL, SsnField } from '../../src/forms/SsnField';
import { type FormUnderTest, linkTexts, renderStepForm, type User } from './support';
import { i18n } from '../../src/lib/i18n';

const STATES = [
  { value: 'CA', label: 'California' },
  { value: 'TX', label: 'Texas' },
];

const initialValues = { income: '', birthDate: '', ssn: '', phone: '', state: '' };

const schema = object({
  income: moneySchema({ messages: { required: 'Enter your annual income' } }),
  birthDate: birthDateSchema({ today: () => new Date(2024, 5, 15) }),
  ssn: ssnSchema(),
  phone: phoneSchema(),
  state: choiceSchema(
    STATES.map((state) => state.value),
    'Select the state',
  ),
});

/** Every field of the kit in one step form, with a secondary action. */
const KIT_FORM: FormUnderTest<typeof initialValues> = {
  initialValues,
  schema,
  secondary: (
    <button type="button" className="button">
      Cancel
    </button>
  ),
  fields: (
    <>
      <MoneyField name="income" label="Annual income" hint="Before taxes, in dollars" />
      <DateField name="birthDate" label="Date of birth" autoComplete="bday" />
      <SsnField name="ssn" label="Social Security number" />
      <PhoneField name="phone" label="Phone number" />
      <SelectField name="state" label="State" options={STATES} placeholder="Select a state" />
    </>
  ),
};

const field = (name: RegExp | string) => screen.getByLabelText(name);

/** Types each of `typed` into `control` in turn; what the control shows after each. */
async function shownAfterTyping(user: User, control: HTMLElement, typed: string[]) {
  const shown: string[] = [];
  for (const text of typed) {
    await user.type(control, text);
    shown.push((control as HTMLInputElement).value);
  }
  return shown;
}

describe('the kit fields in a StepForm', () => {
  it('label and describe themselves, and are marked invalid after a failed submit', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const user = renderStepForm(KIT_FORM, onSubmit);

    const income = screen.getByRole('textbox', { name: 'Annual income' });
    const birthDate = screen.getByRole('textbox', { name: 'Date of birth' });
    const ssn = screen.getByRole('textbox', { name: 'Social Security number' });
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    const state = screen.getByRole('combobox', { name: 'State' });
    const controls = [income, birthDate, ssn, phone, state];
    expect(controls.map((control) => control.id)).toEqual(Object.keys(initialValues).map(fieldId));
    for (const control of controls) expect(control).not.toHaveAttribute('aria-invalid');
    expect(income).toHaveAccessibleDescription('Before taxes, in dollars');
    expect(birthDate).toHaveAccessibleDescription(i18n._(DATE_HINT));
    expect(ssn).not.toHaveAttribute('aria-describedby');

    // The secondary action sits beside the primary button.
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.parentElement).toBe(
      screen.getByRole('button', { name: 'Continue' }).parentElement,
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(linkTexts(summary)).toEqual([
      'Enter your annual income',
      i18n._(BIRTH_DATE_MESSAGES.required),
      i18n._(SSN_MESSAGES.required),
      i18n._(PHONE_MESSAGES.required),
      'Select the state',
    ]);
    for (const control of controls) expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(income).toHaveAccessibleDescription(
      'Before taxes, in dollars Error: Enter your annual income',
    );
    expect(birthDate).toHaveAccessibleDescription(
      `${i18n._(DATE_HINT)} Error: ${i18n._(BIRTH_DATE_MESSAGES.required)}`,
    );
    expect(ssn).toHaveAccessibleDescription(`Error: ${i18n._(SSN_MESSAGES.required)}`);
    expect(phone).toHaveAccessibleDescription(`Error: ${i18n._(PHONE_MESSAGES.required)}`);
    expect(state).toHaveAccessibleDescription('Error: Select the state');
    expect(onSubmit).not.toHaveBeenCalled();

    // A link in the summary reaches each kind of field.
    await user.click(within(summary).getByRole('link', { name: i18n._(SSN_MESSAGES.required) }));
    expect(ssn).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Select the state' }));
    expect(state).toHaveFocus();
  });

  it('hands over the values as shown', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const user = renderStepForm(KIT_FORM, onSubmit);
    const [income, birthDate, ssn, phone] = [
      'Annual income',
      'Date of birth',
      'Social Security number',
      'Phone number',
    ].map((name) => screen.getByRole('textbox', { name }));
    const state = screen.getByRole('combobox', { name: 'State' });
    // Pasted: typing is each field's own test (and slow with formik revalidating per key).
    const paste = async (control: HTMLElement, text: string) => {
      await user.click(control);
      await user.paste(text);
    };
    await paste(income!, '$85000');
    await paste(birthDate!, '03271985');
    await paste(ssn!, '123456789');
    await paste(phone!, '5550100123');
    await user.selectOptions(state, 'TX');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        income: '85,000',
        birthDate: '03/27/1985',
        ssn: '123-45-6789',
        phone: '(555) 010-0123',
        state: 'TX',
      },
    ]);
  });

  it('keeps typed text that is not valid, and says why', async () => {
    const user = renderStepForm(KIT_FORM);
    await user.click(field('Annual income'));
    await user.paste('12.345');
    await user.click(field('Phone number'));
    await user.paste('555-0100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    expect(field('Annual income')).toHaveValue('12.345');
    expect(field('Annual income')).toHaveAccessibleDescription(
      `Before taxes, in dollars Error: ${i18n._(MONEY_MESSAGES.invalid)}`,
    );
    expect(field('Phone number')).toHaveValue('555-0100');
    expect(field('Phone number')).toHaveAccessibleDescription(
      `Error: ${i18n._(PHONE_MESSAGES.invalid)}`,
    );
  });
});

describe('MoneyField', () => {
  it('shows "$" to the eye, keeps the text typed and tidies it on blur', async () => {
    const user = renderStepForm(KIT_FORM);
    const income = screen.getByRole('textbox', { name: 'Annual income' });
    expect(income).toHaveAttribute('inputmode', 'decimal');
    expect(income.previousElementSibling).toHaveTextContent('$');
    expect(income.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
    await user.type(income, '150000');
    expect(income).toHaveValue('150000');
    await user.tab();
    expect(income).toHaveValue('150,000');
    await user.clear(income);
    await user.type(income, '1234.5');
    await user.tab();
    expect(income).toHaveValue('1,234.50');
  });
});

describe('DateField', () => {
  it('inserts slashes while typing, and passes input props', async () => {
    const user = renderStepForm(KIT_FORM);
    const date = screen.getByRole('textbox', { name: 'Date of birth' });
    expect(date).toHaveAttribute('inputmode', 'numeric');
    expect(date).toHaveAttribute('autocomplete', 'bday');
    expect(await shownAfterTyping(user, date, ['032', '7', '/', '{Backspace}{Backspace}'])).toEqual(
      ['03/2', '03/27', '03/27/', '03/2'],
    );
    await user.clear(date);
    await user.type(date, '3/7/1985x');
    expect(date).toHaveValue('3/7/1985');
  });
});

describe('SsnField', () => {
  it('is masked, formats as typed, and a "Show" toggle shows the digits', async () => {
    const user = renderStepForm(KIT_FORM);
    const ssn = screen.getByRole('textbox', { name: 'Social Security number' });
    expect(ssn).toHaveAttribute('type', 'text');
    expect(ssn).toHaveAttribute('inputmode', 'numeric');
    expect(ssn).toHaveAttribute('autocomplete', 'off');
    expect(ssn).toHaveClass('form-input--masked');

    expect(await shownAfterTyping(user, ssn, ['1234', '56789000'])).toEqual([
      '123-4',
      '123-45-6789',
    ]);

    const toggle = screen.getByRole('button', { name: i18n._(SHOW_SSN_LABEL) });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', ssn.id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName(i18n._(SHOW_SSN_LABEL));
    expect(ssn).not.toHaveClass('form-input--masked');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(ssn).toHaveClass('form-input--masked');
  });

  it('says when the number cannot be one the SSA issues', async () => {
    const user = renderStepForm(KIT_FORM);
    await user.type(field('Social Security number'), '000-12-3456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    expect(field('Social Security number')).toHaveAccessibleDescription(
      `Error: ${i18n._(SSN_MESSAGES.invalid)}`,
    );
  });
});

describe('PhoneField', () => {
  it('is a tel input that shows a number it reads as (xxx) xxx-xxxx on blur', async () => {
    const user = renderStepForm(KIT_FORM);
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    await user.type(phone, '+1 555 010 0123');
    expect(phone).toHaveValue('+1 555 010 0123');
    await user.tab();
    expect(phone).toHaveValue('(555) 010-0123');
  });
});

describe('SelectField', () => {
  it('starts on the empty placeholder option', () => {
    renderStepForm(KIT_FORM);
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('');
    const options = within(state).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select a state',
      'California',
      'Texas',
    ]);
  });
});

describe('BackLink', () => {
  it('is a link "Back" to a path', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/register?step=name']}>
        <Routes>
          <Route path="/register" element={<BackLink to="/register/support" />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/register/support');
    await user.click(back);
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('runs an action instead of following a link', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = jest.fn();
    render(<BackLink onClick={onClick}>Back to your answers</BackLink>);
    await user.click(screen.getByRole('link', { name: 'Back to your answers' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
