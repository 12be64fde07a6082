import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('turns a synchronous throw into a rejection and releases', async () => {
    let calls = 0;
    const run = singleFlight((): Promise<number> => {
      calls += 1;
      if (calls === 1) throw new Error('sync');
      return Promise.resolve(calls);
    });

    await expect(run()).rejects.toThrow('sync');
    await expect(run()).resolves.toBe(2);
  });

  it("uses the first caller's arguments for everyone who joins", async () => {
    const run = singleFlight(async (x: number) => x * 10);

    await expect(Promise.all([run(1), run(2)])).resolves.toEqual([10, 10]);
    await expect(run(3)).resolves.toBe(30);
  });
});
