// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { PROJECTOR_KEY } from '../../src/ui/store/preferences';
import { renderApp } from './render';
import { memoryStorage, storeFor } from './helpers';

describe('projector mode', () => {
  it('puts a class on the app root, and remembers the choice', async () => {
    const storage = memoryStorage();
    const { store } = storeFor({ seed: 1 }, storage);
    const { user } = renderApp(store);
    const root = screen.getByTestId('app');
    expect(root.classList.contains('projector')).toBe(false);
    await user.click(screen.getByTestId('projector-toggle'));
    expect(root.classList.contains('projector')).toBe(true);
    expect(screen.getByTestId('projector-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(storage.data.get(PROJECTOR_KEY)).toBe('1');
    await user.click(screen.getByTestId('projector-toggle'));
    expect(root.classList.contains('projector')).toBe(false);
  });
});
