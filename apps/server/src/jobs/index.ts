// The jobs floor's public surface: the composition root builds it, modules receive it.
export { createJobs, type EnqueueOptions, type JobHandler, type Jobs, jobQueueStats } from './job-queue.ts';
export { createJobRuns, type JobRuns } from './job-runs.ts';
