/**
 * An action in the UI's language (issue 7 item 6): the options of the action builder and the
 * action ready to confirm, rendered through i18next (`actionText.*`) from the action itself —
 * places, cards (name and id) and the units it names spelled out from the view. The engine's
 * `describeAction` keeps its English for the bot's explanations and the tests. The strings live in
 * `en-pages.ts`: the builder loads this module just after the first paint (`ActionWords`).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { sails } from '../../engine';
import type { Action, BenefitPlay, CardId, LocationId, SplitMove, UnitState } from '../../engine/types';
import { unitsOf } from '../builder/steps';
import { cardData, cardName, listText, locationName } from './labels';
import { unitLabel } from './readable';

/** "McClellan (U30)": a card's name in the UI's language and its id. */
function card(t: TFunction, id: CardId): string {
  return t('actionText.card', { name: cardName(id), id });
}

function cards(t: TFunction, ids: readonly CardId[]): string {
  return listText(ids.map((id) => card(t, id)));
}

function place(t: TFunction, id: LocationId | 'other-half'): string {
  return id === 'other-half' ? t('actionText.otherHalf') : locationName(id);
}

/** Unit labels by id, from the view (an id the view does not show stays an id). */
type Labels = (id: string) => string;

/**
 * Where a withdrawal or retreat sends its armies: "by sea to Washington with Foote (U15)", "to
 * Atlanta", or, split between places or between sea and land (R8.4, R9.1, E17), which army goes where.
 */
function splitText(t: TFunction, label: Labels, moves: readonly SplitMove<LocationId | 'other-half'>[], navalCard: CardId | undefined): { text: string; named: boolean } {
  const sea = navalCard ? t('actionText.bySea', { card: card(t, navalCard) }) : '';
  const groups = new Map<string, string[]>();
  for (const m of moves) {
    const where = sails(m, navalCard) ? sea : t('actionText.to', { location: place(t, m.to) });
    groups.set(where, [...(groups.get(where) ?? []), m.unit]);
  }
  if (groups.size === 1) return { text: [...groups.keys()][0]!, named: false };
  const text = [...groups].map(([where, units]) => t('actionText.group', { units: listText(units.map(label)), where })).join('; ');
  return { text, named: true };
}

/**
 * One Benefit card of a stand and how it is played (R11.3, R11.6): "Reinforcements (C36) as High
 * Ground", "Reinforcements (C36) bringing army 3 (Richmond)"; a High Ground card played as High Ground
 * is just named, its name says it (QA: not "High Ground (C30) as High Ground").
 */
function benefitText(t: TFunction, b: BenefitPlay, label: Labels): string {
  if (b.kind === 'reinforcements') return t('actionText.reinforcements', { card: card(t, b.card), unit: label(b.unit) });
  return cardData(b.card)?.text === 'high-ground' ? card(t, b.card) : t('actionText.highGround', { card: card(t, b.card) });
}

/** The text of `action`, and whether it names its units itself (else they are listed after it). */
function describe(t: TFunction, action: Action, label: Labels): { text: string; named: boolean } {
  const plain = (text: string) => ({ text, named: false });
  switch (action.type) {
    case 'deploy': {
      let text = t('actionText.deploy', { card: card(t, action.card) });
      if (action.location) text = t('actionText.deployIn', { text, location: place(t, action.location), half: t(`half.${action.half}`) });
      if (action.payment.length) text = t('actionText.paying', { text, cards: cards(t, action.payment) });
      if (action.navalCard) text = t('actionText.portDeployment', { text, card: card(t, action.navalCard) });
      return plain(text);
    }
    case 'move': {
      const args = { count: action.units.length, from: place(t, action.from), to: place(t, action.to), card: card(t, action.card) };
      return plain(action.via && action.via !== action.from
        ? t('actionText.moveVia', { ...args, via: place(t, action.via) })
        : t('actionText.move', args));
    }
    case 'naval-move':
      return plain(t('actionText.sail', {
        count: action.moves.length, to: place(t, action.to),
        from: listText([...new Set(action.moves.map((m) => place(t, m.from)))]), cards: cards(t, action.cards),
      }));
    case 'declare-attack': return plain(t('actionText.attack', { location: place(t, action.location) }));
    case 'discard': return plain(t('actionText.discard', { cards: cards(t, action.cards) }));
    case 'card-action': {
      if (action.deploys) {
        const deploys = action.deploys.map((d) => (d.location
          ? t('actionText.freeDeployIn', { card: card(t, d.card), location: place(t, d.location), half: t(`half.${d.half}`) })
          : card(t, d.card)));
        return plain(t('actionText.cardDeploys', { card: card(t, action.card), deploys: listText(deploys) }));
      }
      if (action.moves) {
        const moves = action.moves.map((m) => t('actionText.unitTo', { unit: label(m.unit), location: place(t, m.to) }));
        return { text: t('actionText.cardMoves', { card: card(t, action.card), moves: moves.join(t('actionText.then')) }), named: true };
      }
      return plain(t('actionText.play', { card: card(t, action.card) }));
    }
    case 'free-action': return plain(t('actionText.freeAction', { card: card(t, action.card) }));
    case 'pass': return plain(t('actionText.pass'));
    case 'end-turn': return plain(t('actionText.endTurn'));
    case 'attacker-card': return plain(action.card ? t('actionText.faceDown', { card: card(t, action.card) }) : t('actionText.noAttackerCard'));
    case 'stand': {
      const parts = [action.card ? t('actionText.standWith', { card: card(t, action.card) }) : t('actionText.standWithout')];
      return { text: listText([...parts, ...action.benefits.map((b) => benefitText(t, b, label))]), named: action.benefits.some((b) => b.kind === 'reinforcements') };
    }
    case 'withdraw': {
      const split = splitText(t, label, action.moves, action.navalCard);
      return { text: t('actionText.withdraw', { where: split.text }), named: split.named };
    }
    case 'casualties': return { text: t('actionText.casualties', { units: listText(action.units.map(label)) }), named: true };
    case 'retreat': {
      if (!action.moves.length) return plain(t('actionText.noRetreat'));
      const split = splitText(t, label, action.moves, action.navalCard);
      return { text: t('actionText.retreat', { where: split.text }), named: split.named };
    }
    case 'cavalry-raid-response': return plain(action.card ? t('actionText.cancelRaid', { card: card(t, action.card) }) : t('actionText.allowRaid'));
    case 'second-deploy': {
      const d = action.deploy;
      if (!d) return plain(t('actionText.noSecondDeploy'));
      const what = d.location ? t('actionText.freeDeployIn', { card: card(t, d.card), location: place(t, d.location), half: t(`half.${d.half}`) }) : card(t, d.card);
      return plain(t('actionText.secondDeploy', { deploy: what }));
    }
    case 'rail-move':
      return action.move
        ? { text: t('actionText.railMove', { unit: label(action.move.unit), location: place(t, action.move.to) }), named: true }
        : plain(t('actionText.noRailMove'));
  }
}

/** Unit labels from the view's units. */
function labels(t: TFunction, units: readonly UnitState[]): Labels {
  return (id) => {
    const unit = units.find((u) => u.id === id);
    return unit ? unitLabel(t, unit) : id;
  };
}

/** A stand's Benefit cards chosen so far, each with how it is played (the builder's summary, R7.3). */
export function benefitsText(t: TFunction, benefits: readonly BenefitPlay[], units: readonly UnitState[]): string {
  return listText(benefits.map((b) => benefitText(t, b, labels(t, units))));
}

/**
 * The text of `action` in the UI's language, its units spelled out from `units` (the view's):
 * named in place where the sentence names them, else listed after it so that options that differ
 * only in their armies stay distinct.
 */
export function actionText(t: TFunction, action: Action, units: readonly UnitState[]): string {
  const label = labels(t, units);
  const { text, named } = describe(t, action, label);
  const shown = [...new Set(unitsOf(action))].filter((id) => units.some((u) => u.id === id));
  return named || shown.length === 0 ? text : t('actionText.withUnits', { text, units: listText(shown.map(label)) });
}

/** `actionText` as a component, for the builder's lazily loaded part (`ActionWords`, ActionBuilder.tsx). */
export function ActionText({ action, units }: { action: Action; units: readonly UnitState[] }): string {
  const { t } = useTranslation();
  return actionText(t, action, units);
}
