/**
 * The action builder panel: offers, step by step, only what the engine's legal actions allow —
 * a card's uses, button actions, payment, map choices, then the remaining actions as a list —
 * and dispatches the one action built when the player confirms.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Action, ActionType, CardId, UnitState } from '../../engine/types';
import { DECISION_KINDS } from '../../engine/types';
import { ruleOfDecision } from '../../engine';
import { cardData, cardName, listText, locationName, sideName, topUnitLabel } from '../game/labels';
import { displayRules } from '../game/rules';
import { errorText } from '../game/errorText';
import { losingWinner } from '../game/danger';
import { RuleBadge } from '../status/RuleBadge';
import type { Screen } from '../game/useScreen';
import { useGame, useGameStoreApi } from '../store/StoreContext';
import { loadPageStrings } from '../../i18n';
import { actionKey, pendingAction, PROMPT_ID, type BuilderStatus } from './builder';
import { wastedUses } from './oneClick';
import { NONE, cardsOf, type StepDef } from './steps';
import { lazyPart } from '../layout/lazyPart';

// Why a printed use is missing (issue 11 item 2): loaded when a card's menu first opens, or when
// the defender is offered only Stand (its prompt and the engine's reason it cannot withdraw, QA).
const LostUses = lazyPart(() => import('./LostUses').then((m) => m.default));
// What the action will do: a move's route, half, battle and modifiers (issue 11 item 1), and a battle
// answer's hidden cost (forts lost too, E11; no naval card left to retreat, R9.3): loaded with the first action built.
const ActionPreview = lazyPart(() => import('./ActionPreview').then((m) => m.default));
// A stand's Benefit cards one at a time (R7.3): loaded as soon as the defender is asked, then drawn
// from the loaded module, so its step shows at once after Stand (QA: not an empty step while it loads).
let benefitModule: typeof import('./BenefitStep') | undefined;
const loadBenefitStep = () => loadPageStrings().then(() => import('./BenefitStep')).then((m) => (benefitModule = m).default);
const LazyBenefitStep = lazyPart(loadBenefitStep);
// An action in words (`actionText.ts`, its strings in en-pages.ts): the first screen asks for a card
// or a button and shows none, so the module loads just after the first paint (main.tsx; first-paint
// room, session 32), then is drawn from at once; should an action be shown before, it follows when loaded.
let textModule: typeof import('../game/actionText') | undefined;
/** Loads the words of actions (`actionText.ts` and the pages' strings) once; a failed load is tried again next time. */
export const loadActionText = () => loadPageStrings().then(() => import('../game/actionText')).then((m) => (textModule = m));
const LazyActionText = lazyPart(() => loadActionText().then((m) => m.ActionText));

/** `action` in words in the UI's language (`actionText`), its units named from `units`. */
function ActionWords({ action, units }: { action: Action; units: readonly UnitState[] }) {
  const { t } = useTranslation();
  return textModule ? textModule.actionText(t, action, units) : <Suspense fallback={null}><LazyActionText action={action} units={units} /></Suspense>;
}
// The chosen option (preselected, or picked by the keyboard) is scrolled into sight within the list, whose height is capped (QA).
const reveal = (el: HTMLElement | null) => el?.scrollIntoView?.({ block: 'nearest' });

/** The label of one use of a card ("Deploy Army 2 (cost 1)", "Move", "Action: Rail Movement"). */
export function cardUseLabel(t: TFunction, type: ActionType, card: CardId): string {
  const data = cardData(card);
  if (type === 'deploy' && data) return t('builder.use.deploy', { unit: topUnitLabel(t, data) ?? cardName(card), cost: data.cost ?? 0 });
  if (type === 'card-action' || type === 'free-action') return t(`builder.use.${type}`, { name: cardName(card) });
  return t(`builder.use.${type}`);
}

/** The test id of a button that starts an action without a card. */
function buttonTestId(type: ActionType): string {
  return type === 'end-turn' ? 'end-turn' : `button-${type}`;
}

/** The prompt of a step, with its parameters. */
function stepPrompt(t: TFunction, step: StepDef, status: Extract<BuilderStatus, { phase: 'step' }>, picks: Record<string, string>): string {
  const count = step.kind === 'cards' ? cardsOf(status.values.find((v) => v !== '') ?? '').length : 0;
  const location = step.locationStep ? locationName(picks[step.locationStep] ?? '') : '';
  return t(`builder.step.${step.prompt}`, { count, location });
}

/** The decision kinds the engine asks for (an unknown one reads as 'other'). */
const KNOWN_KINDS: ReadonlySet<string> = new Set(DECISION_KINDS);

/**
 * The builder panel (inside the side panel, for the confirmed deciding player or a public decision's
 * decider on the shared screen, X26): none without legal actions (a hand-off, a bot deciding, the
 * game over, or a raid let happen at once shown to its side, X22).
 */
export function ActionBuilder({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const builder = useGame((s) => s.ui.builder);
  const canUndo = useGame((s) => s.history.length > 0);
  const refusal = useGame((s) => s.ui.whyNot);
  // The store's operations (functions that never change: read once, no subscription).
  const store = useGameStoreApi().getState();
  const { status, decision } = screen;
  const defending = decision?.kind === 'defender-response' && !screen.botDeciding;
  useEffect(() => void loadActionText().catch(() => undefined), []); // as main.tsx does; a failed load is tried again by `ActionWords`
  useEffect(() => {
    if (defending) void loadBenefitStep().catch(() => undefined); // a failed load is tried again by the step itself
  }, [defending]);
  if (!screen.legal.length || !decision) return null;
  const BenefitStep = benefitModule?.default ?? LazyBenefitStep;
  const kind = KNOWN_KINDS.has(decision.kind) ? decision.kind : 'other';

  const building = status.phase !== 'idle';
  // The defender's words follow what the engine lists: no withdrawal offered (R8.4, R8.5) → only Stand is said (LostUses).
  const standOnly = defending && !screen.legal.some((a) => a.type === 'withdraw');
  // No loss without warning (issue 11 item 2): the action about to be confirmed, tried on a copy.
  // No more Benefit cards (R7.3): a stand may be confirmed as it stands (`stop`).
  const pending = pendingAction(status);
  // The defender's answer is warned of by the preview instead, over every card the attacker may have played (R7.2, R8.1: hiddenLoss.ts).
  const loss = pending && !defending ? losingWinner(screen.state, pending, decision.side) : null;
  // Pass or End turn that gives up a usable action (issue 11 item 1): say so before the confirmation.
  const wasted = pending ? wastedUses(screen.legal, pending) : [];
  // A deploy paid by the proposed cards (direct play): the payment can be changed.
  const proposed = pending?.type === 'deploy' && builder.picks.payment !== undefined;
  // No second army (R11.5) or second deploy (R11.4): one click, named by the action itself. It only
  // clears the card's pending half, so it loses nothing at once.
  const decline = screen.legal.find((a) => (a.type === 'rail-move' ? !a.move : a.type === 'second-deploy' && !a.deploy));
  // A stand's cards so far, ready to confirm too (R7.3, QA): "Leadership: …", each "Benefit: …" with how it is played.
  const standStatus = builder.type === 'stand' && (status.phase === 'step' || status.phase === 'ready') ? status : null;
  const stand = standStatus && benefitModule?.standPicks(t, standStatus, screen.view.units);
  const summary = [
    // A card action's use names its card already ("Action: Rail Movement"): the card is not said twice (QA).
    builder.card && !stand?.cards.includes(builder.card) && builder.type !== 'card-action' && builder.type !== 'free-action' ? cardName(builder.card) : null,
    builder.type ? (builder.card ? cardUseLabel(t, builder.type, builder.card) : t(`builder.button.${builder.type}`)) : null,
    ...(stand?.items ?? []),
  ].filter(Boolean).join(' → ');

  return (
    <section className="panel builder" aria-labelledby="builder-title">
      <div className="builder-head">
        <h2 id="builder-title">{t('builder.title')}</h2>
        <button type="button" data-testid="undo" disabled={!canUndo} onClick={store.undo} title={t('builder.undoTitle')}>
          <span aria-hidden="true">↶</span> {t('builder.undo')}
        </button>
      </div>
      {summary && <p className="builder-summary">{summary}</p>}
      {refusal && (
        // Why the place clicked was not offered, from the engine's whyNot (issue 10 item 4).
        <p className="why-not" role="status" data-testid="why-not">
          <strong>{t('whyNot.title')}</strong> {locationName(refusal.location)}:{' '}
          {/* The engine's refusal, rendered from its key in the UI's language; the badge opens the rule's help. */}
          {refusal.why ? errorText(t, refusal.why, refusal.why.rule) : t('whyNot.notOffered')}{' '}
          {refusal.why && refusal.why.rule !== 'contract' && <RuleBadge rule={refusal.why.rule} />}
        </p>
      )}

      {status.phase === 'idle' && (
        <>
          {standOnly ? (
            // The defender offered only Stand (R8.4, R8.5): its prompt, what next and the engine's
            // reason it cannot withdraw, drawn by the lazily loaded part with their strings (QA).
            <Suspense fallback={null}>
              <LostUses state={screen.state} uses={status.playable} />
            </Suspense>
          ) : (
            <>
              <p className="decision-prompt">
                <span data-testid="decision-prompt" id={PROMPT_ID}>{t(`builder.prompt.${decision.kind}`, {
                  side: sideName(t, decision.side),
                  turn: screen.view.turn,
                  taken: decision.actionsTaken ?? 0,
                  of: displayRules().constants.actionsPerTurn, // R3.1, the game's own ruleset
                  count: decision.count ?? 0,
                  location: decision.location ? locationName(decision.location) : '',
                  card: screen.view.pending ? cardName(screen.view.pending.card) : '', // the card whose second half is asked (R11.4)
                  // The attacking armies' strengths, which the defender answers (R7.3; QA: the battle panel stands below the hand).
                  armies: screen.view.units.filter((u) => screen.view.combat?.attackerUnits.includes(u.id)).map((u) => u.strength).join(' + '),
                  defaultValue: '',
                })}</span>{' '}
                {/* The rule that asks this decision, from the engine (its help opens on a click). */}
                <RuleBadge rule={ruleOfDecision(decision)} />
              </p>
              <p data-testid="decision-next">{t(`builder.${status.playable.length > 0 ? 'nextWithCard' : 'next'}.${kind}`)}</p>
            </>
          )}
          <div className="button-row">
            {status.buttons.map((type) => (
              <button key={type} type="button" data-testid={buttonTestId(type)} onClick={() => store.pickButton(type)}>
                {t(`builder.button.${type}`)}
              </button>
            ))}
            {decline && (
              <button type="button" data-testid="button-decline" onClick={() => store.dispatch(decline)}>
                <ActionWords action={decline} units={screen.view.units} />
              </button>
            )}
          </div>
        </>
      )}

      {status.phase === 'army' && (
        <p className="step-prompt" data-testid="army-prompt" id={PROMPT_ID}>{t('direct.army', { location: locationName(status.origin) })}</p>
      )}

      {status.phase === 'uses' && (
        <>
          <p id={PROMPT_ID}>{status.uses.length > 0 ? t('builder.usesOf', { card: cardName(status.card) }) : t('builder.noUses', { card: cardName(status.card) })}</p>
          <div className="button-row">
            {status.uses.map((type) => (
              <button key={type} type="button" data-testid={`use-${type}`} onClick={() => store.pickUse(type)}>
                {cardUseLabel(t, type, status.card)}
              </button>
            ))}
          </div>
          {decision.kind === 'action' && (
            <Suspense fallback={null}>
              <LostUses state={screen.state} card={status.card} uses={status.uses} />
            </Suspense>
          )}
        </>
      )}

      {status.phase === 'step' && (status.step.id.startsWith('benefit') ? (
        <Suspense fallback={null}>
          <BenefitStep status={status} units={screen.view.units} onValue={store.pickValue} />
        </Suspense>
      ) : (
        <StepPanel
          status={status}
          prompt={stepPrompt(t, status.step, status, builder.picks)}
          selection={builder.selection}
          onValue={store.pickValue}
          onConfirmSelection={store.confirmSelection}
        />
      ))}

      {status.phase === 'options' && (
        <>
          <p data-testid="options-prompt" id={PROMPT_ID}>{t(`builder.optionsFor.${builder.type}`, { defaultValue: t('builder.options'), side: sideName(t, decision.side) })}</p>
          <ul className="options">
            {status.remaining.map((a) => {
              const key = actionKey(a);
              const chosen = status.chosen !== null && actionKey(status.chosen) === key;
              return (
                <li key={key}>
                  <button type="button" ref={chosen ? reveal : undefined} data-testid="action-option" aria-pressed={chosen} className={chosen ? 'selected' : ''} onClick={() => store.chooseOption(key)}>
                    <ActionWords action={a} units={screen.view.units} />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}

      {status.phase === 'ready' && (
        <p className="ready">
          {t('builder.ready')} <strong><ActionWords action={status.action} units={screen.view.units} /></strong>
        </p>
      )}
      {/* A stand ready to confirm keeps Take back (R7.3, QA). */}
      {standStatus?.phase === 'ready' && (
        <Suspense fallback={null}>
          <BenefitStep status={standStatus} units={screen.view.units} onValue={store.pickValue} />
        </Suspense>
      )}

      {pending && (
        <Suspense fallback={null}>
          <ActionPreview state={screen.state} action={pending} />
        </Suspense>
      )}
      {proposed && (
        <p className="button-row">
          <button type="button" data-testid="change-payment" onClick={store.changePayment}>{t('direct.changePayment')}</button>
        </p>
      )}
      {wasted.length > 0 && (
        <p className="waste-warning" role="alert" data-testid="waste-warning">
          {t(`direct.wastes.${pending!.type}`, { uses: listText(wasted.map((type) => t(`builder.button.${type}`))) })}
        </p>
      )}
      {loss && (
        <p className="loss-warning" role="alert" data-testid="loss-warning">
          {t('builder.losesGame', { side: sideName(t, loss.side) })} <RuleBadge rule={loss.rule} />
        </p>
      )}

      {building && (
        <div className="button-row confirm-row">
          <button
            type="button"
            className="primary"
            data-testid="confirm-action"
            disabled={!pending}
            onClick={() => store.confirm()}
          >
            {t('builder.confirm')}
          </button>
          <button type="button" data-testid="cancel-action" onClick={store.cancel}>
            {t('builder.cancel', { context: decision.kind })}
          </button>
        </div>
      )}
    </section>
  );
}

/** Props of `StepPanel`. */
interface StepPanelProps {
  status: Extract<BuilderStatus, { phase: 'step' }>;
  prompt: string;
  selection: CardId[];
  onValue(value: string): void;
  onConfirmSelection(): void;
}

/** The current step: card steps point at the hand, map steps at the map (with a list as well), half steps offer two buttons. */
function StepPanel({ status, prompt, selection, onValue, onConfirmSelection }: StepPanelProps) {
  const { t } = useTranslation();
  const { step, values } = status;
  const noneButton = values.includes(NONE) && (
    <button type="button" data-testid="step-none" onClick={() => onValue(NONE)}>
      {t(`builder.none.${step.noneLabel ?? 'card'}`)}
    </button>
  );
  return (
    <div className="step">
      <p className="step-prompt" id={PROMPT_ID}>{prompt}</p>
      {step.kind === 'cards' && (
        <>
          <p>{t('builder.selected', { list: listText([...status.locked, ...selection].map(cardName)) || '—' })}</p>
          <div className="button-row">
            <button type="button" data-testid="confirm-selection" disabled={!status.complete} onClick={onConfirmSelection}>
              {t('builder.selectionConfirm')}
            </button>
          </div>
        </>
      )}
      {step.kind === 'card' && <div className="button-row">{noneButton}</div>}
      {step.kind === 'half' && (
        <div className="button-row">
          {values.filter((v) => v !== NONE).map((half) => (
            <button key={half} type="button" data-testid={`half-${half}`} onClick={() => onValue(half)}>
              {t(`half.${half}`)}
            </button>
          ))}
          {noneButton}
        </div>
      )}
      {step.kind === 'map' && <MapStepList values={values.filter((v) => v !== NONE)} onChoose={onValue} extra={noneButton} />}
    </div>
  );
}

/** The map step's keyboard-friendly twin: the same locations in a list box. */
function MapStepList({ values, onChoose, extra }: { values: string[]; onChoose(v: string): void; extra: ReactNode }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(values[0] ?? '');
  const current = values.includes(value) ? value : values[0] ?? '';
  return (
    <div className="map-step-list">
      <label>
        {t('builder.orChoose')}{' '}
        <select data-testid="location-select" value={current} onChange={(e) => setValue(e.target.value)}>
          {values.map((v) => (
            <option key={v} value={v}>
              {locationName(v)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" data-testid="location-choose" disabled={!current} onClick={() => onChoose(current)}>
        {t('builder.choose')}
      </button>
      {extra}
    </div>
  );
}
