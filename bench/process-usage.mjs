// What another process uses, from /proc: resident memory (the kernel keeps the peak, VmHWM, so it needs no
// sampling; the samples show how high RSS sat during the load) and CPU time, next to how busy the whole
// machine was, since the benches share it with PostgreSQL, the load generator and whatever else runs.
import { readdirSync, readFileSync } from 'node:fs';

const MIB = 1024 * 1024;
/** Clock ticks per second in /proc (USER_HZ), 100 on Linux. */
const TICKS = 100;

/** VmRSS and VmHWM of `pid`, in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: (kib('VmRSS') * 1024) / MIB, peak: (kib('VmHWM') * 1024) / MIB };
}

/** CPU seconds of a process's /proc/<pid>/stat line: all its threads, user and system. */
function cpuSecondsOfStat(stat) {
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

const cpuSecondsOf = (pid) => cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));

/** CPU seconds used so far by each process on this machine whose command is `command`, by pid. */
function cpuSecondsByPid(command) {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === command)
        byPid.set(entry, cpuSecondsOfStat(stat));
    } catch {
      // Ended while the list was read.
    }
  }
  return byPid;
}

/**
 * Counts the CPU seconds that every process whose command is `command` uses from now on (PostgreSQL's
 * backends, its writers and its checkpointer are each a `postgres` process): since() sums, over the
 * processes alive then, what each used after this call, all of it for one started since. A process that
 * ends in between takes its time with it, so this reads low, never high (nor below zero).
 */
export function cpuOfCommand(command) {
  const before = cpuSecondsByPid(command);
  return {
    since() {
      let seconds = 0;
      for (const [pid, now] of cpuSecondsByPid(command)) {
        const then = before.get(pid) ?? 0;
        // A pid taken again by a new process reads less than the old one did: all of it is new.
        seconds += now >= then ? now - then : now;
      }
      return seconds;
    },
  };
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
