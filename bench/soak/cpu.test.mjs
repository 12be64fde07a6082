import { describe, expect, it } from 'vitest';
import { machineBusy, parseStat, probeMs, stealShare } from './cpu.mjs';

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

  it('tells the stolen share from two readings of /proc/stat’s cpu line', () => {
    // user nice system idle iowait irq softirq steal: 10 of 100 ticks stolen.
    expect(stealShare([0, 0, 0, 0, 0, 0, 0, 0], [40, 0, 10, 40, 0, 0, 0, 10])).toBeCloseTo(0.1);
    expect(stealShare(undefined, [1])).toBeNaN();
  });

  it('times the probe’s work in CPU time, the median of its rounds', () => {
    let calls = 0;
    const spin = () => {
      calls += 1;
      const until = process.cpuUsage().user + 2_000;
      while (process.cpuUsage().user < until);
    };
    const ms = probeMs(3, spin);
    expect(calls).toBe(3);
    expect(ms).toBeGreaterThanOrEqual(2);
  });
});
