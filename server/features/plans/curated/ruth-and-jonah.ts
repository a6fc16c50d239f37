import type { CuratedPlan } from './types.ts';

export const ruthAndJonah: CuratedPlan = {
  slug: 'ruth-and-jonah',
  title: 'Ruth and Jonah: Unexpected Grace',
  description:
    "A Moabite widow welcomed into Israel and a reluctant prophet sent to Israel's enemies, read side by side and then followed through a week of passages that carry their story to David, to Jesus and to the Gentiles. Both show a God whose kindness reaches further than anyone expected.",
  type: 'book',
  planType: 'daily',
  previous: {
    title: 'Ruth and Jonah: Unexpected Grace',
    description:
      "Two short books read side by side over eight days: a Moabite widow welcomed into Israel, and a reluctant prophet sent to Israel's enemies. Both show a God whose kindness reaches further than anyone expected.",
    days: 8,
  },
  sessions: [
    {
      day: 1,
      reference: 'Ruth 1',
      title: 'Whither Thou Goest',
      description:
        "Famine and death empty Naomi's life, but her Moabite daughter-in-law Ruth refuses to leave her and goes with her to Bethlehem.",
    },
    {
      day: 2,
      reference: 'Ruth 2',
      title: 'Under His Wings',
      description:
        'Ruth gleans in the field of Boaz, who notices her faithfulness and treats her with unusual generosity.',
    },
    {
      day: 3,
      reference: 'Ruth 3',
      title: 'At the Threshing Floor',
      description:
        "Following Naomi's bold plan, Ruth asks Boaz to act as her near kinsman, and he promises to do all she asks.",
    },
    {
      day: 4,
      reference: 'Ruth 4',
      title: 'A Redeemer for Naomi',
      description:
        "Boaz redeems the family's land and marries Ruth; their son Obed brings Naomi joy and becomes the grandfather of David.",
    },
    {
      day: 5,
      reference: 'Jonah 1',
      title: 'Running from God',
      description:
        'Jonah flees toward Tarshish instead of going to Nineveh, and a storm, a crew of praying sailors and a great fish interrupt his escape.',
    },
    {
      day: 6,
      reference: 'Jonah 2',
      title: 'A Prayer from the Deep',
      description:
        'From inside the fish Jonah prays a psalm of rescue and confesses that salvation is of the LORD.',
    },
    {
      day: 7,
      reference: 'Jonah 3',
      title: 'A City Turns',
      description:
        'Given a second chance, Jonah preaches in Nineveh; from king to cattle the city repents, and God relents from the judgment he had threatened.',
    },
    {
      day: 8,
      reference: 'Jonah 4',
      title: 'The Angry Prophet',
      description:
        "Jonah sulks over God's mercy, and a plant, a worm and a hot wind lead to the book's closing question about God's care for a great city.",
    },
    {
      day: 9,
      reference: '1 Samuel 16:1-13',
      title: 'The Youngest Son in Bethlehem',
      description:
        'Ruth ended with a family line; here it reaches its point, as Samuel anoints David, the great-grandson of Ruth and Boaz, because the LORD looks on the heart.',
    },
    {
      day: 10,
      reference: 'Matthew 1:1-17',
      title: 'Ruth in the Line of Christ',
      description:
        'Matthew names four women in the genealogy of Jesus, Ruth the Moabite among them, so the foreigner welcomed at Bethlehem stands in the family tree of the Messiah.',
    },
    {
      day: 11,
      reference: '2 Kings 14:23-29',
      title: 'The Prophet Before the Fish',
      description:
        'Jonah first appears here, promising victory to Israel under Jeroboam II; seeing how God spared even an unfaithful Israel may help explain why Jonah resented mercy for Nineveh.',
    },
    {
      day: 12,
      reference: 'Nahum 1',
      title: 'Slow to Anger, Great in Power',
      description:
        "A later prophet announces the fall of the same Nineveh, using Jonah's own words about a God slow to anger, yet adding that he will not at all acquit the wicked.",
    },
    {
      day: 13,
      reference: 'Matthew 12:38-45',
      title: 'A Greater than Jonas',
      description:
        "Asked for a sign, Jesus offers only the sign of the prophet Jonas: three days in the heart of the earth, and Nineveh's repentance as a witness against his hearers.",
    },
    {
      day: 14,
      reference: 'Acts 10:23-48',
      title: 'From Joppa to Caesarea',
      description:
        'From Joppa, the port Jonah fled from, Peter is sent to the Gentile Cornelius and learns that God is no respecter of persons; the Spirit falls on all who hear.',
    },
  ],
};
