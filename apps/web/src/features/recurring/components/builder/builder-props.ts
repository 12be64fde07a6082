import type { BuilderState, ProblemPart } from '../../lib/builder-state';

/** What each part of the builder is given: the controls' state, a way to change it, and the refusals by part. */
export interface BuilderPartProps {
  state: BuilderState;
  set: <K extends keyof BuilderState>(key: K, value: BuilderState[K]) => void;
  problems: Partial<Record<ProblemPart, string>>;
  /** Saving was tried with a required control empty: each says so. */
  missing: boolean;
}
