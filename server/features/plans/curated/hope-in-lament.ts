import type { CuratedPlan } from './types.ts';

export const hopeInLament: CuratedPlan = {
  slug: 'hope-in-lament',
  title: 'Hope in Lament',
  description:
    'Study sessions on the honest prayers of Scripture, where grief, doubt and protest are brought to God and hope is found in the dark, ending with how a church carries sorrow together. For seasons of loss or for learning to walk with others through theirs.',
  type: 'theme',
  planType: 'session',
  previous: {
    title: 'Hope in Lament',
    description:
      'Study sessions on the honest prayers of Scripture, where grief, doubt and protest are brought to God and hope is found in the dark. For seasons of loss or for learning to walk with others through theirs.',
    days: 11,
  },
  sessions: [
    {
      day: 1,
      reference: 'Psalm 22',
      title: 'Why Hast Thou Forsaken Me?',
      description:
        'A sufferer cries out to a God who seems absent, recalls his faithfulness, and ends in praise; Jesus takes its first words on his lips at the cross.',
    },
    {
      day: 2,
      reference: 'Psalms 42:1-43:5',
      title: 'Why Art Thou Cast Down?',
      description:
        'Far from the place of worship and taunted by others, the psalmist speaks to his own soul and keeps choosing hope.',
    },
    {
      day: 3,
      reference: 'Psalm 88',
      title: 'A Prayer from the Dark',
      description:
        'The bleakest psalm, which ends in darkness without resolution, shows that even unanswered prayer is still addressed to the God of my salvation.',
    },
    {
      day: 4,
      reference: 'Job 19',
      title: 'I Know That My Redeemer Liveth',
      description:
        'Abandoned by friends and family and convinced God has wronged him, Job still reaches for a Redeemer who will stand at the last.',
    },
    {
      day: 5,
      reference: 'Lamentations 3',
      title: 'New Every Morning',
      description:
        "In a long poem over ruined Jerusalem, the poet describes God's hand against him, then recalls that the LORD's compassions fail not.",
    },
    {
      day: 6,
      reference: 'Jeremiah 32',
      title: 'Buying a Field in a Siege',
      description:
        'With Babylon at the gates and the prophet in prison, God tells Jeremiah to buy land, a costly sign that houses and fields will be bought again.',
    },
    {
      day: 7,
      reference: 'Habakkuk 1:1-3:19',
      title: 'Though the Fig Tree Fail',
      description:
        "The prophet complains about injustice, waits on his watchtower for God's answer, and ends by choosing to rejoice even if the harvest fails.",
    },
    {
      day: 8,
      reference: 'John 11:1-44',
      title: 'Jesus Wept',
      description:
        'Jesus arrives after Lazarus has died, meets Martha and Mary in their grief, weeps at the tomb, and calls his friend out to life.',
    },
    {
      day: 9,
      reference: 'Romans 8:18-39',
      title: 'Groaning in Hope',
      description:
        'Creation and believers groan as in labour while the Spirit prays with us, and Paul insists that nothing can separate us from the love of God.',
    },
    {
      day: 10,
      reference: '2 Corinthians 4:1-5:10',
      title: 'Treasure in Earthen Vessels',
      description:
        'Pressed but not crushed, Paul looks past wasting bodies and light affliction to an eternal weight of glory and a house not made with hands.',
    },
    {
      day: 11,
      reference: 'Revelation 21:1-22:5',
      title: 'All Things New',
      description:
        'John sees a new heaven and a new earth, where God dwells with his people and wipes away every tear, and the river of life flows from the throne.',
    },
    {
      day: 12,
      reference: 'Romans 12:9-21',
      title: 'Weep with Them That Weep',
      description:
        'Lament is not only a private prayer: Paul asks a church to rejoice with the glad, weep with the grieving and overcome evil with good, which is how sorrow is carried together.',
    },
    {
      day: 13,
      reference: '2 Corinthians 1:1-11',
      title: 'The God of All Comfort',
      description:
        'Paul, pressed beyond strength in Asia, blesses the God who comforts us in all our tribulation so that we can comfort others with the comfort we have received.',
    },
    {
      day: 14,
      reference: '1 Thessalonians 4:13-5:11',
      title: 'Not as Others Which Have No Hope',
      description:
        'To a church burying its dead Paul gives the hope of the resurrection, and tells them to comfort one another with these words and build each other up.',
    },
  ],
};
