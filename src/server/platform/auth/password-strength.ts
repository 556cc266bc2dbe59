import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's 0-4 scale: 3 resists about 10^10 guesses, plenty against an argon2id digest. */
const MIN_SCORE = 3;
const ADVICE = 'Try three or four unrelated words, or a longer mix of words, numbers and symbols.';

let estimator: Promise<ZxcvbnFactory> | undefined;

// The dictionaries take ~100 ms and several MB to load: only when someone first creates an account.
// Checking at most 64 characters and few l33t swaps keeps one check to tens of milliseconds: the
// defaults let a crafted 200-character password hold the event loop for most of a second.
async function loadEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    maxLength: 64,
    l33tMaxSubstitutions: 8,
  });
}

/**
 * Why a new password is too easy to guess, in words a person can act on, or null when it is fine.
 * `personal` is what the person told us (email, names): a password built from it is weaker.
 */
export async function passwordWeakness(password: string, personal: string[] = []): Promise<string | null> {
  if (password.trim() === '') return `A password can't be only spaces. ${ADVICE}`;
  const result = (await (estimator ??= loadEstimator())).check(password, [
    ...personal,
    'solace',
    'therapy',
    'therapist',
  ]);
  if (result.score >= MIN_SCORE) return null;
  const warning = result.feedback.warning
    ? ` (${result.feedback.warning.replace(/\.$/, '').replace(/^./, (c) => c.toLowerCase())})`
    : '';
  return `That password is too easy to guess${warning}. ${ADVICE}`;
}
