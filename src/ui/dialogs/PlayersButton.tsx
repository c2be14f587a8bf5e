/**
 * *Change players…*: opens the Players dialog (loaded on the click, first-paint budget), from the
 * hand-off screen between two people and from the bots' panel — where a change of players is
 * wanted: a friend leaves, the bot should take over, or a person takes over from the bot.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../layout/lazyPart';

const PlayersDialog = lazyPart(() => import('./PlayersDialog').then((m) => m.PlayersDialog));

/** A pencil, drawn so that no font is needed. */
function PencilIcon() {
  return (
    <svg className="bot-icon" viewBox="0 0 10 10" width="0.9em" height="0.9em" aria-hidden="true" focusable="false">
      <path d="M7 0.8 L9.2 3 L3.2 9 L0.6 9.4 L1 6.8 Z" />
    </svg>
  );
}

/**
 * The button (`data-testid="players"`) and, once pressed, the Players dialog. `compact`: a pencil
 * with the words as its name and tooltip, beside the players it changes (the bots' panel, whose
 * height the narration caption shares on a tablet).
 */
export function PlayersButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button" className="players-change" data-testid="players" onClick={() => setOpen(true)}
        aria-label={compact ? t('app.players') : undefined} title={compact ? t('app.players') : undefined}
      >
        {compact ? <PencilIcon /> : t('app.players')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PlayersDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
