import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** What the judge says of one password (the policy turns it into an answer). */
export interface Verdict {
  /** On zxcvbn-ts's list of ~49,000 most common leaked passwords (lower-cased). */
  common: boolean;
  /** zxcvbn's estimated strength, 0-4. */
  score: number;
  /** The estimate leaned on the reader's own details (email, names) or the product's name. */
  personal: boolean;
}

export interface Judge {
  verdict(password: string, personalInputs: string[]): Verdict;
}

/**
 * The lists and the estimator (decision 155): common passwords, English words and names, keyboard patterns, all
 * offline. Ranking the dictionaries takes about 0.7 s of CPU and they hold about 25 MB, which is why they are
 * built in a worker thread that ends when idle (decision 192), and never at start (decision 188).
 */
export async function buildJudge(): Promise<Judge> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const commonList = new Set(common.dictionary['passwords-common'].map((p) => p.toLowerCase()));
  const estimator: ZxcvbnFactory = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Only a password's first 100 characters are judged: a longer one is strong enough, and the
    // estimate's cost grows with the length.
    maxLength: 100,
  });
  return {
    verdict(password, personalInputs) {
      if (commonList.has(password.toLowerCase()))
        return { common: true, score: 0, personal: false };
      const result = estimator.check(password, personalInputs);
      return {
        common: false,
        score: result.score,
        personal: result.sequence.some(
          (m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs',
        ),
      };
    },
  };
}
