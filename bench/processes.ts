/**
 * Every process the bench spawns (cold-start runs, load generators) is registered here while it
 * lives, so that an interrupted or failed run kills them on the way out.
 */
import type { ChildProcess } from 'node:child_process';

export const liveChildren = new Set<ChildProcess>();

/** Kills the processes still running (SIGKILL: they hold nothing worth a clean exit). */
export function killChildren(): void {
  for (const child of liveChildren) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  liveChildren.clear();
}
