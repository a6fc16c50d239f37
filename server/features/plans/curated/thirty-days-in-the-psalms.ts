import type { CuratedPlan } from './types.ts';

export const thirtyDaysInThePsalms: CuratedPlan = {
  slug: 'thirty-days-in-the-psalms',
  title: 'Five Weeks in the Psalms',
  description:
    "A month of praying through Israel's songbook, from the two ways of Psalm 1 to the closing hallelujahs, then a last week of psalms of trust to carry into the days after. Each day pairs a well-loved psalm with room to bring your own joys and complaints to God.",
  type: 'book',
  planType: 'daily',
  previous: {
    title: 'Thirty Days in the Psalms',
    description:
      "A month of praying through Israel's songbook, from the two ways of Psalm 1 to the closing hallelujahs. Each day pairs a well-loved psalm with room to bring your own joys and complaints to God.",
    days: 30,
  },
  sessions: [
    {
      day: 1,
      reference: 'Psalms 1:1-2:12',
      title: 'Two Ways and a King',
      description:
        "The doorway to the Psalter: the blessed person rooted like a tree by water, and the LORD's anointed king set over the restless nations.",
    },
    {
      day: 2,
      reference: 'Psalm 8',
      title: 'Crowned with Glory',
      description:
        'Looking up at the moon and stars, David marvels that God should be mindful of frail human beings and give them honour.',
    },
    {
      day: 3,
      reference: 'Psalm 16',
      title: 'The Path of Life',
      description:
        'A psalm of trust that finds its inheritance in God alone and looks for fullness of joy in his presence.',
    },
    {
      day: 4,
      reference: 'Psalm 19',
      title: 'The Heavens and the Law',
      description:
        'The sky speaks of God without words, and his law speaks plainly, sweeter than honey; the psalm ends with a prayer for a clean heart and acceptable words.',
    },
    {
      day: 5,
      reference: 'Psalm 22',
      title: 'Forsaken and Heard',
      description:
        'A cry of abandonment, later spoken by Jesus on the cross, that turns by its end into praise before the great congregation.',
    },
    {
      day: 6,
      reference: 'Psalms 23:1-24:10',
      title: 'Shepherd and King of Glory',
      description:
        'The LORD who leads through the valley of the shadow of death is also the King of glory who enters through the everlasting doors.',
    },
    {
      day: 7,
      reference: 'Psalm 27',
      title: 'One Thing I Desire',
      description:
        'Surrounded by enemies, David asks for one thing above all: to dwell in the house of the LORD and behold his beauty.',
    },
    {
      day: 8,
      reference: 'Psalm 32',
      title: 'The Blessing of Forgiveness',
      description:
        'Silence about sin wears the body down, but confession brings relief, protection and joy.',
    },
    {
      day: 9,
      reference: 'Psalm 34',
      title: 'Taste and See',
      description:
        'A thanksgiving after deliverance that invites others to taste and see that the LORD is good, and promises he is near the brokenhearted.',
    },
    {
      day: 10,
      reference: 'Psalm 37:1-22',
      title: 'Fret Not',
      description:
        'Wisdom for anyone unsettled by the success of the wicked: trust, delight in the LORD, commit your way to him and wait patiently.',
    },
    {
      day: 11,
      reference: 'Psalms 42:1-43:5',
      title: 'As the Hart Panteth',
      description:
        'A thirsty soul far from the temple argues with its own despair and keeps repeating, Hope thou in God.',
    },
    {
      day: 12,
      reference: 'Psalm 46',
      title: 'A Very Present Help',
      description:
        'Though the earth shakes and the waters roar, God is a refuge in the midst of the city; be still, and know that he is God.',
    },
    {
      day: 13,
      reference: 'Psalm 51',
      title: 'A Clean Heart',
      description:
        "David's prayer of repentance after his sin with Bathsheba, asking for mercy, washing and a right spirit within.",
    },
    {
      day: 14,
      reference: 'Psalm 62',
      title: 'Waiting upon God Alone',
      description:
        'A quiet, stubborn confidence that salvation and strength belong to God, not to status or riches.',
    },
    {
      day: 15,
      reference: 'Psalm 63',
      title: 'Thirst in a Dry Land',
      description:
        "Written in the wilderness of Judah, this psalm finds God's lovingkindness better than life and remembers him through the night watches.",
    },
    {
      day: 16,
      reference: 'Psalm 73',
      title: 'When the Wicked Prosper',
      description:
        "Asaph nearly loses his footing out of envy, until he enters God's sanctuary and sees things whole: God is the strength of his heart.",
    },
    {
      day: 17,
      reference: 'Psalm 84',
      title: "Longing for God's House",
      description:
        "A pilgrim's song about the joy of God's courts, where even the sparrow finds a home and a day is better than a thousand.",
    },
    {
      day: 18,
      reference: 'Psalm 90',
      title: 'Teach Us to Number Our Days',
      description:
        'The only psalm titled as a prayer of Moses sets short human lives against the eternal God and asks for wisdom and lasting work.',
    },
    {
      day: 19,
      reference: 'Psalm 91',
      title: 'Under His Wings',
      description:
        'A song of shelter in the secret place of the most High, where God covers his people with his feathers.',
    },
    {
      day: 20,
      reference: 'Psalms 95:1-96:13',
      title: 'Come, Let Us Sing',
      description:
        'An invitation to worship the Maker and Shepherd, a warning against hard hearts, and a new song for all the earth.',
    },
    {
      day: 21,
      reference: 'Psalm 103',
      title: 'Bless the LORD, O My Soul',
      description:
        'David counts the benefits of God: forgiveness, healing, redemption, and a mercy that removes our transgressions as far as east is from west.',
    },
    {
      day: 22,
      reference: 'Psalm 104',
      title: 'The Works of His Hands',
      description:
        'A hymn to the Creator who waters the hills, feeds the lions and the birds, and renews the face of the earth.',
    },
    {
      day: 23,
      reference: 'Psalm 107:1-22',
      title: 'Let the Redeemed Say So',
      description:
        'Wanderers, prisoners and the sick all cry to the LORD in their trouble and are rescued; each is called to give thanks.',
    },
    {
      day: 24,
      reference: 'Psalm 119:1-32',
      title: 'Thy Word in My Heart',
      description:
        "The first four stanzas of the great alphabetic psalm: delight in God's word, a young man's cleansing, and a heart set free to run.",
    },
    {
      day: 25,
      reference: 'Psalm 119:97-128',
      title: 'A Lamp unto My Feet',
      description:
        "Four more stanzas of love for God's law, which gives understanding, lights the path, and holds firm when the proud mock.",
    },
    {
      day: 26,
      reference: 'Psalms 121:1-122:9',
      title: 'Songs of the Pilgrim Road',
      description:
        'Two songs of ascent: the LORD who keeps Israel never sleeps, and the gladness of going up to the house of the LORD to pray for peace.',
    },
    {
      day: 27,
      reference: 'Psalms 130:1-131:3',
      title: 'Out of the Depths',
      description:
        'A cry from the depths that waits for the LORD more than watchmen wait for morning, followed by a quiet soul like a weaned child.',
    },
    {
      day: 28,
      reference: 'Psalm 139',
      title: 'Searched and Known',
      description:
        "There is nowhere to flee from God's presence and nothing hidden from his sight, and that knowledge becomes a comfort and a prayer.",
    },
    {
      day: 29,
      reference: 'Psalm 145',
      title: 'Great Is the LORD',
      description:
        'An alphabetic hymn to the greatness and kindness of the King, who upholds all who fall and is near all who call upon him.',
    },
    {
      day: 30,
      reference: 'Psalms 148:1-150:6',
      title: 'Let Everything Praise',
      description:
        'The Psalter ends in a rising chorus: heavens, creatures, kings and children, and finally everything that has breath, praise the LORD.',
    },
    {
      day: 31,
      reference: 'Psalm 4',
      title: 'I Will Lie Down in Peace',
      description:
        'An evening psalm: David answers those who ask who will show them any good, and sleeps safe because the LORD keeps him.',
    },
    {
      day: 32,
      reference: 'Psalm 40',
      title: 'A New Song in My Mouth',
      description:
        'Waiting patiently brings rescue from the horrible pit, and the rescued one learns that God wants an open ear and a glad heart more than sacrifice.',
    },
    {
      day: 33,
      reference: 'Psalm 86',
      title: 'Teach Me Thy Way',
      description:
        "A poor and needy servant asks for an undivided heart to fear God's name, resting on a God full of compassion, slow to anger and plenteous in mercy.",
    },
    {
      day: 34,
      reference: 'Psalm 116',
      title: 'What Shall I Render?',
      description:
        'Saved when the sorrows of death compassed him, the psalmist asks how to repay such goodness and answers by calling on the LORD and keeping his vows among the people.',
    },
    {
      day: 35,
      reference: 'Psalm 146',
      title: 'While I Have Any Being',
      description:
        'Put no trust in princes who return to the earth; the God who made heaven and earth keeps faith for ever, so praise him as long as you live.',
    },
  ],
};
