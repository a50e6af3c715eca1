// What another process uses, from /proc: resident memory (the kernel keeps the peak, VmHWM, so it needs no
// sampling; the samples show how high RSS sat during the load) and CPU time, next to how busy the whole
// machine was, since the benches share it with PostgreSQL, the load generator and whatever else runs.
import { readFileSync } from 'node:fs';

const MIB = 1024 * 1024;
/** Clock ticks per second in /proc (USER_HZ), 100 on Linux. */
const TICKS = 100;

/** VmRSS and VmHWM of `pid`, in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: (kib('VmRSS') * 1024) / MIB, peak: (kib('VmHWM') * 1024) / MIB };
}

/** CPU seconds `pid` has used, all its threads, user and system. */
function cpuSecondsOf(pid) {
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Idle and total ticks of all cores since boot. */
function machineTicks() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b, 0) };
}

/**
 * Samples RSS every `everyMs` until stopped; stop() answers the highest and mean sample, VmHWM, the CPU
 * seconds the process used meanwhile and the share of the machine's cores that were busy.
 */
export function sampleUsage(pid, everyMs = 250) {
  const samples = [];
  const cpuBefore = cpuSecondsOf(pid);
  const machineBefore = machineTicks();
  const timer = setInterval(() => samples.push(memoryOf(pid).rss), everyMs);
  return {
    stop() {
      clearInterval(timer);
      const { rss, peak } = memoryOf(pid);
      samples.push(rss);
      const machine = machineTicks();
      return {
        highestSample: Math.max(...samples),
        meanSample: samples.reduce((a, b) => a + b, 0) / samples.length,
        peak,
        cpuSeconds: cpuSecondsOf(pid) - cpuBefore,
        machineBusy: 1 - (machine.idle - machineBefore.idle) / (machine.total - machineBefore.total),
      };
    },
  };
}
