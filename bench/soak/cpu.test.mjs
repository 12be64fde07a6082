import { describe, expect, it } from 'vitest';
import { machineBusy, parseStat } from './cpu.mjs';

describe('the soak’s CPU figures', () => {
  it('reads a /proc stat line whose name holds spaces and parentheses, and counts ended children', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
    const line = '4242 (postgres: a (b) c) S 17 4242 4242 0 -1 4194560 900 0 0 0 250 50 1200 300 20 0 1 0';
    expect(parseStat(line)).toEqual({ ppid: 17, comm: 'postgres: a (b) c', cpuSeconds: 18 });
  });

  it('tells the machine’s busy share from two readings of its CPUs', () => {
    const at = (user, idle) => ({ times: { user, nice: 0, sys: 0, idle, irq: 0 } });
    // One CPU half busy (50 of 100 ticks), the other wholly (100 of 100): 150 of 200.
    expect(machineBusy([at(100, 100), at(0, 0)], [at(150, 150), at(100, 0)])).toBeCloseTo(0.75);
    expect(machineBusy([], [])).toBeNaN();
  });
});
