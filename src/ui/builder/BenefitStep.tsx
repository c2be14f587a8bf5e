/**
 * A stand's Benefit steps (R7.3, R11.3, R11.6), loaded with the battle: which Benefit card the
 * defender adds next (in the hand, or here), or none, and then how the card picked is played — as
 * High Ground, or the army it brings — and the last card picked (a Benefit card, else the Leadership
 * choice) may be taken back, on the stand ready to confirm too. Only the values the builder found in the engine's legal stands are
 * offered; their strings live in en-pages.ts. `standPicks` words the stand's cards for the builder's summary.
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BenefitPlay, CardId, UnitState } from '../../engine/types';
import { cardName } from '../game/labels';
import { unitLabel } from '../game/readable';
import { benefitsText } from '../game/actionText';
import { RuleBadge } from '../status/RuleBadge';
import { PROMPT_ID, type BuilderStatus } from './builder';
import { BENEFIT_ROUNDS, NONE } from './steps';
import { useGame } from '../store/StoreContext';

type StandStatus = Extract<BuilderStatus, { phase: 'step' | 'ready' }>;

interface BenefitStepProps {
  status: StandStatus;
  units: readonly UnitState[];
  onValue(value: string): void;
}

/**
 * The Benefit cards of a stand's picks so far, each with how it is played (a card whose use is not
 * picked yet is left out): the inverse of `benefitSteps`' values (steps.ts).
 */
function benefitsPicked(picks: Record<string, string>): BenefitPlay[] {
  const out: BenefitPlay[] = [];
  for (let n = 0; picks[`benefit${n}`]; n++) {
    const card = picks[`benefit${n}`]!;
    const use = picks[`benefit${n}-use`];
    if (card === NONE || !use || use === NONE) break;
    out.push(use === 'high-ground' ? { card, kind: use } : { card, kind: 'reinforcements', unit: use });
  }
  return out;
}

/** The round (`n` of `benefit<n>`) of the last Benefit card the player picked, or -1 for none. */
function lastBenefit(picks: Record<string, string>): number {
  let last = -1;
  for (let n = 0; n < BENEFIT_ROUNDS; n++) if (picks[`benefit${n}`] && picks[`benefit${n}`] !== NONE) last = n;
  return last;
}

/**
 * The picks with the last card picked taken back (R7.3): the last Benefit card, with how it is
 * played, or with none picked the Leadership choice (QA); that step is asked again. A "No (more)
 * Benefit cards" after it goes too (QA: taken back from the ready stand).
 */
function withoutLastPick(picks: Record<string, string>): Record<string, string> {
  const n = lastBenefit(picks);
  return Object.fromEntries(Object.entries(picks).filter(([k]) => (k.startsWith('benefit') ? +k[7] < n : n >= 0 || k !== 'leadership')));
}

/**
 * The cards of a stand so far (R7.3, QA): the Leadership card and each Benefit card with how it is
 * played, each labelled with its role, from the step's picks or from the stand ready to confirm;
 * `cards` are the cards named.
 */
export function standPicks(t: TFunction, status: StandStatus, units: readonly UnitState[]): { items: string[]; cards: CardId[] } {
  let leadership: CardId | null | undefined;
  let benefits: BenefitPlay[] = [];
  if (status.phase === 'step') {
    leadership = status.picks.leadership;
    benefits = benefitsPicked(status.picks);
  } else if (status.action.type === 'stand') {
    ({ card: leadership, benefits } = status.action);
  }
  const lead = leadership && leadership !== NONE ? leadership : null;
  return {
    items: [
      ...(lead ? [t('benefitStep.pickedLeadership', { card: t('actionText.card', { name: cardName(lead), id: lead }) })] : []),
      ...benefits.map((b) => t('benefitStep.pickedBenefit', { card: benefitsText(t, [b], units) })),
    ],
    cards: [...(lead ? [lead] : []), ...benefits.map((b) => b.card)],
  };
}

export default function BenefitStep({ status, units, onValue }: BenefitStepProps) {
  const { t } = useTranslation();
  const picks = useGame((s) => s.ui.builder.picks);
  const picked = useGame((s) => s.ui.builder.card);
  const takeBack = useGame((s) => s.takeBack);
  const n = lastBenefit(picks);
  // A Leadership card picked in the hand started the stand: it is no pick of a step, but the first
  // card taken back all the same, and the Leadership step is asked instead (QA).
  const inHand = n < 0 && !picks.leadership ? picked ?? undefined : undefined;
  const last = n < 0 ? picks.leadership ?? inHand : picks[`benefit${n}`]!;
  // One pick taken back, not the whole stand (QA): the last Benefit card chosen, with how it is played,
  // else the Leadership card (or no card) chosen; on the stand ready to confirm as well, with a
  // "No more Benefit cards" after it (QA).
  const back = last && (
    <button type="button" data-testid="take-back" onClick={() => takeBack(withoutLastPick(picks), inHand !== undefined)}>
      {last === NONE ? t('benefitStep.backNoLeadership') : t('benefitStep.back', { card: t('actionText.card', { name: cardName(last), id: last }) })}
    </button>
  );
  if (status.phase === 'ready') return back ? <div className="button-row">{back}</div> : null;
  const { step, values } = status;
  // The use step follows the card step of its round (`benefit<n>` → `benefit<n>-use`).
  const card = step.kind === 'benefit' ? status.picks[step.id.slice(0, -4)] : undefined;
  const label = (v: string): string => {
    if (v === NONE) return t(step.id === 'benefit0' ? 'benefitStep.none' : 'benefitStep.noMore');
    if (step.kind !== 'benefit') return t('actionText.card', { name: cardName(v), id: v });
    if (v === 'high-ground') return t('benefitStep.highGround');
    const unit = units.find((u) => u.id === v);
    return t('benefitStep.bring', { unit: unit ? unitLabel(t, unit) : v });
  };
  return (
    <div className="step">
      <p className="step-prompt">
        <span id={PROMPT_ID}>
          {t(`benefitStep.${step.prompt}`, { card: card ? t('actionText.card', { name: cardName(card), id: card }) : '' })}
        </span>{' '}
        {/* The rules of the Benefit cards, as badges that open them (QA: not text in the prompt). */}
        <RuleBadge rule="R11.3" /> <RuleBadge rule="R11.6" />
      </p>
      <div className="button-row">
        {values.map((v) => (
          <button key={v} type="button" data-testid={v === NONE ? 'step-none' : `benefit-${v}`} onClick={() => onValue(v)}>
            {label(v)}
          </button>
        ))}
        {back}
      </div>
    </div>
  );
}
