import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFocusKeeper } from '../../src/ui/useFocusKeeper';

/** A page whose button is replaced by what it did; `inRegion` puts it in a focusable region. */
function Page({ inRegion = false }: { inRegion?: boolean }) {
  useFocusKeeper('main');
  const [done, setDone] = useState(false);
  const action = done ? (
    <p>Done</p>
  ) : (
    <button type="button" onClick={() => setDone(true)}>
      Send
    </button>
  );
  return (
    <main id="main" tabIndex={-1}>
      <h1>Page</h1>
      {inRegion ? (
        <div role="region" aria-label="Outcome" tabIndex={-1}>
          {action}
        </div>
      ) : (
        <div>{action}</div>
      )}
      <input aria-label="Other" />
    </main>
  );
}

test('a control replaced by its outcome gives the focus to the main landmark, not the body', async () => {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await act(async () => {});
  expect(screen.getByRole('main')).toHaveFocus();
});

test('or to the nearest element around it that can hold the focus', async () => {
  render(<Page inRegion />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await act(async () => {});
  expect(screen.getByRole('region', { name: 'Outcome' })).toHaveFocus();
});

test('focus the person moved elsewhere stays where they put it', async () => {
  render(<Page />);
  const other = screen.getByRole('textbox', { name: 'Other' });
  await userEvent.type(other, 'typed while the page changes');
  await act(async () => {});
  expect(other).toHaveFocus();
  expect(other).toHaveValue('typed while the page changes');
});
