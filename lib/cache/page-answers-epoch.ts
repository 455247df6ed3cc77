/**
 * The epoch of the whole pages scripts/serve.ts keeps in memory (lib/server/kept-answers.ts). Every
 * change that makes Next render a pre-rendered page again (a post published, About's news edited,
 * here or announced by another instance) starts a new epoch, and the kept answers of older epochs are
 * not sent again. A process-wide counter: the server and Next's bundled route handlers load their own
 * copies of this module, so the number lives on `globalThis`.
 */
const EPOCH = Symbol.for("zen-site.page-answers-epoch");
const store = globalThis as typeof globalThis & { [EPOCH]?: number };

export function pageAnswersEpoch(): number {
  return store[EPOCH] ?? 0;
}

export function expirePageAnswers(): void {
  store[EPOCH] = pageAnswersEpoch() + 1;
}
