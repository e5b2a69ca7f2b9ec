import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CLOSE_DIALOG_LABEL, Dialog } from '../../src/ui/Dialog';
import { i18n } from '../../src/lib/i18n';

const CLOSE = i18n._(CLOSE_DIALOG_LABEL);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      {open ? (
        <Dialog title="Privacy settings" onClose={() => setOpen(false)}>
          <label>
            <input type="checkbox" /> Analytics
          </label>
          <button type="button">Save</button>
        </Dialog>
      ) : null}
    </main>
  );
}

it('is a labelled modal dialog that takes the focus to its heading', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Open settings' }));
  const dialog = screen.getByRole('dialog', { name: 'Privacy settings' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('heading', { name: 'Privacy settings' })).toHaveFocus();
});

it('keeps Tab and Shift+Tab inside, closes on Escape and returns focus to its opener', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Open settings' });
  await user.click(opener);
  await user.tab();
  expect(screen.getByRole('button', { name: CLOSE })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Analytics' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: CLOSE })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
});

it('closes with its close button or a click outside it', async () => {
  const user = userEvent.setup({ delay: null });
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Open settings' });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: CLOSE }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();

  await user.click(opener);
  await user.click(screen.getByRole('dialog').parentElement!);
  expect(screen.queryByRole('dialog')).toBeNull();
  // A click inside does not close it.
  await user.click(opener);
  await user.click(screen.getByRole('checkbox', { name: 'Analytics' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
