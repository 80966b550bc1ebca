export {
  createProgressController,
  progress,
  type ProgressController,
  type ProgressOptions,
  type ProgressState,
} from './progress-controller';
export { ProgressBar, useProgressState, useProgressWhile, type ProgressBarProps } from './ProgressBar';
