import type { CuratedPlan } from './types.ts';

export const genesisBeginnings: CuratedPlan = {
  slug: 'genesis-beginnings',
  title: 'In the Beginning: Genesis 1-14',
  description:
    'Fourteen days through the opening chapters of the Bible, from creation and the fall to the flood, Babel, the call of Abram and his first years in the promised land. These stories lay the foundations for everything that follows.',
  type: 'book',
  planType: 'daily',
  previous: {
    title: 'In the Beginning: Genesis 1-12',
    description:
      'Twelve days through the opening chapters of the Bible, from creation and the fall to the flood, Babel and the call of Abram. These stories lay the foundations for everything that follows.',
    days: 12,
  },
  sessions: [
    {
      day: 1,
      reference: 'Genesis 1:1-2:3',
      title: 'Creation in Seven Days',
      description:
        'God speaks order and life into being, makes humankind in his image, calls it all very good, and rests on the seventh day.',
    },
    {
      day: 2,
      reference: 'Genesis 2:4-25',
      title: 'The Garden',
      description:
        'The LORD God forms the man from the dust, plants a garden in Eden, and makes the woman so that the man is no longer alone.',
    },
    {
      day: 3,
      reference: 'Genesis 3',
      title: 'The Fall',
      description:
        "The serpent questions God's word, the man and woman eat, and shame, blame and exile follow, yet God clothes them and speaks of the woman's seed.",
    },
    {
      day: 4,
      reference: 'Genesis 4',
      title: "Am I My Brother's Keeper?",
      description:
        'Cain murders Abel, violence spreads through his line, and yet men begin to call upon the name of the LORD.',
    },
    {
      day: 5,
      reference: 'Genesis 5',
      title: 'Walking with God',
      description:
        'A family record from Adam to Noah, with death as its refrain, broken by Enoch, who walked with God and was not, for God took him.',
    },
    {
      day: 6,
      reference: 'Genesis 6',
      title: 'Noah Found Grace',
      description:
        'The earth is filled with violence and God grieves, but Noah finds grace and is told to build an ark.',
    },
    {
      day: 7,
      reference: 'Genesis 7',
      title: 'The Flood',
      description:
        'Noah, his family and the animals enter the ark, the LORD shuts them in, and the waters cover the earth.',
    },
    {
      day: 8,
      reference: 'Genesis 8',
      title: 'God Remembered Noah',
      description:
        'The waters recede, the dove returns with an olive leaf, and God promises that seedtime and harvest will not cease.',
    },
    {
      day: 9,
      reference: 'Genesis 9',
      title: 'The Bow in the Cloud',
      description:
        'God blesses Noah, sets his covenant with every living creature under the sign of the rainbow, and the story of Noah ends on a sobering note.',
    },
    {
      day: 10,
      reference: 'Genesis 10',
      title: 'The Table of Nations',
      description:
        'A list of the peoples descended from Shem, Ham and Japheth, showing the whole human family spreading over the earth.',
    },
    {
      day: 11,
      reference: 'Genesis 11',
      title: 'Babel and the Road to Abram',
      description:
        'Humanity builds a tower to make a name for itself and is scattered; then the line of Shem narrows to Terah and his son Abram.',
    },
    {
      day: 12,
      reference: 'Genesis 12',
      title: 'The Call of Abram',
      description:
        'God calls Abram to leave his country and promises that all the families of the earth will be blessed in him; Abram goes, and soon stumbles in Egypt.',
    },
    {
      day: 13,
      reference: 'Genesis 13',
      title: 'Let There Be No Strife',
      description:
        'Back in the land, Abram gives his nephew Lot the first choice of pasture; Lot looks toward Sodom, and God tells Abram to lift up his eyes on a land promised for ever.',
    },
    {
      day: 14,
      reference: 'Genesis 14',
      title: 'Bread and Wine from Melchizedek',
      description:
        'Abram rescues Lot from four invading kings, is blessed by Melchizedek, priest of the most high God, and refuses to take so much as a shoelace from the king of Sodom.',
    },
  ],
};
