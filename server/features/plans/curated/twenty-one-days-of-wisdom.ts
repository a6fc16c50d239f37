import type { CuratedPlan } from './types.ts';

export const twentyOneDaysOfWisdom: CuratedPlan = {
  slug: 'twenty-one-days-of-wisdom',
  title: 'Twenty-One Days of Wisdom',
  description:
    'Three weeks in Proverbs and its neighbours on the practical wisdom of words, work, money, friendship and the fear of the LORD. A short reading each day for the choices of ordinary life.',
  type: 'theme',
  planType: 'daily',
  sessions: [
    {
      day: 1,
      reference: 'Proverbs 1:1-19',
      title: 'The Beginning of Knowledge',
      description:
        'Solomon states the purpose of the book, names the fear of the LORD as the starting point, and warns a son against easy money gained by violence.',
    },
    {
      day: 2,
      reference: 'Proverbs 1:20-33',
      title: 'Wisdom Cries in the Street',
      description:
        'Wisdom is pictured as a woman calling out in the busy places of the city, pleading with the simple before it is too late.',
    },
    {
      day: 3,
      reference: 'Proverbs 2',
      title: 'Searching for Hidden Treasure',
      description:
        'Seek wisdom as you would silver, and you will find the knowledge of God and a path that keeps you from crooked ways.',
    },
    {
      day: 4,
      reference: 'Proverbs 3:1-20',
      title: 'Trust with All Your Heart',
      description:
        "Trust the LORD rather than your own understanding, honour him with your wealth, and receive his correction as a father's love.",
    },
    {
      day: 5,
      reference: 'Proverbs 3:21-35',
      title: 'Good Neighbours',
      description:
        'Wisdom brings sound sleep and shows itself in everyday dealings: do not withhold good when it is in your power to give it.',
    },
    {
      day: 6,
      reference: 'Proverbs 4',
      title: 'Guard Your Heart',
      description:
        'A father passes on what his own father taught him: get wisdom, keep to the shining path, and keep your heart with all diligence.',
    },
    {
      day: 7,
      reference: 'Proverbs 6:1-19',
      title: 'The Ant and the Sluggard',
      description:
        'Practical warnings about rash pledges, laziness and troublemaking, ending with seven things the LORD hates.',
    },
    {
      day: 8,
      reference: 'Proverbs 8:1-21',
      title: 'Better Than Rubies',
      description:
        'Wisdom speaks again at the city gates, offering truth, counsel and riches that last longer than gold.',
    },
    {
      day: 9,
      reference: 'Proverbs 8:22-36',
      title: 'Wisdom at Creation',
      description:
        'Wisdom was present before the mountains were settled, rejoicing beside the Creator; whoever finds her finds life.',
    },
    {
      day: 10,
      reference: 'Proverbs 9',
      title: 'Two Invitations',
      description:
        'Wisdom and Folly each prepare a house and call to passers-by; one table leads to life, the other to the depths of the grave.',
    },
    {
      day: 11,
      reference: 'Proverbs 10:1-21',
      title: 'The Mouth of the Righteous',
      description:
        'The first collection of short sayings contrasts the wise and the foolish, especially in how they work and how they speak.',
    },
    {
      day: 12,
      reference: 'Proverbs 15',
      title: 'A Soft Answer',
      description:
        'Gentle words turn away wrath, a merry heart makes a cheerful face, and a dinner of herbs with love beats a feast with hatred.',
    },
    {
      day: 13,
      reference: 'Proverbs 16',
      title: 'Our Plans, His Purposes',
      description:
        'We plan our way but the LORD directs our steps; pride goes before destruction, and patience is better than might.',
    },
    {
      day: 14,
      reference: 'Proverbs 17',
      title: 'A Friend at All Times',
      description:
        'Sayings on quarrels, friendship, family and the medicine of a merry heart, including the friend who loves at all times.',
    },
    {
      day: 15,
      reference: 'Proverbs 22:1-16',
      title: 'A Good Name',
      description:
        'A good name is worth more than riches; rich and poor have the same Maker, and generosity to the poor is blessed.',
    },
    {
      day: 16,
      reference: 'Proverbs 24:1-22',
      title: 'Strength in the Day of Adversity',
      description:
        'Do not envy evildoers; build with wisdom, rescue those being led to death, and know that the righteous rise again after they fall.',
    },
    {
      day: 17,
      reference: 'Proverbs 27',
      title: 'Iron Sharpens Iron',
      description:
        'Sayings about tomorrow, honest friends, flattery and faithful work: as iron sharpens iron, so one person sharpens another.',
    },
    {
      day: 18,
      reference: 'Proverbs 30:1-19',
      title: 'The Words of Agur',
      description:
        'A humble sage admits the limits of his understanding, asks for neither poverty nor riches, and marvels at things too wonderful to grasp.',
    },
    {
      day: 19,
      reference: 'Proverbs 31:10-31',
      title: 'A Woman of Strength',
      description:
        'The book closes with an alphabetic poem about a capable, generous woman whose life is the fear of the LORD put into practice.',
    },
    {
      day: 20,
      reference: 'Ecclesiastes 3:1-15',
      title: 'A Time for Everything',
      description:
        'The Preacher reflects on the seasons of life and on a God who makes everything beautiful in its time, though we cannot see the whole of his work.',
    },
    {
      day: 21,
      reference: 'James 3:13-4:10',
      title: 'Wisdom from Above',
      description:
        'James contrasts selfish, earthly wisdom with the peaceable wisdom that comes from God, and calls readers to humble themselves before him.',
    },
  ],
};
