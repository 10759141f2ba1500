/**
 * Resolves once `condition` holds, asking again after each short pause: for what happens in the
 * background (a notification heard, a mail sent), however long a loaded machine takes. One that
 * never holds fails after `timeoutMs`, within the suite's testTimeout, naming the condition.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
