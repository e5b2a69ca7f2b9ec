/** Rendering the feedback components as the app does: inside a store of their own. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { testStore } from '../support/testStore';

/** `ui` rendered inside a new test store (its sagas stop after the test): the view, the store. */
export function renderWithStore(ui: ReactNode) {
  const { store } = testStore();
  return { ...render(<Provider store={store}>{ui}</Provider>), store };
}

/** A button named `label` whose click gives `onClick` what the hook `useHook` answers. */
export function HookButton<Value>({
  label,
  useHook,
  onClick,
}: {
  label: string;
  useHook: () => Value;
  onClick: (value: Value) => void;
}) {
  const value = useHook();
  return (
    <button type="button" onClick={() => onClick(value)}>
      {label}
    </button>
  );
}
