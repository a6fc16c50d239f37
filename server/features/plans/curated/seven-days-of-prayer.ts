import type { CuratedPlan } from './types.ts';

export const sevenDaysOfPrayer: CuratedPlan = {
  slug: 'seven-days-of-prayer',
  title: 'Seven Days of Prayer',
  description:
    'A week of learning to pray from Jesus and from people who prayed under pressure. Each reading shows a different side of talking with God, from quiet trust to bold asking.',
  type: 'theme',
  planType: 'daily',
  sessions: [
    {
      day: 1,
      reference: 'Matthew 6:5-15',
      title: 'The Prayer Jesus Taught',
      description:
        "Jesus warns against praying for show and gives his disciples a pattern of prayer: the Father's name, kingdom and will, daily bread, forgiveness and deliverance.",
    },
    {
      day: 2,
      reference: 'Luke 11:1-13',
      title: 'Ask, Seek, Knock',
      description:
        'A friend knocking at midnight and a father who gives good gifts show why we can pray boldly and keep on asking.',
    },
    {
      day: 3,
      reference: '1 Samuel 1:1-20',
      title: "Hannah's Poured-Out Soul",
      description:
        'Childless and provoked year after year, Hannah prays so intensely at Shiloh that Eli thinks she is drunk; God remembers her and Samuel is born.',
    },
    {
      day: 4,
      reference: 'Nehemiah 1:1-2:8',
      title: 'Praying Before Acting',
      description:
        "Grieved by news of Jerusalem's broken walls, Nehemiah weeps, fasts and confesses; months later he sends up a quick prayer before answering the king.",
    },
    {
      day: 5,
      reference: 'Daniel 6:1-23',
      title: 'An Open Window',
      description:
        "When praying to anyone but the king is banned, Daniel kneels at his open window three times a day as he always had, and God shuts the lions' mouths.",
    },
    {
      day: 6,
      reference: 'John 17',
      title: 'Jesus Prays for Us',
      description:
        'On the night before the cross Jesus prays for his own glory, for his disciples, and for all who will believe through their word, that they may be one.',
    },
    {
      day: 7,
      reference: 'Philippians 4:4-13',
      title: 'The Peace That Guards',
      description:
        'Paul urges the church to bring everything to God with thanksgiving, and promises a peace beyond understanding that keeps heart and mind.',
    },
  ],
};
