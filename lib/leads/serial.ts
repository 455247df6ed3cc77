/** Runs async jobs one at a time, in arrival order (a FIFO mutex). */
export type Serialize = <T>(job: () => Promise<T>) => Promise<T>;

export function createSerializer(): Serialize {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>) => {
    const result = tail.then(job, job);
    tail = result.catch(() => undefined);
    return result;
  };
}
