import type { CuratedPlan } from './types.ts';

export const fourteenDaysInMark: CuratedPlan = {
  slug: 'fourteen-days-in-mark',
  title: 'Fourteen Days in Mark',
  description:
    'Two weeks in the shortest and fastest-moving Gospel, from the Jordan to the empty tomb. Follow Jesus as his authority, compassion and road to the cross unfold.',
  type: 'book',
  planType: 'daily',
  sessions: [
    {
      day: 1,
      reference: 'Mark 1:1-20',
      title: 'The Beginning of the Gospel',
      description:
        'John prepares the way, Jesus is baptised and tested in the wilderness, and four fishermen leave their nets to follow him.',
    },
    {
      day: 2,
      reference: 'Mark 1:21-45',
      title: 'Authority and Compassion',
      description:
        'In Capernaum Jesus teaches with authority, drives out an unclean spirit, heals many, prays alone before dawn, and touches a leper.',
    },
    {
      day: 3,
      reference: 'Mark 2:1-22',
      title: 'Friends Through the Roof',
      description:
        'A paralysed man is lowered through a roof and forgiven, Levi is called from his tax booth, and Jesus speaks of new wine in new wineskins.',
    },
    {
      day: 4,
      reference: 'Mark 4:1-34',
      title: 'Seeds and Soil',
      description:
        'Parables of the sower, the lamp, the growing seed and the mustard seed show how the kingdom of God grows quietly but surely.',
    },
    {
      day: 5,
      reference: 'Mark 4:35-5:20',
      title: 'Storm and Legion',
      description:
        'Jesus calms the wind and waves, then frees a tormented man among the tombs and sends him home to tell what the Lord has done.',
    },
    {
      day: 6,
      reference: 'Mark 5:21-43',
      title: 'Only Believe',
      description:
        "On the way to Jairus's dying daughter, a woman who has suffered for twelve years touches Jesus' garment; both are restored.",
    },
    {
      day: 7,
      reference: 'Mark 6:30-56',
      title: 'Bread and Waves',
      description:
        'Jesus has compassion on a shepherdless crowd and feeds five thousand, then comes to his struggling disciples walking on the sea.',
    },
    {
      day: 8,
      reference: 'Mark 8:22-9:1',
      title: 'Who Do You Say I Am?',
      description:
        'A blind man sees in two stages, Peter confesses Jesus as the Christ, and Jesus begins to teach that he must suffer and that disciples must take up their cross.',
    },
    {
      day: 9,
      reference: 'Mark 9:2-29',
      title: 'Glory on the Mountain',
      description:
        "Jesus is transfigured before three disciples, then comes down to a desperate father's cry: Lord, I believe; help thou mine unbelief.",
    },
    {
      day: 10,
      reference: 'Mark 10:32-52',
      title: 'Not to Be Served',
      description:
        'While James and John ask for places of honour, Jesus explains that he came to serve and give his life, and blind Bartimaeus follows him in the way.',
    },
    {
      day: 11,
      reference: 'Mark 14:1-25',
      title: 'Anointed for Burial',
      description:
        'A woman breaks her jar of ointment over Jesus, Judas agrees to betray him, and Jesus shares the Passover bread and cup with the twelve.',
    },
    {
      day: 12,
      reference: 'Mark 14:26-52',
      title: 'Gethsemane',
      description:
        'Jesus prays in anguish, Not what I will, but what thou wilt, while his friends sleep; then he is betrayed with a kiss and deserted.',
    },
    {
      day: 13,
      reference: 'Mark 15:1-39',
      title: 'The King on the Cross',
      description:
        'Handed over to Pilate, mocked as King of the Jews and crucified, Jesus dies with a loud cry, and a centurion confesses him as the Son of God.',
    },
    {
      day: 14,
      reference: 'Mark 15:40-16:8',
      title: 'He Is Risen',
      description:
        'Faithful women watch his burial and return at dawn to find the stone rolled away and a young man announcing that Jesus is risen and going before them.',
    },
  ],
};
