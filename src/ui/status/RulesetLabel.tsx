/**
 * The status bar's name of a game's ruleset when it is not the rulebook's (issue 7 item 1): a game
 * under "Vicksburg worth 3 VP" says so wherever it is played, not only in the New game dialog.
 * Loaded with the pages' strings, which hold the rulesets' translated names.
 */
import { useTranslation } from 'react-i18next';
import type { RulesetRef } from '../../engine/types';

/** "Rules: Vicksburg worth 3 VP" (`data-testid="status-ruleset"`); a custom ruleset by its own name. */
export function RulesetLabel({ ruleset }: { ruleset: RulesetRef }) {
  const { t } = useTranslation();
  const name = t(`ruleset.${ruleset.id}.name`, { defaultValue: ruleset.value?.name ?? ruleset.id });
  return <span data-testid="status-ruleset">{t('status.ruleset', { name })}</span>;
}
