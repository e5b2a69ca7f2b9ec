import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Tooltip, TOOLTIP_HOVER_DELAY_MS, useTimedOpen } from '../../src/ui/Tooltip';
import {
  WALLET_COPIED_MESSAGE as WALLET_COPIED,
  WALLET_COPIED_MS as WALLET_COPIED_TOOLTIP_MS,
} from '../../src/features/shell/navigationEntries';
import { i18n } from '../../src/lib/i18n';
import { useMockServer } from '../support/server';
import { testStore } from '../support/testStore';
import { renderWithStore } from './support';

const WALLET_COPIED_MESSAGE = i18n._(WALLET_COPIED);

useMockServer();
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const trigger = () => screen.getByRole('button', { name: 'Copy' });
const tooltip = () => screen.queryByRole('tooltip');

function renderTooltip() {
  return renderWithStore(
    <Tooltip content="Copy your wallet address">
      <button type="button">Copy</button>
    </Tooltip>,
  );
}

test('the trigger is described by the tooltip, which is hidden until wanted', () => {
  renderTooltip();
  expect(tooltip()).toBeNull();
  const hidden = screen.getByRole('tooltip', { hidden: true });
  expect(trigger()).toHaveAttribute('aria-describedby', hidden.id);
  expect(trigger()).toHaveAccessibleDescription('Copy your wallet address');
});

test(`it shows ${TOOLTIP_HOVER_DELAY_MS} ms after the pointer rests on the trigger, not sooner`, () => {
  expect(TOOLTIP_HOVER_DELAY_MS).toBe(200);
  renderTooltip();
  fireEvent.mouseEnter(trigger());
  act(() => void jest.advanceTimersByTime(199));
  expect(tooltip()).toBeNull();
  act(() => void jest.advanceTimersByTime(1));
  expect(tooltip()).toHaveTextContent('Copy your wallet address');
  fireEvent.mouseLeave(trigger());
  expect(tooltip()).toBeNull();
});

test('a pointer that leaves before the delay shows nothing', () => {
  renderTooltip();
  fireEvent.mouseEnter(trigger());
  act(() => void jest.advanceTimersByTime(150));
  fireEvent.mouseLeave(trigger());
  act(() => void jest.advanceTimersByTime(1000));
  expect(tooltip()).toBeNull();
});

test('it shows at once on keyboard focus and hides on blur', () => {
  renderTooltip();
  act(() => trigger().focus());
  expect(tooltip()).toHaveTextContent('Copy your wallet address');
  act(() => trigger().blur());
  expect(tooltip()).toBeNull();
});

test('Escape hides it without moving focus or pointer; focusing again shows it again', () => {
  renderTooltip();
  act(() => trigger().focus());
  fireEvent.keyDown(trigger(), { key: 'Escape' });
  expect(tooltip()).toBeNull();
  expect(trigger()).toHaveFocus();
  act(() => trigger().blur());
  act(() => trigger().focus());
  expect(tooltip()).not.toBeNull();

  act(() => trigger().blur());
  fireEvent.mouseEnter(trigger());
  act(() => void jest.advanceTimersByTime(200));
  expect(tooltip()).not.toBeNull();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(tooltip()).toBeNull();
});

test("the trigger's own description is kept", () => {
  renderWithStore(
    <>
      <p id="hint">Hint</p>
      <Tooltip content="More">
        <button type="button" aria-describedby="hint">
          Copy
        </button>
      </Tooltip>
    </>,
  );
  const id = screen.getByRole('tooltip', { hidden: true }).id;
  expect(trigger()).toHaveAttribute('aria-describedby', `hint ${id}`);
});

test('controlled: it shows exactly while open is true, whatever the pointer does', () => {
  const { rerender } = renderWithStore(
    <Tooltip content="Shown" open={false}>
      <button type="button">Copy</button>
    </Tooltip>,
  );
  fireEvent.mouseEnter(trigger());
  act(() => void jest.advanceTimersByTime(1000));
  expect(tooltip()).toBeNull();
  const onOpenChange = jest.fn();
  const { store } = testStore();
  rerender(
    <Provider store={store}>
      <Tooltip content="Shown" open onOpenChange={onOpenChange}>
        <button type="button">Copy</button>
      </Tooltip>
    </Provider>,
  );
  expect(tooltip()).toHaveTextContent('Shown');
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

test(`"${WALLET_COPIED_MESSAGE}" shows for ${WALLET_COPIED_TOOLTIP_MS} ms with useTimedOpen`, () => {
  function CopyWallet() {
    const copied = useTimedOpen(WALLET_COPIED_TOOLTIP_MS);
    return (
      <Tooltip content={WALLET_COPIED_MESSAGE} open={copied.open}>
        <button type="button" onClick={copied.show}>
          Copy
        </button>
      </Tooltip>
    );
  }
  renderWithStore(<CopyWallet />);
  fireEvent.click(trigger());
  expect(tooltip()).toHaveTextContent('Wallet Address Copied!');
  act(() => void jest.advanceTimersByTime(999));
  expect(tooltip()).not.toBeNull();
  act(() => void jest.advanceTimersByTime(1));
  expect(tooltip()).toBeNull();
});

describe('alignment along the trigger', () => {
  test('centred by default; "end" ends it at the trigger\'s end edge, the arrow on the trigger', () => {
    renderWithStore(
      <>
        <Tooltip content="Centred">
          <button type="button">One</button>
        </Tooltip>
        <Tooltip content="At the end" placement="bottom" align="end">
          <button type="button">Two</button>
        </Tooltip>
      </>,
    );
    const [centred, atEnd] = screen.getAllByRole('tooltip', { hidden: true });
    expect(centred).toHaveClass('tooltip', 'tooltip--top', 'tooltip--center');
    expect(atEnd).toHaveClass('tooltip', 'tooltip--bottom', 'tooltip--end');
    // The arrow is the trigger's, hidden with its tooltip, and no part of what is read.
    const arrow = atEnd!.nextElementSibling as HTMLElement;
    expect(arrow).toHaveClass('tooltip-arrow', 'tooltip-arrow--bottom');
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
    expect(arrow).not.toBeVisible();
    act(() => screen.getByRole('button', { name: 'Two' }).focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('At the end');
    expect(arrow).toBeVisible();
  });
});

describe('disabled (its menu is open)', () => {
  function Menu({ open }: { open: boolean }) {
    return (
      <Tooltip content="Copy your wallet address" disabled={open}>
        <button type="button">Copy</button>
      </Tooltip>
    );
  }

  test('turning it on hides a tooltip shown by hover; it shows again on the next hover only', () => {
    const { rerender } = render(<Menu open={false} />);
    fireEvent.mouseEnter(trigger());
    act(() => void jest.advanceTimersByTime(TOOLTIP_HOVER_DELAY_MS));
    expect(tooltip()).not.toBeNull();
    rerender(<Menu open />);
    expect(tooltip()).toBeNull();
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    // Closing the menu under a resting pointer does not bring it back.
    rerender(<Menu open={false} />);
    act(() => void jest.advanceTimersByTime(1000));
    expect(tooltip()).toBeNull();
    fireEvent.mouseLeave(trigger());
    fireEvent.mouseEnter(trigger());
    act(() => void jest.advanceTimersByTime(TOOLTIP_HOVER_DELAY_MS));
    expect(tooltip()).not.toBeNull();
  });

  test('a hover begun before it turned on, or while on, shows nothing, then or after', () => {
    const { rerender } = render(<Menu open={false} />);
    fireEvent.mouseEnter(trigger());
    act(() => void jest.advanceTimersByTime(100));
    rerender(<Menu open />);
    act(() => void jest.advanceTimersByTime(1000));
    expect(tooltip()).toBeNull();
    rerender(<Menu open={false} />);
    expect(tooltip()).toBeNull();

    fireEvent.mouseLeave(trigger());
    rerender(<Menu open />);
    fireEvent.mouseEnter(trigger());
    act(() => void jest.advanceTimersByTime(1000));
    expect(tooltip()).toBeNull();
    rerender(<Menu open={false} />);
    expect(tooltip()).toBeNull();
  });

  test('focus: hidden while on, whether focus came before or during; shown on the next focus', () => {
    const { rerender } = render(<Menu open={false} />);
    act(() => trigger().focus());
    expect(tooltip()).not.toBeNull();
    rerender(<Menu open />);
    expect(tooltip()).toBeNull();
    act(() => trigger().blur());
    act(() => trigger().focus()); // focus given back to the trigger as the menu closes
    rerender(<Menu open={false} />);
    expect(tooltip()).toBeNull();
    act(() => trigger().blur());
    act(() => trigger().focus());
    expect(tooltip()).not.toBeNull();
  });

  test('a controlled tooltip stays hidden while it is on', () => {
    renderWithStore(
      <Tooltip content="Shown" open disabled>
        <button type="button">Copy</button>
      </Tooltip>,
    );
    expect(tooltip()).toBeNull();
  });
});
