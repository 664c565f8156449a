import { waitUntil } from '../../../bin/local/process';

describe('waitUntil', () => {
  it('resolves once the probe answers', async () => {
    let calls = 0;

    await waitUntil('the third probe', async () => ++calls === 3, 5_000);

    expect(calls).toBe(3);
  });

  it('says what it waited for, and how long, when the bound passes', async () => {
    await expect(
      waitUntil('the engine to answer at http://localhost:1', async () => false, 150),
    ).rejects.toThrow('Gave up after 0.15 s waiting for the engine to answer at http://localhost:1');
  });
});
