/** The rules help in Polish and Russian covers exactly the rules and rulings of the English (issue 7 item 7). */
import { loadRulesHelp, RULES_HELP_EN, type RulesHelp } from '../../src/ui/help/rulesHelp';

/** Section ids with their item ids and variant flags: the shape a translation must keep. */
function shape(help: RulesHelp) {
  return {
    sections: help.sections.map((s) => ({ id: s.id, items: s.items.map((i) => i.id) })),
    rulings: help.rulings.map((r) => ({ id: r.id, variant: Boolean(r.variant) })),
  };
}

describe('rules help in every UI language (issue 7 item 7)', () => {
  for (const language of ['pl', 'ru']) {
    it(`${language} has every rule and ruling of the English help, translated`, async () => {
      const help = await loadRulesHelp(language);
      expect(help).not.toBe(RULES_HELP_EN);
      expect(shape(help)).toEqual(shape(RULES_HELP_EN));
      const english = new Map([...RULES_HELP_EN.sections.flatMap((s) => s.items), ...RULES_HELP_EN.rulings].map((i) => [i.id, i.text]));
      const untranslated = [...help.sections.flatMap((s) => s.items), ...help.rulings].filter((i) => !i.text.trim() || i.text === english.get(i.id)).map((i) => i.id);
      expect(untranslated).toEqual([]);
      expect(help.sections.every((s) => s.title.trim() !== '')).toBe(true);
    });
  }

  it('falls back to English for a language it does not have', async () => {
    expect(await loadRulesHelp('de')).toBe(RULES_HELP_EN);
  });
});
