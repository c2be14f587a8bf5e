/**
 * The status bar's name of a game's ruleset when it is not the rulebook's (issue 7 item 1): a game
 * under "Vicksburg worth 3 VP" says so wherever it is played, not only in the New game dialog.
 * Loaded with the pages' strings, which hold the rulesets' translated names.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { RulesetRef } from '../../engine/types';

/**
 * The name and description of a game's ruleset in the UI's language: a named ruleset by its
 * strings (`ruleset.<id>`); a combination of named variants (`a+b`, as the simulator and a save
 * may hold) by its parts' strings; any other custom ruleset by its own (English) name and text.
 */
export function rulesetWords(t: TFunction, ref: RulesetRef): { name: string; description: string } {
  const parts = ref.id.split('+');
  const known = parts.every((id) => t(`ruleset.${id}.name`, { defaultValue: '' }) !== '');
  if (!known) return { name: ref.value?.name ?? ref.id, description: ref.value?.description ?? '' };
  return {
    name: parts.map((id) => t(`ruleset.${id}.name`)).join(' + '),
    description: parts.map((id) => t(`ruleset.${id}.description`)).join(' '),
  };
}

/** "Rules: Vicksburg worth 3 VP" (`data-testid="status-ruleset"`); a custom ruleset by its own name. */
export function RulesetLabel({ ruleset }: { ruleset: RulesetRef }) {
  const { t } = useTranslation();
  const { name } = rulesetWords(t, ruleset);
  return <span data-testid="status-ruleset">{t('status.ruleset', { name })}</span>;
}
