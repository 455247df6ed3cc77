/**
 * The epoch of the whole pages scripts/serve.ts keeps in memory (lib/server/kept-answers.ts). Every
 * change that makes Next render a pre-rendered page again (a post published, About's news edited,
 * here or announced by another instance) starts a new epoch, and the kept answers of older epochs are
 * not sent again. A process-wide record: the server and Next's bundled route handlers load their own
 * copies of this module, so it lives on `globalThis`.
 */
export interface PageAnswersEpoch {
  epoch: number;
  /** When the epoch began (Date.now()); 0 before the first change. */
  changedAt: number;
}

const EPOCH = Symbol.for("zen-site.page-answers-epoch");
const store = globalThis as typeof globalThis & { [EPOCH]?: PageAnswersEpoch };

export function pageAnswersEpoch(): PageAnswersEpoch {
  return store[EPOCH] ?? { epoch: 0, changedAt: 0 };
}

export function expirePageAnswers(): void {
  store[EPOCH] = { epoch: pageAnswersEpoch().epoch + 1, changedAt: Date.now() };
}
