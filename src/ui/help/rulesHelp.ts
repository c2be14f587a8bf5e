/**
 * The rules help as data: a plain-language summary of rules R1–R12 and this edition's rulings
 * E1–E17 (shared/rules/lincoln-rules.md), and of the X rulings of docs/rulings.md that the game
 * shows (tests/meta/rules-page.test.ts: every id the app cites is here). English is here; Polish
 * and Russian sit beside it (`rulesHelp.pl.ts`, `rulesHelp.ru.ts`, in the rulebooks' own words)
 * and load when first shown.
 */
import { useEffect, useState } from 'react';
import { isUiLanguage, type UiLanguage } from '../../i18n/languages';

/** One rule or ruling in plain words. */
export interface RuleHelpItem {
  id: string;
  text: string;
  /** A ruling that exists as a switchable variant (E1, E16). */
  variant?: boolean;
}

/** One rule section (R1…R12). */
export interface RuleHelpSection {
  id: string;
  title: string;
  items: RuleHelpItem[];
}

/** The whole rules help of one language. */
export interface RulesHelp {
  sections: RuleHelpSection[];
  rulings: RuleHelpItem[];
}

const en: RulesHelp = {
  sections: [
    {
      id: 'R1', title: 'Setting up',
      items: [
        { id: 'R1.1', text: 'Two sides, Union (blue) and Confederate (beige), each with its own deck: 69 Union cards, 50 Confederate cards. The counter stock: 45 army tiles for the two sides and 4 forts, Confederate only.' },
        { id: 'R1.2', text: 'Cards marked I and II are set aside; the rest is shuffled into the draw pile.' },
        { id: 'R1.3', text: 'The Blockade and Europe markers start on the spaces marked S.' },
        { id: 'R1.4', text: 'Starting hands: Confederate 5 cards, Union 6.' },
        { id: 'R1.5', text: 'Starting armies: Union in Washington (3), Harper’s Ferry, Kentucky and Cairo (2 each); Confederate in Manassas (3), Front Royal, Savannah, New Orleans (2 each), Nashville, Fort Henry & Donelson and Fort Monroe (1 each).' },
        { id: 'R1.6', text: 'The Union plays first.' },
      ],
    },
    {
      id: 'R2', title: 'Cards',
      items: [
        { id: 'R2.1', text: 'A card may show a unit at the top — an army of strength 1, 2 or 3, a ship, a fort (Confederate only) or a politician — with a deploy cost: how many other cards you discard to build it.' },
        { id: 'R2.2', text: 'Symbols on the left: Leadership (a star with a value, added in battle), Movement (a train, pays for moving an army), Naval movement (a ship, Union only).' },
        { id: 'R2.3', text: 'Card texts are an Action (costs one of your two actions), a Free action (costs none; any number per turn) or a Benefit (modifies an action, usually a battle; costs no action).' },
        { id: 'R2.4', text: 'Each card you play is used for one purpose only.' },
        { id: 'R2.5', text: 'A card is removed from the game only when you build its unit (except strength-1 armies, which are discarded). Every other use discards it.' },
        { id: 'R2.6', text: 'You may look at enemy stacks on the map, but not at the other player’s discard or removed cards (see E16).' },
      ],
    },
    {
      id: 'R3', title: 'A turn',
      items: [
        { id: 'R3.1', text: 'On your turn you take two actions, one after the other, and any number of free actions.' },
        { id: 'R3.2', text: 'Then you draw up to your hand size: Union always 6; Confederate as printed at the Blockade marker’s space.' },
        { id: 'R3.3', text: 'A hand bigger than the hand size is kept; nobody discards down.' },
        { id: 'R3.4', text: 'Only the active player draws, so cards spent defending are replaced at the end of your own turn.' },
      ],
    },
    {
      id: 'R4', title: 'Reshuffles and the clock',
      items: [
        { id: 'R4.1', text: 'When you must draw from an empty draw pile, shuffle your discards into a new draw pile, adding pile I at your first reshuffle and pile II at your second.' },
        { id: 'R4.2', text: 'The Confederates reshuffle as often as needed; after the second reshuffle there is no pile left to add.' },
        { id: 'R4.3', text: 'The Union’s clock: at its first reshuffle it needs 2 VP, at its second 5 VP, or the Confederate wins.' },
        { id: 'R4.4', text: 'When the Union must reshuffle a third time the game ends: the Union wins with 12 VP or more, otherwise the Confederate wins.' },
        { id: 'R4.5', text: 'Only the Union scores VP: the VP of every location it controls plus the VP at the Blockade marker’s space.' },
      ],
    },
    {
      id: 'R5', title: 'The map',
      items: [
        { id: 'R5.1', text: 'Each location has an upper and a lower half; every rail link enters one particular half.' },
        { id: 'R5.2', text: 'Some links carry a defence bonus for a defender of that colour attacked along them.' },
        { id: 'R5.3', text: 'Ports: Washington, Fort Monroe, Savannah, New Orleans; some have a naval defence bonus against naval attacks: Savannah +1, New Orleans +1, Fort Monroe +2.' },
        { id: 'R5.4', text: 'You control a location with no enemy units if it is your colour (and carries no enemy flag), or you have units or a flag there.' },
        { id: 'R5.5', text: 'A location with both sides’ units, one side in each half, is contested: nobody controls it.' },
        { id: 'R5.6', text: 'You take control of an enemy location by becoming its only occupant or by entering it empty; your flag stays until the enemy takes it back.' },
        { id: 'R5.7', text: 'Supply sources: Washington for the Union; Richmond or Atlanta for the Confederates.' },
        { id: 'R5.8', text: 'Supply runs from a supply source you control along rail links through locations you control. A contested location passes it only where both links used enter the half you hold; a contested supply source supplies only through links entering your half.' },
        { id: 'R5.9', text: 'There is no stacking limit, forts included; a fort may stand in each half.' },
        { id: 'R5.10', text: 'The Confederates may never enter Harrisburg, Cincinnati or St. Louis, by any means.' },
      ],
    },
    {
      id: 'R6', title: 'The actions',
      items: [
        { id: 'R6.1', text: 'Deploy: play a card for its unit and discard its cost. Armies and forts go into a controlled, uncontested location in supply; the Union may use a naval card to deploy into any controlled port. Ships move the Blockade marker, politicians the Europe marker.' },
        { id: 'R6.1.1', text: 'An army or fort goes into either half of a location you control that is not contested and is in supply; counters are limited by the stock.' },
        { id: 'R6.1.2', text: 'Port deployment (Union): an army may go into a port you control, in supply or not, by discarding one naval card as well.' },
        { id: 'R6.1.3', text: 'A ship moves the Blockade marker one space in your favour.' },
        { id: 'R6.1.4', text: 'A politician moves the Europe marker one space in your favour.' },
        { id: 'R6.1.5', text: 'A marker never moves past the end of its track.' },
        { id: 'R6.2', text: 'Move: discard a card with a train, then move some or all armies of one location along one link, or one army any distance through your own locations. Entering an enemy location stops the move; an occupied one means battle.' },
        { id: 'R6.2.1', text: 'A move takes some or all armies of one location along one rail link into the adjacent location,' },
        { id: 'R6.2.2', text: 'or one army any distance along rail links through locations you control.' },
        { id: 'R6.2.3', text: 'A move stops on entering an enemy-occupied or enemy-controlled location: an empty one is taken, an occupied one means battle at once.' },
        { id: 'R6.2.4', text: 'Forts never move.' },
        { id: 'R6.3', text: 'Naval move (Union, one action): play one or more naval cards; each moves one army from a port to another port (E5). Entering an enemy-occupied port means battle, with the port’s naval defence (R5.3). The cards are discarded.' },
        { id: 'R6.4', text: 'Declare attack: with armies already in a contested location, attack the enemy there for free. No defence bonuses apply.' },
        { id: 'R6.5', text: 'Discard: discard one or more cards.' },
        { id: 'R6.6', text: 'Card action: carry out a card’s Action text.' },
        { id: 'R6.7', text: 'Pass: do nothing.' },
        { id: 'R6.8', text: 'Actions are independent: you cannot bring armies into one battle from two directions in separate actions before it is fought.' },
      ],
    },
    {
      id: 'R7', title: 'Battle',
      items: [
        { id: 'R7.1', text: 'The attacker stands in the half the link enters; the defender’s armies gather in that half. Forts fight only in their own half.' },
        { id: 'R7.2', text: 'The attacker must play one card face down (any card; its Leadership counts, if it has one).' },
        { id: 'R7.3', text: 'The defender withdraws, or stands and may play one Leadership card face down plus Benefit cards.' },
        { id: 'R7.4', text: 'Strength: armies + the played card’s Leadership + 3 per defending fort in the attacked half.' },
        { id: 'R7.5', text: 'Defence bonuses of the defender’s colour on the link (or the port’s naval defence) are added to the defender — but no defence bonus of any kind applies to an attack within an already contested location, whether declared there or arriving by rail or sea into the enemy’s half.' },
        { id: 'R7.6', text: 'Higher strength wins; the defender wins ties.' },
        { id: 'R7.7', text: 'Casualties count counters, not strength, forts included: the loser loses half his counters (rounded up), the winner half (rounded down) but never more than the loser. Each side chooses its own; eliminated counters return to the stock.' },
        { id: 'R7.8', text: 'The loser’s surviving units retreat (R9).' },
        { id: 'R7.9', text: 'A side left sole occupant of a location the enemy controlled takes control of it (R5.6).' },
        { id: 'R7.10', text: 'The Europe marker moves toward the winner by the number of counters the loser lost.' },
        { id: 'R7.11', text: 'While the Confederates hold a blue location they captured, the Europe marker stands one space closer to Europe.' },
        { id: 'R7.12', text: 'All cards played in a battle are discarded.' },
      ],
    },
    {
      id: 'R8', title: 'Withdrawal',
      items: [
        { id: 'R8.1', text: 'The defender may refuse battle after the attacker’s face-down card is played; that card is discarded unseen.' },
        { id: 'R8.2', text: 'A defender who held the whole location withdraws into the other half; the location becomes contested.' },
        { id: 'R8.3', text: 'A defender already in one half of a contested location withdraws to a connected location.' },
        { id: 'R8.4', text: 'Withdrawal goes only to locations you control or halves holding your units, never by a link into a half with enemy units; the armies may split.' },
        { id: 'R8.5', text: 'Forts cannot withdraw; forts left behind fight on.' },
        { id: 'R8.6', text: 'The Union may withdraw from a port to Washington by playing one naval card; a split withdrawal may send some armies by sea and the rest overland (E17).' },
      ],
    },
    {
      id: 'R9', title: 'Retreat',
      items: [
        { id: 'R9.1', text: 'A losing defender moves his survivors to connected locations, not into the other half of the battle location: each to a location he controls or a half holding his units, never along a link entering a half with enemy units. He may split them.' },
        { id: 'R9.2', text: 'A losing attacker goes back to the location he attacked from; if he attacked from inside a contested location, he retreats to a connected friendly location as in R9.1.' },
        { id: 'R9.3', text: 'The Union may retreat from a port to Washington with one naval card; a losing naval attacker who cannot pay is eliminated. A retreat may split between sea and rail (E17).' },
        { id: 'R9.4', text: 'Units with nowhere to go are eliminated; forts of a losing side are eliminated.' },
      ],
    },
    {
      id: 'R10', title: 'Tracks',
      items: [
        { id: 'R10.1', text: 'Blockade track: Union ships push the marker away from S, lowering the Confederate hand size and giving the Union VP; Confederate ships push it back.' },
        { id: 'R10.2', text: 'Europe track: politicians and battles move it; at the Europe end the Confederates win at once.' },
      ],
    },
    {
      id: 'R11', title: 'Card texts',
      items: [
        { id: 'R11.1', text: 'Conscription (Union) / Blockade Runner (Confederate), free action: draw 3 cards; a hand above the hand size is kept.' },
        { id: 'R11.2', text: 'Cavalry Raid (action): the opponent discards 2 random cards, unless he cancels it at once with a Cavalry Raid of his own (he then draws one card).' },
        { id: 'R11.3', text: 'High Ground (benefit, defender only): +2 strength, played after the attacker’s face-down card and before the reveal, in addition to a Leadership card.' },
        { id: 'R11.4', text: 'Paper Money (Union) / Cotton Bonds (Confederate), action: deploy two units from your hand without paying their costs; each placement must be legal (R6.1).' },
        { id: 'R11.5', text: 'Rail Movement (action): move one or two armies, from the same or different locations, by rail through friendly territory; no battles, but empty enemy locations may be taken, and the second army may pass through a location the first just took.' },
        { id: 'R11.6', text: 'Reinforcements (benefit, defender only): bring one army of any strength into the battle from a location rail-linked to it, by any link if the attacker has just entered, only by a link entering your half if the attack is inside a contested location. It may be played as High Ground instead.' },
      ],
    },
    {
      id: 'R12', title: 'Winning',
      items: [
        { id: 'R12.1', text: 'The Europe marker reaches the Europe end: the Confederates win at once.' },
        { id: 'R12.2', text: 'The Confederates control Washington at the end of a Union turn: the Confederates win.' },
        { id: 'R12.3', text: 'The Union controls both Vicksburg and Richmond at the end of a Confederate turn: the Union wins.' },
        { id: 'R12.4', text: 'Otherwise the Union’s reshuffle clock decides (R4.3, R4.4).' },
      ],
    },
  ],
  rulings: [
    { id: 'E1', variant: true, text: 'A long move may not pass through a contested location (it may end there). Variant: the rulebook’s pass-through when the links in and out enter your half.' },
    { id: 'E2', text: 'You can deploy only into a location you control that is not contested.' },
    { id: 'E3', text: 'An attacker with an empty hand plays no card.' },
    { id: 'E4', text: 'The defender’s face-down card must have a Leadership value; Benefits are played face up.' },
    { id: 'E5', text: 'One naval action has one destination port; its armies may come from several ports and land in the harbour half.' },
    { id: 'E6', text: 'Naval withdrawal and retreat cost one naval card in all, and need Washington under Union control.' },
    { id: 'E7', text: 'Entering a contested location by a link into your own half reinforces; into the enemy half it attacks with the moving armies only.' },
    { id: 'E8', text: 'Counters lost for the Europe track include units eliminated for lack of retreat.' },
    { id: 'E9', text: 'The capture bonus on the Europe track is kept per blue location and given back when it is lost.' },
    { id: 'E10', text: 'Forts left behind by a withdrawal fight a new battle; the attacker plays a new card.' },
    { id: 'E11', text: 'Surviving forts of a losing defender are eliminated.' },
    { id: 'E12', text: 'Units leave a contested location only by links entering their own half.' },
    { id: 'E13', text: 'Units in an uncontested location may leave by any of its links.' },
    { id: 'E14', text: 'When both draw and discard piles are empty, drawing simply stops.' },
    { id: 'E15', text: 'A Cavalry Raid against fewer than 2 cards discards what there is.' },
    { id: 'E16', variant: true, text: 'Discard and removed piles are secret. Variant: open discard piles.' },
    { id: 'E17', text: 'A split withdrawal or retreat may mix sea and land: with one naval card some armies sail to Washington while the others go by rail (or into the other half where R8.2 allows).' },
    { id: 'X2', text: 'Entering a location whose only enemy units are forts in the other half starts no battle; the location becomes contested.' },
    { id: 'X30', text: 'Rail Movement never enters a location holding enemy units, forts alone included: it has no battle to offer (a move may enter beside forts, X2).' },
    { id: 'X3', text: 'From a contested port only armies in its harbour half may sail (naval movement): units leave a contested location only by their own half (E12).' },
    { id: 'X7', text: 'A withdrawal takes every defending army: into the other half (R8.2), to connected locations (R8.3, R8.4) or, for the Union in a port, by sea to Washington with one naval-movement card (R8.6); one withdrawal may mix these (E17).' },
    { id: 'X8', text: 'Retreat is compulsory while one is possible: a Union loser in a port with no retreat by rail but a naval-movement card in hand must sail to Washington (R9.3).' },
    { id: 'X21', text: 'A move that ends the game by what it hands over (control, the Europe bonus) ends it before the battle it would begin is fought.' },
    { id: 'X23', text: 'A game that ends at once in the middle of a battle already fought leaves its armies where they stood, both sides in the attacked half.' },
    { id: 'X24', text: 'With the E1 variant, Rail Movement may pass through a contested location by your own half, as one army moving any distance may; by default neither may.' },
    { id: 'X25', text: 'A losing attacker returns to the location he attacked from even if leaving it handed it to the enemy; if it was contested, it is contested again. If enemy units now stand in the half his link enters, he has no retreat and is eliminated.' },
    { id: 'X26', text: 'Between two people at one screen, a side that does not hold the screen chooses its casualties on the shared screen with both hands hidden, without a hand-off: no card answers them. The next decision that needs a hand then comes after a hand-off. Casualties are never taken back by Undo.' },
    { id: 'X32', text: 'A free action is not played inside another action or answer: not between the two moves of Rail Movement or the two deploys of Paper Money, nor while a battle or a Cavalry Raid awaits an answer. It may be played before or after them.' },
    { id: 'X33', text: 'A link’s defence bonus helps a defender of its colour attacked along that link at either end: Confederates in Washington attacked from Manassas get +1.' },
    { id: 'X34', text: 'A declared attack is made by all your armies in that location.' },
    { id: 'X35', text: 'The winner never loses more counters than the loser’s casualties: forts eliminated afterwards (E11) and units with no retreat do not count for that.' },
    { id: 'X36', text: 'At a battle’s end control and the blue-location bonus come first, then the battle moves the Europe marker; a marker stopped at an end loses the rest of its move.' },
  ],
};

/** The English rules help (the fallback of every language). */
export const RULES_HELP_EN = en;

const LOADERS: Record<Exclude<UiLanguage, 'en'>, () => Promise<RulesHelp>> = {
  pl: () => import('./rulesHelp.pl').then((m) => m.pl),
  ru: () => import('./rulesHelp.ru').then((m) => m.ru),
};

/** The rules help of a UI language (English for any other code); loads it on first use. */
export async function loadRulesHelp(language: string): Promise<RulesHelp> {
  return isUiLanguage(language) && language !== 'en' ? LOADERS[language]() : en;
}

/**
 * The rules help of `language` for a component, once that language's text has loaded: `undefined`
 * until then, so that a Polish or Russian page never shows the English text while its own loads
 * (a slow network made that seconds of English), nor the language switched from.
 */
export function useRulesHelp(language: string): RulesHelp | undefined {
  const wanted = isUiLanguage(language) ? language : 'en';
  const [loaded, setLoaded] = useState<{ language: string; help: RulesHelp }>({ language: 'en', help: en });
  useEffect(() => {
    let live = true;
    void loadRulesHelp(wanted).then((help) => {
      if (live) setLoaded({ language: wanted, help });
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  if (wanted === 'en') return en;
  return loaded.language === wanted ? loaded.help : undefined;
}
