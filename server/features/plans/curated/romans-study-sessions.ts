import type { CuratedPlan } from './types.ts';

export const romansStudySessions: CuratedPlan = {
  slug: 'romans-study-sessions',
  title: 'Romans: Fourteen Study Sessions',
  description:
    "Fourteen unhurried sessions through Paul's fullest explanation of the gospel, from humanity's need to life together in grace, closing with three Old Testament passages the letter is built on. Ideal for a small group or a slower personal study.",
  type: 'book',
  planType: 'session',
  previous: {
    title: 'Romans: Ten Study Sessions',
    description:
      "Ten unhurried sessions through Paul's fullest explanation of the gospel, from humanity's need to life together in grace. Ideal for a small group or a slower personal study.",
    days: 10,
  },
  sessions: [
    {
      day: 1,
      reference: 'Romans 1',
      title: 'Not Ashamed of the Gospel',
      description:
        "Paul introduces himself to a church he has not yet visited, names the gospel as God's power to save, and describes what happens when people exchange God's truth for a lie.",
    },
    {
      day: 2,
      reference: 'Romans 2:1-3:20',
      title: 'None Righteous',
      description:
        'Moralists and religious insiders are no better placed than anyone else: Jew and Gentile alike stand accountable before God, and every mouth is stopped.',
    },
    {
      day: 3,
      reference: 'Romans 3:21-4:25',
      title: 'Justified by Faith',
      description:
        "God's righteousness is revealed apart from the law through faith in Jesus Christ, and Abraham, who believed God before he was circumcised, shows that this was always the way.",
    },
    {
      day: 4,
      reference: 'Romans 5',
      title: 'Peace with God',
      description:
        "Justified people have peace, hope that does not disappoint, and God's love poured into their hearts; where Adam brought death, Christ brings grace in abundance.",
    },
    {
      day: 5,
      reference: 'Romans 6:1-7:6',
      title: 'Dead to Sin, Alive to God',
      description:
        'Grace is no licence to keep sinning: united with Christ in his death and resurrection, believers serve God in newness of spirit.',
    },
    {
      day: 6,
      reference: 'Romans 7:7-8:17',
      title: 'From Struggle to the Spirit',
      description:
        'The law exposes sin but cannot defeat it, and the wretched cry of chapter 7 is answered by no condemnation and the Spirit of adoption crying Abba, Father.',
    },
    {
      day: 7,
      reference: 'Romans 8:18-39',
      title: 'Nothing Can Separate Us',
      description:
        "Creation groans, believers groan and the Spirit intercedes, yet all things work together for good, and nothing can separate us from God's love in Christ.",
    },
    {
      day: 8,
      reference: 'Romans 9:1-10:21',
      title: 'The Word Is Near',
      description:
        "Paul grieves over Israel, wrestles with God's freedom to show mercy, and declares that whoever calls on the name of the Lord shall be saved.",
    },
    {
      day: 9,
      reference: 'Romans 11:1-12:21',
      title: 'Mercy and the Living Sacrifice',
      description:
        'God has not cast away his people; the olive tree and the doxology lead into a call to offer ourselves as living sacrifices and to love without pretence.',
    },
    {
      day: 10,
      reference: 'Romans 13:1-15:13',
      title: 'Welcoming One Another',
      description:
        'Love fulfils the law, the night is far spent, and believers who disagree about food and days are to receive one another as Christ received them.',
    },
    {
      day: 11,
      reference: 'Romans 15:14-16:27',
      title: 'Greetings and a Doxology',
      description:
        'Paul explains his work among the Gentiles and his hope of reaching Spain, greets a long list of co-workers, women and men, and closes with praise to the only wise God.',
    },
    {
      day: 12,
      reference: 'Habakkuk 2',
      title: 'The Just Shall Live by His Faith',
      description:
        "Paul builds his letter on a line from Habakkuk's watchtower: while the proud swell, the righteous live by faith, and the earth will be filled with the knowledge of God's glory.",
    },
    {
      day: 13,
      reference: 'Genesis 15',
      title: 'Counted unto Him for Righteousness',
      description:
        "The chapter behind Romans 4: Abram believes God's promise of a son and a people like the stars, and God binds himself to it in a covenant.",
    },
    {
      day: 14,
      reference: 'Isaiah 52:7-53:12',
      title: 'How Beautiful Are the Feet',
      description:
        'Romans 10 quotes this passage about the messenger of good news and the question of who has believed the report, which leads into the servant wounded for our transgressions.',
    },
  ],
};
