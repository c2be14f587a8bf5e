/** React access to the game store: a provider and a selector hook. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { GameStore, GameStoreApi } from './gameStore';

const StoreContext = createContext<GameStoreApi | null>(null);

/** Makes a game store available to the components below. */
export function GameStoreProvider({ store, children }: { store: GameStoreApi; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The store API of the nearest provider. */
export function useGameStoreApi(): GameStoreApi {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useGame needs a <GameStoreProvider>');
  return store;
}

/** Selects from the game store; the selector must return stored values (not new objects) to avoid re-render loops. */
export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(useGameStoreApi(), selector);
}
