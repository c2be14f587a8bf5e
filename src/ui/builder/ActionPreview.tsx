/**
 * What the action about to be confirmed will do, loaded with the first action built (first-paint
 * budget): a move's route, half and battle (`MovePreview`), and what a battle answer costs beyond
 * what it says (`BattleDanger`: forts eliminated too, E11; no naval card left to retreat, R9.3).
 */
import { useLayoutEffect } from 'react';
import { BattleDanger } from '../game/BattleDanger';
import MovePreview, { type MovePreviewProps } from './MovePreview';

/** The preview of `action` in `state`; nothing when there is nothing to say. */
export default function ActionPreview(props: MovePreviewProps) {
  // The focus moves to Confirm (useFocusNext) before this preview, loaded lazily, is drawn above it
  // and pushes it down, out of the screen at 1280×720 (QA): the focused Confirm is brought back into sight.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused?.closest('.confirm-row')) focused.scrollIntoView?.({ block: 'nearest' });
  }, [props.state, props.action]);
  return (
    <>
      <MovePreview {...props} />
      <BattleDanger {...props} />
    </>
  );
}
