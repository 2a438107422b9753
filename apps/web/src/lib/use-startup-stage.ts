import { useLayoutEffect, useState } from 'react';

/**
 * 0 on the first render, then one more on each following render up to `last`: a component that
 * mounts once (the site's layout) draws its parts in stages — what a player sees first, then the
 * rest — each stage its own task during start-up (app/startup-scheduling.ts), instead of one long
 * task in which the page cannot respond to a tap.
 */
export function useStartupStage(last: number): number {
  const [stage, setStage] = useState(0);
  useLayoutEffect(() => {
    if (stage < last) setStage(stage + 1);
  }, [stage, last]);
  return stage;
}
