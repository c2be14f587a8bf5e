/**
 * What the action about to be confirmed will do, loaded with the first action built (first-paint
 * budget): a move's route, half and battle (`MovePreview`), and what a battle answer costs beyond
 * what it says (`BattleDanger`: forts eliminated too, E11; no naval card left to retreat, R9.3).
 */
import { BattleDanger } from '../game/BattleDanger';
import MovePreview, { type MovePreviewProps } from './MovePreview';

/** The preview of `action` in `state`; nothing when there is nothing to say. */
export default function ActionPreview(props: MovePreviewProps) {
  return (
    <>
      <MovePreview {...props} />
      <BattleDanger {...props} />
    </>
  );
}
