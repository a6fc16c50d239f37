import type { CuratedPlan } from './types.ts';

export const sermonOnTheMount: CuratedPlan = {
  slug: 'sermon-on-the-mount',
  title: 'The Sermon on the Mount in Seven Days',
  description:
    "A week with Jesus' best-known teaching in Matthew 5-7, one section a day. Discover the surprising shape of life in the kingdom of heaven.",
  type: 'book',
  planType: 'daily',
  sessions: [
    {
      day: 1,
      reference: 'Matthew 5:1-16',
      title: 'Blessed Are You',
      description:
        'Jesus pronounces blessing on the poor in spirit, the mourners and the persecuted, and calls his followers salt and light.',
    },
    {
      day: 2,
      reference: 'Matthew 5:17-32',
      title: 'Fulfilling the Law',
      description:
        'Jesus comes to fulfil the law, not destroy it, and traces murder and adultery back to anger and desire in the heart.',
    },
    {
      day: 3,
      reference: 'Matthew 5:33-48',
      title: 'Love Your Enemies',
      description:
        'Plain speech instead of oaths, turning the other cheek, going the second mile, and loving enemies as the Father sends rain on all.',
    },
    {
      day: 4,
      reference: 'Matthew 6:1-18',
      title: 'In Secret',
      description:
        "Giving, praying and fasting are for the Father who sees in secret, and at the centre stands the Lord's Prayer.",
    },
    {
      day: 5,
      reference: 'Matthew 6:19-34',
      title: 'Treasure and Worry',
      description:
        'Store up treasure in heaven, consider the lilies and the birds, and seek first the kingdom of God instead of worrying about tomorrow.',
    },
    {
      day: 6,
      reference: 'Matthew 7:1-14',
      title: 'Ask and the Narrow Gate',
      description:
        'Remove the beam from your own eye, ask the Father who gives good gifts, do to others as you would have them do to you, and enter by the narrow gate.',
    },
    {
      day: 7,
      reference: 'Matthew 7:15-29',
      title: 'Rock or Sand',
      description:
        'Trees are known by their fruit, and only the one who hears and does these words builds a house that stands in the storm.',
    },
  ],
};
