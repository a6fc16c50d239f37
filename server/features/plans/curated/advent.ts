import type { CuratedPlan, CuratedSession } from './types.ts';

const day = (n: number, reference: string, title: string, description: string): CuratedSession => ({
  day: n,
  reference,
  title,
  description,
});

export const advent: CuratedPlan = {
  slug: 'advent-four-weeks',
  title: 'Advent: Four Weeks Toward Christmas',
  description:
    'Twenty-eight days from the first promise in Eden to the child in Bethlehem: a week of promises, a week of waiting, a week of announcements and a week at the manger.',
  type: 'theme',
  planType: 'daily',
  collection: 'season',
  sessions: [
    day(
      1,
      'Genesis 3:8-15',
      'The First Promise',
      "In the garden, straight after the fall, God promises that the woman's offspring will crush the serpent.",
    ),
    day(
      2,
      'Genesis 12:1-7',
      'A Blessing for Every Family',
      'Abram is called to leave everything, with a promise that all the families of the earth will be blessed through him.',
    ),
    day(
      3,
      '2 Samuel 7:8-17',
      'A House for David',
      'David wants to build God a house; God promises instead to build David a house and a throne that will last.',
    ),
    day(
      4,
      'Isaiah 9:1-7',
      'Unto Us a Child Is Born',
      'Light dawns on a people in darkness, and a child is named Wonderful, Counsellor, the mighty God, the Prince of Peace.',
    ),
    day(
      5,
      'Isaiah 11:1-10',
      'A Shoot from Jesse',
      'From the stump of a felled family tree grows a king full of the Spirit, and the wolf lies down with the lamb.',
    ),
    day(
      6,
      'Micah 5:1-5',
      'Out of Bethlehem',
      'The little town of Bethlehem is named as the birthplace of a ruler whose goings forth are from of old.',
    ),
    day(
      7,
      'Isaiah 40:1-11',
      'Comfort My People',
      'A voice cries in the wilderness to prepare the way, and the Lord comes as a shepherd gathering his lambs.',
    ),
    day(
      8,
      'Isaiah 35:1-10',
      'The Desert Shall Blossom',
      'Dry land bursts into flower, the blind see and the lame leap, as the redeemed walk home on the highway of holiness.',
    ),
    day(
      9,
      'Jeremiah 33:14-18',
      'A Righteous Branch',
      "In the ruins of Jerusalem, God renews his promise of a righteous Branch from David's line.",
    ),
    day(
      10,
      'Malachi 3:1-6',
      'The Messenger',
      "The last prophet announces a messenger to prepare the way, and a Lord who comes suddenly to his temple like a refiner's fire.",
    ),
    day(
      11,
      'Isaiah 52:7-12',
      'Beautiful Feet',
      'Watchmen sing as a messenger brings good news of peace: the Lord has comforted his people and returned to Zion.',
    ),
    day(
      12,
      'Psalm 80',
      'Restore Us',
      'A people who feel forgotten pray again and again for God to shine his face on them and save them.',
    ),
    day(
      13,
      'Isaiah 60:1-7',
      'Arise, Shine',
      'The glory of the Lord rises on Jerusalem, and nations come to its light bringing gold and incense.',
    ),
    day(
      14,
      'Isaiah 61:1-11',
      'Good News to the Poor',
      "The anointed one is sent to bind up the broken-hearted and proclaim the year of the Lord's favour.",
    ),
    day(
      15,
      'Matthew 1:1-17',
      'The Family Tree',
      'Matthew opens with the long line from Abraham through David to Jesus, with some surprising names along the way.',
    ),
    day(
      16,
      'Luke 1:5-25',
      'Zechariah in the Temple',
      'An old priest is told that his barren wife will bear a son who will prepare the people for the Lord.',
    ),
    day(
      17,
      'Luke 1:26-38',
      "Mary's Yes",
      'Gabriel greets a young woman in Nazareth, and Mary answers: be it unto me according to thy word.',
    ),
    day(
      18,
      'Luke 1:39-56',
      "Mary's Song",
      'Mary visits Elizabeth, and sings of a God who lifts the lowly and fills the hungry with good things.',
    ),
    day(
      19,
      'Luke 1:57-80',
      "Zechariah's Song",
      "John is born, his father's tongue is loosed, and he sings of the dayspring from on high.",
    ),
    day(
      20,
      'Matthew 1:18-25',
      "Joseph's Dream",
      'Joseph, a just man, is told in a dream to take Mary as his wife and to name the child Jesus.',
    ),
    day(
      21,
      'John 1:1-18',
      'The Word Became Flesh',
      'John tells the Christmas story from eternity: the Word who made all things came and lived among us.',
    ),
    day(
      22,
      'Luke 2:1-7',
      'No Room',
      "An emperor's decree brings Joseph and Mary to Bethlehem, where the child is laid in a manger.",
    ),
    day(
      23,
      'Luke 2:8-20',
      'Shepherds in the Field',
      'Angels announce good tidings of great joy to shepherds, who hurry to see and go back praising God.',
    ),
    day(
      24,
      'Luke 2:21-40',
      'Simeon and Anna',
      'Two old people who have waited all their lives recognise the child in the temple and give thanks.',
    ),
    day(
      25,
      'Matthew 2:1-12',
      'The Wise Men',
      'Travellers from the east follow a star to worship the king, while Herod plots in his palace.',
    ),
    day(
      26,
      'Matthew 2:13-23',
      'Out of Egypt',
      "The family flees Herod's cruelty into Egypt and later settles in Nazareth, as the prophets had said.",
    ),
    day(
      27,
      'Galatians 4:1-7',
      'In the Fullness of Time',
      "Paul says why the child came: born under the law to redeem us, so that we might be God's children.",
    ),
    day(
      28,
      'Philippians 2:1-11',
      'He Humbled Himself',
      'The one who was in the form of God took the form of a servant, and every knee will bow to him.',
    ),
  ],
};
