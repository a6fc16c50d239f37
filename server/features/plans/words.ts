/**
 * Word tools for the offline plan generator: a light suffix stemmer tuned for the KJV's
 * forms (prayeth, loved, mercies), stop words, and a small map from common study topics to
 * the words the KJV actually uses for them (no "anxiety" in the KJV, but "careful" and "troubled").
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each few for from further had ' +
    'has have having he her here hers herself him himself his how i if in into is it its itself just ' +
    'me more most my myself no nor not now of off on once only or other our ours ourselves out over own ' +
    'same she should so some such than that the their theirs them themselves then there these they this ' +
    'those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself yourselves ' +
    // the KJV's commonest function words
    'thee thou thy thine ye unto hath hast doth dost shall shalt saith said say says upon art wilt ' +
    'also even yea lo behold therefore wherefore thereof therein whosoever whatsoever'
  ).split(' '),
);

/** Words a topic wraps around its subject: "a 7-day study on what the Bible says about hope". */
const FILLER_WORDS = new Set(
  (
    'study studies studying plan plans reading readings read bible biblical scripture scriptures ' +
    'verse verses passage passages teach teaches teaching teachings journey day days daily week weeks ' +
    'month months session sessions devotional devotion devotions learn learning understand understanding ' +
    'look looking explore exploring deep dive overview introduction guide book books gospel gospels ' +
    'epistle epistles letter letters chapter chapters according kjv'
  ).split(' '),
);

/** Common topics and the KJV words that carry them. */
const RELATED: Record<string, string[]> = {
  pray: [
    'pray',
    'prayed',
    'prayeth',
    'prayer',
    'prayers',
    'supplication',
    'intercession',
    'petition',
    'cry',
    'beseech',
  ],
  prayer: [
    'pray',
    'prayed',
    'prayeth',
    'prayers',
    'supplication',
    'intercession',
    'petition',
    'ask',
    'cry',
    'beseech',
  ],
  faith: ['faith', 'believe', 'believed', 'believeth', 'trust', 'faithful', 'unbelief'],
  believe: ['faith', 'believe', 'believeth', 'trust'],
  love: ['love', 'loved', 'loveth', 'charity', 'beloved', 'lovingkindness', 'compassion'],
  hope: ['hope', 'hoped', 'expectation', 'wait', 'waited', 'trust'],
  wisdom: [
    'wisdom',
    'wise',
    'understanding',
    'knowledge',
    'instruction',
    'prudent',
    'discretion',
    'counsel',
  ],
  wise: ['wisdom', 'understanding', 'knowledge', 'instruction', 'counsel'],
  forgiveness: [
    'forgive',
    'forgiven',
    'forgiveth',
    'forgiveness',
    'pardon',
    'remission',
    'transgression',
    'iniquity',
  ],
  grace: ['grace', 'gracious', 'favour', 'mercy', 'gift'],
  peace: ['peace', 'rest', 'quietness', 'still', 'peaceable'],
  joy: ['joy', 'rejoice', 'rejoiced', 'gladness', 'glad', 'joyful', 'delight'],
  happiness: ['joy', 'blessed', 'rejoice', 'gladness', 'delight'],
  anxiety: ['careful', 'care', 'thought', 'troubled', 'afraid', 'dismayed', 'burden', 'distress'],
  anxious: ['careful', 'care', 'thought', 'troubled', 'afraid', 'dismayed', 'distress'],
  worry: ['careful', 'care', 'thought', 'troubled', 'afraid', 'dismayed', 'distress'],
  stress: ['troubled', 'distress', 'weary', 'rest', 'burden', 'peace'],
  fear: ['fear', 'afraid', 'dismayed', 'terror', 'courage', 'trust'],
  patience: ['patience', 'patient', 'longsuffering', 'endure', 'endureth', 'wait'],
  patient: ['patience', 'longsuffering', 'endure', 'wait'],
  suffering: [
    'suffer',
    'suffering',
    'affliction',
    'afflicted',
    'tribulation',
    'trouble',
    'sorrow',
    'persecution',
  ],
  grief: ['sorrow', 'mourn', 'weep', 'tears', 'comfort', 'grief', 'mourning'],
  grieve: ['sorrow', 'mourn', 'weep', 'tears', 'comfort'],
  comfort: ['comfort', 'comforted', 'comforter', 'consolation', 'sorrow', 'mourn'],
  death: ['death', 'die', 'died', 'dead', 'grave', 'resurrection', 'life'],
  healing: ['heal', 'healed', 'healeth', 'whole', 'sickness', 'physician', 'disease', 'health'],
  salvation: ['salvation', 'save', 'saved', 'saviour', 'redeem', 'redemption', 'deliver'],
  save: ['salvation', 'saviour', 'redeem', 'redemption', 'deliver'],
  money: ['money', 'riches', 'rich', 'gold', 'silver', 'treasure', 'mammon', 'poor', 'covet'],
  wealth: ['riches', 'rich', 'wealth', 'treasure', 'gold', 'silver', 'poor'],
  generosity: ['give', 'giveth', 'alms', 'liberal', 'cheerful', 'poor', 'bountiful'],
  giving: ['give', 'giveth', 'alms', 'liberal', 'cheerful', 'offering', 'poor'],
  marriage: ['marriage', 'wife', 'husband', 'married', 'bride', 'bridegroom', 'marry'],
  married: ['marriage', 'wife', 'husband', 'bride', 'bridegroom'],
  family: ['children', 'father', 'mother', 'son', 'daughter', 'household', 'house'],
  parenting: ['children', 'child', 'father', 'mother', 'train', 'instruction'],
  children: ['children', 'child', 'son', 'daughter', 'train'],
  leadership: ['lead', 'leader', 'shepherd', 'ruler', 'servant', 'elders', 'overseer'],
  leader: ['lead', 'shepherd', 'ruler', 'servant', 'elders', 'overseer'],
  courage: ['courage', 'strong', 'strength', 'valiant', 'bold', 'boldness', 'afraid'],
  strength: ['strength', 'strong', 'might', 'mighty', 'power', 'strengthen'],
  trust: ['trust', 'trusted', 'refuge', 'fortress', 'confidence', 'rely'],
  provision: ['provide', 'provision', 'bread', 'manna', 'supply', 'feed', 'fed', 'water'],
  provide: ['provide', 'provision', 'bread', 'manna', 'supply', 'feed'],
  wilderness: ['wilderness', 'desert', 'manna', 'forty'],
  creation: ['create', 'created', 'creation', 'beginning', 'made', 'formed', 'heavens'],
  create: ['create', 'created', 'creation', 'beginning', 'formed'],
  spirit: ['spirit', 'ghost', 'comforter'],
  covenant: ['covenant', 'promise', 'oath', 'sware', 'sworn'],
  promise: ['promise', 'promised', 'covenant', 'oath', 'sware'],
  kingdom: ['kingdom', 'reign', 'throne', 'king'],
  humility: ['humble', 'humility', 'lowly', 'meek', 'meekness', 'pride'],
  humble: ['humble', 'humility', 'lowly', 'meek', 'pride'],
  pride: ['pride', 'proud', 'haughty', 'humble', 'boast'],
  obedience: ['obey', 'obeyed', 'obedience', 'commandments', 'statutes', 'hearken'],
  obey: ['obey', 'obeyed', 'obedience', 'commandments', 'hearken'],
  thankfulness: ['thanks', 'thank', 'thanksgiving', 'praise', 'thankful'],
  gratitude: ['thanks', 'thanksgiving', 'thankful', 'praise'],
  grateful: ['thanks', 'thanksgiving', 'thankful', 'praise'],
  mercy: ['mercy', 'merciful', 'compassion', 'lovingkindness', 'pity'],
  merciful: ['mercy', 'merciful', 'compassion', 'lovingkindness', 'pity'],
  justice: [
    'justice',
    'judgment',
    'righteous',
    'righteousness',
    'oppressed',
    'fatherless',
    'widow',
  ],
  righteous: ['righteous', 'righteousness', 'just', 'upright', 'justified'],
  repent: ['repent', 'repentance', 'return', 'turn', 'confess', 'contrite'],
  repentance: ['repent', 'repentance', 'return', 'confess', 'contrite'],
  temptation: ['tempt', 'tempted', 'temptation', 'lust', 'resist'],
  tempt: ['tempt', 'tempted', 'temptation', 'lust', 'resist'],
  sin: ['sin', 'sins', 'iniquity', 'transgression', 'wickedness'],
  heaven: ['heaven', 'heavens', 'glory', 'throne', 'paradise'],
  work: ['work', 'labour', 'diligent', 'sluggard', 'hands', 'toil'],
  friend: ['friend', 'friends', 'companion', 'neighbour'],
  friendship: ['friend', 'friends', 'companion', 'neighbour'],
  rest: ['rest', 'sabbath', 'weary', 'quiet', 'still'],
  sabbath: ['sabbath', 'rest', 'seventh'],
  worship: ['worship', 'praise', 'sing', 'bless', 'magnify', 'glorify'],
  praise: ['praise', 'sing', 'bless', 'magnify', 'glorify', 'worship'],
  fasting: ['fast', 'fasted', 'fasting', 'sackcloth'],
  light: ['light', 'lamp', 'darkness', 'shine'],
  resurrection: ['resurrection', 'risen', 'rose', 'raised', 'sepulchre', 'life'],
  eternal: ['eternal', 'everlasting', 'life'],
  shepherd: ['shepherd', 'sheep', 'flock', 'pasture'],
  prophecy: ['prophet', 'prophecy', 'prophesy', 'vision'],
  prophet: ['prophet', 'prophecy', 'prophesy', 'vision'],
  anger: ['anger', 'wrath', 'angry', 'fury'],
  contentment: ['content', 'contentment', 'covet', 'enough'],
  guidance: ['lead', 'guide', 'path', 'direct', 'counsel'],
  purpose: ['purpose', 'calling', 'called', 'counsel'],
  waiting: ['wait', 'waited', 'patience', 'hope'],
  loneliness: ['alone', 'forsaken', 'forsake', 'leave'],
  doubt: ['doubt', 'unbelief', 'believe', 'faith'],
  cross: ['cross', 'crucified', 'blood', 'sacrifice', 'lamb'],
  sacrifice: ['sacrifice', 'offering', 'blood', 'lamb', 'altar'],
  warfare: ['armour', 'battle', 'war', 'enemy', 'devil', 'stand', 'fight'],
  battle: ['armour', 'battle', 'war', 'enemy', 'fight'],
  service: ['serve', 'servant', 'minister', 'ministry'],
  serve: ['serve', 'servant', 'minister', 'ministry'],
  holiness: ['holy', 'holiness', 'sanctify', 'sanctified', 'pure'],
  holy: ['holy', 'holiness', 'sanctify', 'sanctified'],
  kindness: ['kindness', 'gentle', 'compassion', 'lovingkindness'],
  truth: ['truth', 'true', 'faithful', 'lie'],
  freedom: ['liberty', 'free', 'freedom', 'bondage', 'deliver'],
  house: ['house', 'household'],
};

/**
 * Topics of several words that mean one thing: the KJV words for the whole phrase replace the
 * words' own relatives ("holy spirit" is about the Ghost and the Comforter, not about holiness).
 */
const PHRASES: Record<string, string[]> = {
  'holy spirit': ['ghost', 'spirit', 'comforter'],
  'holy ghost': ['ghost', 'spirit', 'comforter'],
  'kingdom of god': ['kingdom'],
  'kingdom of heaven': ['kingdom'],
  'fruit of the spirit': [
    'fruit',
    'spirit',
    'love',
    'joy',
    'peace',
    'longsuffering',
    'gentleness',
    'goodness',
    'faith',
    'meekness',
    'temperance',
  ],
  'armour of god': ['armour', 'shield', 'sword', 'helmet', 'breastplate', 'stand'],
  'armor of god': ['armour', 'shield', 'sword', 'helmet', 'breastplate', 'stand'],
  'names of god': ['name', 'jehovah', 'almighty', 'lord'],
  'new creation': ['new', 'creature', 'create', 'heaven', 'earth'],
  'second coming': ['coming', 'come', 'clouds', 'appear', 'trump'],
  'end times': ['last', 'days', 'end', 'coming', 'tribulation'],
  'spiritual growth': ['grow', 'growth', 'fruit', 'mature', 'perfect', 'increase'],
  'identity in christ': ['christ', 'children', 'adoption', 'chosen', 'new', 'creature'],
};

/** A phrase topic's KJV words, or null when the topic is not one of the known phrases. */
export function phraseWords(topic: string): { phrase: string; words: string[] } | null {
  const t = ` ${words(topic).join(' ')} `;
  for (const [phrase, list] of Object.entries(PHRASES)) {
    if (t.includes(` ${phrase} `)) return { phrase, words: list };
  }
  return null;
}

/** Lower-case words of a text, letters only (apostrophes and numbers split words). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

/**
 * A light stemmer: strips one common English or KJV suffix, then a final 'e' and a doubled
 * consonant, so that pray/prayed/prayeth, love/loved/loveth and mercy/mercies meet.
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (/[^aeiou]ies$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/ied$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
  else {
    const suffixes = [
      'fulness',
      'fully',
      'ness',
      'ings',
      'ing',
      'eth',
      'est',
      'edst',
      'ful',
      'ed',
      'es',
      'ly',
      's',
    ];
    for (const suffix of suffixes) {
      if (!w.endsWith(suffix)) continue;
      const rest = w.slice(0, -suffix.length);
      const min = suffix === 'ness' ? 5 : 3;
      if (rest.length < min) continue;
      if (suffix === 's' && (rest.endsWith('s') || rest.endsWith('u') || rest.endsWith('i')))
        continue;
      w = rest;
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && /([bdfgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** True for words that say nothing about a topic ("the", "unto"). */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** True for the words a topic wraps around its subject ("study", "verses", "gospel"). */
export function isFillerWord(word: string): boolean {
  return FILLER_WORDS.has(word);
}

/** The content words of a topic: no stop words, no filler, at least 2 letters. */
export function topicWords(topic: string): string[] {
  return words(topic).filter((w) => w.length >= 2 && !isStopWord(w) && !isFillerWord(w));
}

const RELATED_BY_STEM = new Map(
  Object.entries(RELATED).map(([topic, related]) => [stem(topic), related]),
);

/** KJV words related to a topic word (empty when the map has none). */
export function relatedWords(word: string): string[] {
  return RELATED_BY_STEM.get(stem(word)) ?? [];
}

/**
 * Words kept in lower case inside a title ('Love of God', 'Day of Atonement'), unless they
 * start it.
 */
export const SMALL_WORDS: ReadonlySet<string> = new Set(
  'a an and as at by for in of on or the to with'.split(' '),
);
