import { repeatWhileChanged } from './repeat-while-changed';

/** A change counter that other work bumps while a pass runs, as triggers do. */
function counter() {
  let count = 0;
  return { read: () => Promise.resolve(count), bump: () => void count++ };
}

describe('repeatWhileChanged', () => {
  it('runs once when nothing changed meanwhile', async () => {
    const changes = counter();
    const pass = vi.fn(() => Promise.resolve('files'));
    await expect(repeatWhileChanged(changes.read, pass)).resolves.toBe('files');
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('reads again when a change was noted during its pass, and answers the last pass', async () => {
    const changes = counter();
    let passes = 0;
    const result = await repeatWhileChanged(changes.read, () => {
      passes += 1;
      if (passes === 1) changes.bump();
      return Promise.resolve(`pass ${passes}`);
    });
    expect(result).toBe('pass 2');
  });

  it('stops after three passes however often changes come; their own refreshes follow', async () => {
    const changes = counter();
    const pass = vi.fn(() => {
      changes.bump();
      return Promise.resolve(null);
    });
    await repeatWhileChanged(changes.read, pass);
    expect(pass).toHaveBeenCalledTimes(3);
  });
});
