import type { CuratedPlan } from './types.ts';

export const holyWeek: CuratedPlan = {
  slug: 'holy-week',
  title: 'Holy Week in Seven Days',
  description:
    "The last week of Jesus' life, from the entry into Jerusalem to the empty tomb, one scene a day. Start on Palm Sunday, or whenever you want to walk the way of the cross.",
  type: 'theme',
  planType: 'daily',
  collection: 'season',
  sessions: [
    {
      day: 1,
      reference: 'Matthew 21:1-17',
      title: 'The King Comes Riding',
      description:
        'Jesus enters Jerusalem on a donkey to shouts of Hosanna, then clears the traders out of the temple.',
    },
    {
      day: 2,
      reference: 'Mark 11:12-25',
      title: 'The Fig Tree and the Temple',
      description:
        'A fruitless fig tree withers, the temple is called a den of thieves, and the disciples are taught to pray with faith and forgiveness.',
    },
    {
      day: 3,
      reference: 'Mark 12:28-44',
      title: 'The Greatest Commandment',
      description:
        'Asked which commandment is first, Jesus joins love of God and love of neighbour, and praises a widow who gives all she has.',
    },
    {
      day: 4,
      reference: 'Matthew 26:1-16',
      title: 'Anointed at Bethany',
      description:
        "A woman pours costly ointment on Jesus' head for his burial, while Judas goes to sell him for thirty pieces of silver.",
    },
    {
      day: 5,
      reference: 'John 13:1-20',
      title: 'He Washed Their Feet',
      description:
        "On the night before he dies, Jesus takes a towel and washes his disciples' feet, and tells them to do the same.",
    },
    {
      day: 6,
      reference: 'John 19:16-42',
      title: 'It Is Finished',
      description:
        'Jesus is crucified, entrusts his mother to the beloved disciple, says it is finished, and is laid in a new tomb.',
    },
    {
      day: 7,
      reference: 'Luke 24:1-35',
      title: 'He Is Risen',
      description:
        'The women find the tomb empty, and two travellers to Emmaus recognise the risen Jesus in the breaking of bread.',
    },
  ],
};
