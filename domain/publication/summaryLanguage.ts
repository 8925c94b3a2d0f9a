/**
 * Which language a summary is apparently written in, by its most frequent short words (stop words). A rough
 * heuristic, enough to warn an author who pasted an English blurb on a French book: it guesses only between the
 * languages listed here (French, English, German, Spanish, Italian, Breton, Portuguese, Dutch), needs a few of their
 * words to guess at all, and says nothing of a publication in another language.
 */
const STOP_WORDS: Readonly<Record<string, readonly string[]>> = {
  fre: [
    'le',
    'la',
    'les',
    'des',
    'du',
    'et',
    'est',
    'une',
    'un',
    'dans',
    'qui',
    'que',
    'pour',
    'pas',
    'sur',
    'au',
    'avec',
    'il',
    'elle',
    'son',
    'sa',
    'ses',
    'ce',
    'cette',
    'mais',
    'où',
    'aux',
  ],
  eng: [
    'the',
    'and',
    'of',
    'to',
    'is',
    'in',
    'that',
    'it',
    'was',
    'for',
    'with',
    'his',
    'her',
    'he',
    'she',
    'this',
    'on',
    'are',
    'by',
    'from',
    'be',
    'an',
    'who',
    'their',
  ],
  ger: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'nicht',
    'ein',
    'eine',
    'mit',
    'sich',
    'den',
    'dem',
    'auf',
    'für',
    'von',
    'zu',
    'im',
    'sie',
    'er',
    'es',
    'auch',
    'wird',
  ],
  spa: [
    'el',
    'los',
    'las',
    'y',
    'es',
    'una',
    'por',
    'con',
    'para',
    'del',
    'su',
    'sus',
    'lo',
    'como',
    'pero',
    'más',
    'se',
    'al',
    'en',
    'que',
  ],
  ita: [
    'il',
    'gli',
    'della',
    'di',
    'che',
    'è',
    'una',
    'per',
    'con',
    'non',
    'del',
    'sono',
    'alla',
    'nel',
    'lo',
    'ma',
    'anche',
    'come',
    'suo',
    'sua',
  ],
  bre: [
    'ar',
    'an',
    'hag',
    'ha',
    'eo',
    'e',
    'war',
    'gant',
    'da',
    'evit',
    'ur',
    'un',
    'int',
    'zo',
    'ez',
    'en',
    'he',
    'emañ',
    'met',
    'ne',
  ],
  por: [
    'o',
    'os',
    'as',
    'e',
    'é',
    'um',
    'uma',
    'não',
    'com',
    'para',
    'do',
    'da',
    'dos',
    'das',
    'no',
    'na',
    'que',
    'seu',
    'sua',
    'mas',
  ],
  dut: [
    'de',
    'het',
    'een',
    'en',
    'van',
    'is',
    'niet',
    'op',
    'met',
    'voor',
    'zijn',
    'die',
    'dat',
    'er',
    'ook',
    'aan',
    'hij',
    'zij',
    'naar',
    'om',
  ],
};

/** Fewer stop words than this in the summary: too little to guess its language. */
const MIN_STOP_WORDS = 5;

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}+/gu) ?? [];
}

/** The language the summary's stop words point at (an ISO 639-2/B code of STOP_WORDS), or null when unsure. */
export function guessSummaryLanguage(text: string): string | null {
  const words = wordsOf(text);
  const scores = Object.entries(STOP_WORDS).map(([code, list]) => {
    const set = new Set(list);
    return { code, score: words.filter((word) => set.has(word)).length };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score < MIN_STOP_WORDS) return null;
  // A close second (languages sharing words: « de », « en »…) leaves the guess open.
  if (second && second.score * 1.5 > best.score) return null;
  return best.code;
}

/**
 * Whether the summary seems written in none of the publication's languages: false when the guess is unsure or when
 * none of the publication's languages is one the heuristic knows.
 */
export function summaryLanguageMismatch(text: string, languageCodes: readonly string[]): boolean {
  if (!languageCodes.some((code) => code in STOP_WORDS)) return false;
  const guessed = guessSummaryLanguage(text);
  return guessed !== null && !languageCodes.includes(guessed);
}
