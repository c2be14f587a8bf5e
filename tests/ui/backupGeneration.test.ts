// @vitest-environment jsdom
// The backup is the previous position: a same position written again — read back from the save, so
// with its keys in the order `deserialize` gives them — is no new generation (audit: the text
// comparison took it for one, and the backup became a copy of the current game).
import { applyAction, deserialize, newGame, serialize } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { BACKUP_KEY, SAVE_KEY, writeSave } from '../../src/ui/store/persistence';
import type { TabChannel, TabMessage } from '../../src/ui/store/tabs';
import { memoryStorage } from './helpers';

const previous = newGame({ seed: 21 });
const current = applyAction(previous, { type: 'pass' });

describe('the backup generation', () => {
  it('a position read back and written again leaves the backup as it was', () => {
    const text = serialize(current);
    expect(serialize(deserialize(text))).not.toBe(text); // the keys come back in another order
    const storage = memoryStorage({ [SAVE_KEY]: text, [BACKUP_KEY]: serialize(previous) });
    expect(writeSave(storage, deserialize(text))).toBeNull();
    expect(storage.data.get(BACKUP_KEY)).toBe(serialize(previous));
  });

  it('another position still moves the autosave to the backup, and a damaged autosave too', () => {
    const storage = memoryStorage({ [SAVE_KEY]: serialize(previous) });
    writeSave(storage, current);
    expect(storage.data.get(BACKUP_KEY)).toBe(serialize(previous));
    const cut = serialize(current).slice(0, -1) + ' ';
    storage.setItem(SAVE_KEY, cut);
    writeSave(storage, current);
    expect(storage.data.get(BACKUP_KEY)).toBe(cut);
  });

  it('a tab taking over the position another tab saved keeps that tab’s backup', () => {
    const handlers = new Set<(m: TabMessage) => void>();
    const channel = (): TabChannel => {
      const mine = new Set<(m: TabMessage) => void>();
      return { post: (m) => handlers.forEach((h) => !mine.has(h) && h(m)), listen: (h) => { handlers.add(h); mine.add(h); return () => handlers.delete(h); } };
    };
    const storage = memoryStorage({ [SAVE_KEY]: serialize(previous) });
    const first = createGameStore({ storage, tabs: channel() });
    const second = createGameStore({ storage, tabs: channel() });
    first.getState().dispatch({ type: 'pass' });
    expect(storage.data.get(BACKUP_KEY)).toBe(serialize(previous));
    second.getState().takeOver();
    expect(second.getState().ui.readOnly).toBe(false);
    expect(storage.data.get(BACKUP_KEY)).toBe(serialize(previous));
  });
});
