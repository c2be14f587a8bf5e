/**
 * Lists a person reads are joined the language's own way (UI behaviour: CLDR's list patterns through
 * `Intl.ListFormat`), not with commas alone: "A, B and C" in English (British, as its spelling), "A, B i C" in Polish,
 * "A, B и C" in Russian — in an action's words, the game log and a refusal naming places.
 */
import i18n from '../../src/i18n';
import type { Action, LogEntry } from '../../src/engine/types';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import { actionText } from '../../src/ui/game/actionText';
import { errorText } from '../../src/ui/game/errorText';
import { cardName, locationName } from '../../src/ui/game/labels';
import { logText } from '../../src/ui/game/logText';

const CARDS = ['U30', 'U31', 'U32'];
const SAIL: Action = { type: 'naval-move', to: 'washington', cards: ['U15'], moves: [{ unit: 'u1', from: 'new-orleans' }, { unit: 'u2', from: 'savannah' }] };
/** How each language joins the last of several names, and how the action texts start. */
const LANGUAGES = [
  { lng: 'en', last: ' and ', two: ' and ', discard: 'Discard ' },
  { lng: 'pl', last: ' i ', two: ' i ', discard: 'Odrzuć: ' },
  { lng: 'ru', last: ' и ', two: ' и ', discard: 'Сбросить: ' },
] as const;

describe('lists in the reader\'s language (UI behaviour: Intl.ListFormat, not ", ")', () => {
  beforeAll(() => loadPageStrings());
  afterAll(() => loadLanguage('en'));

  for (const { lng, last, two, discard } of LANGUAGES) {
    it(`${lng}: the cards an action discards, the ports a fleet sails from, the cards a raid took`, async () => {
      await loadLanguage(lng);
      const named = CARDS.map((id) => i18n.t('actionText.card', { name: cardName(id), id }));
      const text = actionText(i18n.t, { type: 'discard', cards: CARDS }, []);
      expect(text.startsWith(discard), text).toBe(true);
      expect(text).toContain(`${named[0]}, ${named[1]}${last}${named[2]}`);
      // Two names take the conjunction alone.
      expect(actionText(i18n.t, SAIL, [])).toContain(`${locationName('new-orleans')}${two}${locationName('savannah')}`);
      // The log's list of cards lost to a raid (the engine's English names, joined by commas).
      const entry: LogEntry = { key: 'raid-lost-cards', args: { cards: 'McClellan, Grant, Sherman' } } as unknown as LogEntry;
      expect(logText(i18n.t, entry)).toMatch(new RegExp(`^[^,]+: [^,]+, [^,]+${last}[^,]+\\.$`));
    });

    it(`${lng}: a refusal naming several places lists them as the UI's other lists do`, async () => {
      await loadLanguage(lng);
      const text = errorText(i18n.t, { message: '', key: 'ruleError.withdraw-refuges', args: { places: 'washington,richmond,vicksburg' } });
      expect(text).toContain(`${locationName('washington')}, ${locationName('richmond')}${last}${locationName('vicksburg')}`);
    });
  }
});
