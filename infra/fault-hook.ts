// A fault hook for crash tests: with FRAY_FAULT_KILL_AFTER_STEP=N in the environment, the process
// SIGKILLs itself right after its N-th durable write step (a temp file written, a rename, a journal
// switched), so a test can prove that a kill at every step loses nothing. FRAY_FAULT_TRACE=1 prints
// each step on stderr. Off unless those variables are set; users never set them.
let steps = 0;

export function writeStep(label: string): void {
  steps++;
  if (process.env.FRAY_FAULT_TRACE) process.stderr.write(`fray: write step ${steps}: ${label}\n`);
  if (Number(process.env.FRAY_FAULT_KILL_AFTER_STEP) === steps) process.kill(process.pid, 'SIGKILL');
}
