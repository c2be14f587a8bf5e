// @vitest-environment jsdom
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { BoardMap } from '../../../src/ui/map/BoardMap';
import { Tracks } from '../../../src/ui/map/Tracks';
import { battleView, midGameView, startView } from './fixtures';

/** axe violations in `el` (colour contrast needs a real browser: the e2e suite checks it). */
async function violations(el: Element): Promise<string[]> {
  const result = await axe.run(el, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('map accessibility (axe)', () => {
  it('has no violations when only shown', async () => {
    const { container } = render(<><BoardMap view={battleView()} /><Tracks view={battleView()} /></>);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations while picking whole locations and halves', async () => {
    const { container } = render(
      <BoardMap
        view={midGameView()}
        selected="washington"
        targets={[{ location: 'manassas' }, { location: 'kentucky', half: 'upper' }, { location: 'kentucky', half: 'lower' }]}
        onSelect={() => {}}
        highlightUnits={['u1']}
      />,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations when every location is a button', async () => {
    const { container } = render(<BoardMap view={startView()} onSelect={() => {}} />);
    expect(await violations(container)).toEqual([]);
  });
});
