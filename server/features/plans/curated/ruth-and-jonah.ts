import type { CuratedPlan } from './types.ts';

export const ruthAndJonah: CuratedPlan = {
  slug: 'ruth-and-jonah',
  title: 'Ruth and Jonah: Unexpected Grace',
  description:
    "Two short books read side by side over eight days: a Moabite widow welcomed into Israel, and a reluctant prophet sent to Israel's enemies. Both show a God whose kindness reaches further than anyone expected.",
  type: 'book',
  planType: 'daily',
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
  ],
};
