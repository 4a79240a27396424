type Waiting<I, O> = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };

/**
 * Group commit for a single-connection database. Calls that arrive while a batch is in the
 * database wait and go together in the next batch, as one statement. With no load a call goes
 * alone, right after the current turn of the event loop (no timer); under load the fixed cost of
 * a statement (protocol, plan lookup, commit) is shared by everyone in the batch.
 *
 * A batch starts from `setImmediate`, not at once: PGlite runs a statement synchronously, so the
 * requests that arrived meanwhile are only read from their sockets in the next poll phase. The
 * check phase after it is when they have all had their turn to join.
 *
 * `run` answers one output per input, in order, and must be atomic (one statement): when a batch
 * fails, nothing of it was written, and its calls are retried one by one so that a bad input
 * fails only its own caller.
 */
export function createGroupBatcher<I, O>(options: {
  run: (inputs: readonly I[]) => Promise<O[]>;
  maxBatch: number;
}): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let busy = false;

  async function runAlone(call: Waiting<I, O>) {
    try {
      const [output] = await options.run([call.input]);
      if (output === undefined) throw new Error('group batcher: run answered no output');
      call.resolve(output);
    } catch (error) {
      call.reject(error);
    }
  }

  async function runBatch(batch: Waiting<I, O>[]) {
    if (batch.length === 1) return runAlone(batch[0] as Waiting<I, O>);
    let outputs: O[];
    try {
      outputs = await options.run(batch.map((call) => call.input));
    } catch {
      // Nothing of the batch was written: each call tries again on its own.
      for (const call of batch) await runAlone(call);
      return;
    }
    // Written, so never retried: a short answer is a bug, reported to every caller.
    const mismatch = new Error(`group batcher: ${outputs.length} outputs for ${batch.length} inputs`);
    for (const [i, call] of batch.entries()) {
      if (outputs.length === batch.length) call.resolve(outputs[i] as O);
      else call.reject(mismatch);
    }
  }

  function next() {
    runBatch(queue.splice(0, options.maxBatch)).finally(() => {
      if (queue.length > 0) setImmediate(next);
      else busy = false;
    });
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (busy) return;
      busy = true;
      setImmediate(next);
    });
}
