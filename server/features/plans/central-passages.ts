/**
 * The passages a study of a common topic cannot leave out, in the order a plan reads them.
 * Nave's Topical Bible lists every verse that touches a topic, weighted by how often it is
 * cited; it does not say which passages are the heart of it, and its counts put Psalm 109 first
 * for prayer and 1 Samuel 18 for marriage. For these topics an offline plan opens with the
 * passages below (whole stories and whole arguments), then takes Nave's for any further days.
 * Titles and notes are Lamplight's own. Keys are lower case; `aliases` name the same topic.
 */

export interface CentralPassage {
  reference: string;
  title: string;
  note: string;
}

interface CentralTopic {
  name: string;
  aliases: string[];
  passages: CentralPassage[];
}

const TOPICS: CentralTopic[] = [
  {
    name: 'Marriage',
    aliases: ['marriage', 'marriages', 'married', 'husbands and wives', 'husband and wife'],
    passages: [
      {
        reference: 'Genesis 2:18-25',
        title: 'Made for One Another',
        note: 'God sees that it is not good for the man to be alone, makes the woman, and the two become one flesh.',
      },
      {
        reference: 'Proverbs 31:10-31',
        title: 'A Wife Beyond Price',
        note: 'A portrait of a wife whose husband trusts her, whose household thrives, and who fears the LORD.',
      },
      {
        reference: 'Malachi 2:13-16',
        title: 'The Wife of Your Youth',
        note: 'The LORD is witness between a man and the wife of his youth, and hates the breaking of that covenant.',
      },
      {
        reference: 'Matthew 19:1-12',
        title: 'What God Has Joined',
        note: 'Asked about divorce, Jesus goes back to the beginning: what God has joined, let no one separate.',
      },
      {
        reference: '1 Corinthians 7:1-16',
        title: 'Counsel for the Married',
        note: 'Paul on husbands and wives giving themselves to each other, and on staying together.',
      },
      {
        reference: 'Ephesians 5:21-33',
        title: 'Christ and the Church',
        note: 'Husbands and wives are to love and honour one another as Christ loves the church.',
      },
      {
        reference: '1 Peter 3:1-7',
        title: 'Heirs Together of Grace',
        note: 'Peter on the quiet strength of a wife and the understanding honour a husband owes her.',
      },
      {
        reference: 'Genesis 24:50-67',
        title: 'Isaac Loved Her',
        note: 'Rebekah agrees to go, and Isaac takes her as his wife and is comforted after his mother’s death.',
      },
      {
        reference: 'Ruth 4:1-17',
        title: 'Boaz Takes Ruth',
        note: 'At the city gate Boaz redeems the land and marries Ruth, and a son is born in the line of David.',
      },
      {
        reference: 'Proverbs 5:15-23',
        title: 'Rejoice with Your Wife',
        note: 'A father urges his son to find his joy at home and keep faith with his own wife.',
      },
      {
        reference: 'Song of Solomon 8:5-7',
        title: 'Love Strong as Death',
        note: 'Set me as a seal upon your heart: many waters cannot quench love.',
      },
      {
        reference: 'John 2:1-11',
        title: 'The Wedding at Cana',
        note: 'Jesus keeps a village wedding from shame, and the last wine is the best.',
      },
      {
        reference: '1 Corinthians 13',
        title: 'The Greatest of These',
        note: 'Love is patient and kind, bears all things and never fails.',
      },
      {
        reference: 'Colossians 3:12-21',
        title: 'Above All, Put On Love',
        note: 'Forbearing and forgiving one another at home, with love binding everything together.',
      },
    ],
  },
  {
    name: 'Resurrection',
    aliases: ['resurrection', 'the resurrection', 'rising from the dead', 'raised from the dead'],
    passages: [
      {
        reference: 'John 11:17-44',
        title: 'I Am the Resurrection',
        note: 'At the tomb of Lazarus Jesus speaks of himself as the resurrection and the life, then calls the dead man out.',
      },
      {
        reference: 'Matthew 28:1-20',
        title: 'He Is Not Here',
        note: 'The women find the stone rolled away and meet the risen Lord, who sends his disciples to all nations.',
      },
      {
        reference: 'Luke 24:13-35',
        title: 'The Road to Emmaus',
        note: 'Two disciples walk with a stranger who opens the scriptures to them, and know him when he breaks the bread.',
      },
      {
        reference: 'John 20:1-18',
        title: 'Mary at the Empty Tomb',
        note: 'Mary Magdalene weeps at the tomb until the one she takes for the gardener calls her by name.',
      },
      {
        reference: '1 Corinthians 15:1-28',
        title: 'If Christ Be Not Raised',
        note: 'The witnesses of the risen Christ, and why everything in the faith stands or falls with his rising.',
      },
      {
        reference: '1 Corinthians 15:35-58',
        title: 'Raised Incorruptible',
        note: 'What the resurrection body will be, and death swallowed up in victory.',
      },
      {
        reference: '1 Thessalonians 4:13-18',
        title: 'Hope for Those Who Grieve',
        note: 'Believers who have died will rise when the Lord comes: comfort for those who mourn.',
      },
      {
        reference: 'Job 19:23-29',
        title: 'I Know That My Redeemer Lives',
        note: 'In his suffering Job hopes to see God for himself, after his skin is destroyed.',
      },
      {
        reference: 'Daniel 12:1-4',
        title: 'Those Who Sleep in the Dust',
        note: 'Many who sleep in the dust will awake, and the wise will shine like the stars.',
      },
      {
        reference: 'Mark 16:1-8',
        title: 'He Is Risen',
        note: 'The women come with spices and are told the crucified Jesus is not there.',
      },
      {
        reference: 'Luke 24:36-49',
        title: 'Handle Me and See',
        note: 'The risen Jesus eats with his frightened disciples and opens their minds to the scriptures.',
      },
      {
        reference: 'John 20:19-31',
        title: 'My Lord and My God',
        note: 'Jesus comes through locked doors, and Thomas, who doubted, believes.',
      },
      {
        reference: 'Acts 2:22-36',
        title: 'God Raised Him Up',
        note: 'Peter preaches that death could not hold Jesus, and reads Psalm 16 of him.',
      },
      {
        reference: 'Romans 6:1-11',
        title: 'Newness of Life',
        note: 'Baptised into Christ’s death, believers are to live as those raised with him.',
      },
    ],
  },
  {
    name: 'Forgiveness',
    aliases: ['forgiveness', 'forgiving', 'forgive', 'forgiveness of sin', 'forgiveness of sins'],
    passages: [
      {
        reference: 'Psalms 32',
        title: 'The Blessing of Being Forgiven',
        note: 'David kept silent about his sin until he confessed it, and found the LORD forgave it.',
      },
      {
        reference: 'Psalms 51',
        title: 'Create in Me a Clean Heart',
        note: 'A prayer for mercy after grave sin, asking to be washed, renewed and restored.',
      },
      {
        reference: 'Luke 7:36-50',
        title: 'Forgiven Much, Loving Much',
        note: 'A woman known as a sinner anoints Jesus’ feet, and he tells his host why she loves so much.',
      },
      {
        reference: 'Luke 15:11-32',
        title: 'The Father Runs to Meet Him',
        note: 'The younger son comes home expecting to be a servant and is welcomed as a son; the elder son is invited in too.',
      },
      {
        reference: '1 John 1:5-2:2',
        title: 'If We Confess',
        note: 'God is faithful to forgive those who confess their sins, and Christ pleads for us.',
      },
      {
        reference: 'Matthew 18:21-35',
        title: 'Seventy Times Seven',
        note: 'A servant forgiven a vast debt refuses to forgive a small one: forgiven people forgive.',
      },
      {
        reference: 'Ephesians 4:25-5:2',
        title: 'As God Forgave You',
        note: 'Put away bitterness and anger, and forgive one another as God in Christ has forgiven you.',
      },
      {
        reference: 'Exodus 34:1-9',
        title: 'Forgiving Iniquity',
        note: 'The LORD passes before Moses and names himself merciful, gracious and forgiving.',
      },
      {
        reference: '2 Samuel 12:1-13',
        title: 'You Are the Man',
        note: 'Nathan’s story brings David to confess, and he hears that the LORD has put away his sin.',
      },
      {
        reference: 'Psalms 103',
        title: 'As Far as the East Is from the West',
        note: 'David blesses the LORD, who forgives all iniquities and does not deal with us after our sins.',
      },
      {
        reference: 'Isaiah 1:10-20',
        title: 'Though Your Sins Be as Scarlet',
        note: 'God wants justice, not empty offerings, and offers to make scarlet sins white as snow.',
      },
      {
        reference: 'Mark 2:1-12',
        title: 'Your Sins Are Forgiven',
        note: 'A paralysed man is let down through a roof, and Jesus forgives him before he heals him.',
      },
      {
        reference: 'Luke 23:32-43',
        title: 'Father, Forgive Them',
        note: 'On the cross Jesus prays for those who crucify him and promises paradise to a thief.',
      },
      {
        reference: 'Genesis 50:15-21',
        title: 'Joseph Forgives His Brothers',
        note: 'Afraid of revenge, the brothers beg forgiveness; Joseph says God meant it for good.',
      },
    ],
  },
  {
    name: 'Prayer',
    aliases: ['prayer', 'prayers', 'praying', 'pray'],
    passages: [
      {
        reference: 'Matthew 6:5-15',
        title: 'When You Pray',
        note: 'Jesus teaches his disciples to pray in secret, without empty words, and gives them the Lord’s Prayer.',
      },
      {
        reference: 'Luke 11:1-13',
        title: 'Ask, Seek, Knock',
        note: 'Asked to teach them to pray, Jesus tells of a friend at midnight and a father who gives good gifts.',
      },
      {
        reference: 'Luke 18:1-14',
        title: 'Keep Praying, Pray Humbly',
        note: 'A widow who will not give up, and a tax collector whose short prayer is heard.',
      },
      {
        reference: '1 Samuel 1:9-28',
        title: 'Hannah Pours Out Her Soul',
        note: 'A barren woman prays in deep distress at Shiloh, is heard, and gives her son back to the LORD.',
      },
      {
        reference: 'John 17:1-26',
        title: 'Jesus Prays for His Own',
        note: 'On the night before the cross Jesus prays for his disciples and for all who will believe through them.',
      },
      {
        reference: 'Philippians 4:4-9',
        title: 'Instead of Worry, Prayer',
        note: 'In everything make your requests known to God with thanksgiving, and his peace will keep your heart.',
      },
      {
        reference: 'James 5:13-18',
        title: 'The Prayer of Faith',
        note: 'Pray in trouble and in sickness, confess to one another: the prayer of a righteous person is powerful.',
      },
      {
        reference: 'Genesis 18:16-33',
        title: 'Abraham Pleads for Sodom',
        note: 'Abraham bargains with God for the city, bold and humble at once.',
      },
      {
        reference: '1 Kings 18:30-46',
        title: 'Fire and Rain on Carmel',
        note: 'Elijah prays a short prayer and fire falls; then he prays seven times for rain.',
      },
      {
        reference: 'Nehemiah 1',
        title: 'Nehemiah Prays for Jerusalem',
        note: 'Hearing the city lies in ruins, Nehemiah weeps, fasts, confesses and asks for favour.',
      },
      {
        reference: 'Daniel 9:1-19',
        title: 'For Your Great Mercies',
        note: 'Daniel confesses his people’s sin and asks God to act, not for their goodness but for his name.',
      },
      {
        reference: 'Matthew 26:36-46',
        title: 'Not as I Will',
        note: 'In Gethsemane Jesus prays three times, and asks his friends to watch with him.',
      },
      {
        reference: 'Acts 4:23-31',
        title: 'They Lifted Up Their Voice',
        note: 'Threatened, the church prays not for safety but for boldness, and the place is shaken.',
      },
      {
        reference: 'Ephesians 3:14-21',
        title: 'I Bow My Knees',
        note: 'Paul prays that believers may know the love of Christ that passes knowledge.',
      },
    ],
  },
  {
    name: 'Humility',
    aliases: ['humility', 'humble', 'humbleness', 'meekness'],
    passages: [
      {
        reference: 'Micah 6:6-8',
        title: 'Walk Humbly with Your God',
        note: 'What the LORD asks is not offerings but justice, mercy and a humble walk with him.',
      },
      {
        reference: 'Matthew 20:20-28',
        title: 'Not to Be Served',
        note: 'Two disciples ask for the best seats; Jesus says the greatest must serve, as he came to serve.',
      },
      {
        reference: 'Luke 14:7-14',
        title: 'The Lowest Seat',
        note: 'At a dinner Jesus tells guests to take the lowest place and hosts to invite those who cannot repay.',
      },
      {
        reference: 'Luke 18:9-14',
        title: 'Two Men Went Up to Pray',
        note: 'The Pharisee lists his virtues; the tax collector asks for mercy and goes home justified.',
      },
      {
        reference: 'John 13:1-17',
        title: 'He Washed Their Feet',
        note: 'Jesus takes a towel and washes his disciples’ feet, and tells them to do the same.',
      },
      {
        reference: 'Philippians 2:1-11',
        title: 'The Mind of Christ',
        note: 'Count others better than yourselves, as Christ emptied himself and became obedient to death.',
      },
      {
        reference: '1 Peter 5:1-7',
        title: 'Clothed with Humility',
        note: 'Elders and the young alike are to humble themselves under God’s hand and cast their care on him.',
      },
      {
        reference: 'Isaiah 6:1-8',
        title: 'Woe Is Me',
        note: 'Seeing the LORD in the temple, Isaiah knows himself undone, is cleansed, and answers, Send me.',
      },
      {
        reference: '2 Kings 5:1-14',
        title: 'Naaman Goes Down to the Jordan',
        note: 'A proud general is healed only when he stoops to wash as a prophet’s servant says.',
      },
      {
        reference: 'Daniel 4:28-37',
        title: 'Those Who Walk in Pride',
        note: 'Nebuchadnezzar boasts of his Babylon, loses his reason, and learns to praise the King of heaven.',
      },
      {
        reference: 'Psalms 131',
        title: 'Like a Weaned Child',
        note: 'A short psalm of a heart that is not proud and a soul at rest in the LORD.',
      },
      {
        reference: 'Luke 1:46-55',
        title: 'He Has Lifted Up the Lowly',
        note: 'Mary sings of a God who scatters the proud and lifts up those of low degree.',
      },
      {
        reference: 'Matthew 18:1-5',
        title: 'Become as Little Children',
        note: 'Asked who is greatest, Jesus sets a child among his disciples.',
      },
      {
        reference: 'James 4:1-10',
        title: 'Humble Yourselves',
        note: 'God resists the proud and gives grace to the humble: draw near to him and he will lift you up.',
      },
    ],
  },
  {
    name: 'Anxiety',
    aliases: ['anxiety', 'anxious', 'worry', 'worrying', 'care', 'cares', 'fear and worry'],
    passages: [
      {
        reference: 'Matthew 6:25-34',
        title: 'Consider the Lilies',
        note: 'Jesus points to birds and flowers: the Father knows what you need, so seek his kingdom first.',
      },
      {
        reference: 'Philippians 4:4-9',
        title: 'The Peace That Guards',
        note: 'Be anxious for nothing, but bring everything to God in prayer; his peace will guard your heart and mind.',
      },
      {
        reference: '1 Peter 5:6-11',
        title: 'He Cares for You',
        note: 'Cast all your care on God, because he cares for you, and stand firm.',
      },
      {
        reference: 'Psalms 23',
        title: 'The LORD Is My Shepherd',
        note: 'The shepherd leads, restores and is present even in the valley of the shadow of death.',
      },
      {
        reference: 'Psalms 46',
        title: 'Be Still',
        note: 'God is a refuge though the earth give way: be still, and know that he is God.',
      },
      {
        reference: 'Luke 10:38-42',
        title: 'Martha and Mary',
        note: 'Martha is troubled about many things; Mary sits at the Lord’s feet and listens.',
      },
      {
        reference: 'Isaiah 41:8-13',
        title: 'Fear Not, I Am with You',
        note: 'The LORD tells his servant not to be afraid: he will strengthen, help and hold him.',
      },
      {
        reference: 'Psalms 121',
        title: 'My Help Comes from the LORD',
        note: 'The keeper of Israel neither slumbers nor sleeps, and keeps your going out and coming in.',
      },
      {
        reference: 'Psalms 91',
        title: 'Under His Wings',
        note: 'Whoever dwells in the shelter of the Most High need not fear the terror by night.',
      },
      {
        reference: 'Isaiah 40:27-31',
        title: 'They Shall Mount Up with Wings',
        note: 'The everlasting God does not grow weary, and renews the strength of those who wait for him.',
      },
      {
        reference: 'Mark 4:35-41',
        title: 'Why Are You So Afraid?',
        note: 'Jesus sleeps through a storm, and stills it with a word.',
      },
      {
        reference: 'Matthew 11:25-30',
        title: 'Rest for Your Souls',
        note: 'Come to me, all who labour and are heavy laden: my yoke is easy.',
      },
      {
        reference: 'John 14:1-7',
        title: 'Let Not Your Heart Be Troubled',
        note: 'On his last night Jesus tells his friends he goes to prepare a place for them.',
      },
      {
        reference: 'Romans 8:31-39',
        title: 'Nothing Can Separate Us',
        note: 'If God is for us, who can be against us? Nothing in all creation can part us from his love.',
      },
    ],
  },
  {
    name: 'Faith',
    aliases: ['faith', 'believing', 'belief', 'trust in god'],
    passages: [
      {
        reference: 'Genesis 15:1-6',
        title: 'Abram Believed the LORD',
        note: 'Shown the stars, childless Abram believes God’s promise, and it is counted to him as righteousness.',
      },
      {
        reference: 'Hebrews 11:1-16',
        title: 'The Substance of Things Hoped For',
        note: 'What faith is, and the people of old who lived by it, looking for a better country.',
      },
      {
        reference: 'Hebrews 11:17-40',
        title: 'By Faith They Endured',
        note: 'Abraham, Moses, Rahab and many more, who trusted God through trial and death.',
      },
      {
        reference: 'Matthew 8:5-13',
        title: 'Only Say the Word',
        note: 'A Roman officer trusts Jesus to heal his servant from afar, and Jesus marvels at his faith.',
      },
      {
        reference: 'Mark 9:14-29',
        title: 'Help My Unbelief',
        note: 'A father whose son suffers cries out that he believes and asks help for his unbelief.',
      },
      {
        reference: 'Romans 4:1-25',
        title: 'Counted as Righteousness',
        note: 'Paul shows that Abraham was made right with God by trusting him, not by his works.',
      },
      {
        reference: 'James 2:14-26',
        title: 'Faith That Works',
        note: 'Faith without deeds is dead: Abraham and Rahab showed their faith by what they did.',
      },
      {
        reference: 'Genesis 22:1-19',
        title: 'God Will Provide',
        note: 'Abraham obeys the hardest command, trusting God, and a ram is provided in Isaac’s place.',
      },
      {
        reference: 'Daniel 3:13-30',
        title: 'Even If He Does Not',
        note: 'Three young men will not bow to the image, trusting God to save them, or not.',
      },
      {
        reference: 'Habakkuk 3:17-19',
        title: 'Though the Fig Tree Does Not Blossom',
        note: 'With every crop failed, the prophet still rejoices in the God of his salvation.',
      },
      {
        reference: 'Matthew 14:22-33',
        title: 'O You of Little Faith',
        note: 'Peter walks on the water to Jesus, looks at the wind, and sinks until he is caught.',
      },
      {
        reference: 'Mark 5:21-43',
        title: 'Your Faith Has Made You Well',
        note: 'A woman touches his garment and a ruler’s daughter is raised: only believe.',
      },
      {
        reference: 'Romans 10:5-17',
        title: 'Faith Comes by Hearing',
        note: 'Whoever calls on the name of the Lord will be saved, and faith comes by hearing the word.',
      },
      {
        reference: 'Ephesians 2:1-10',
        title: 'By Grace Through Faith',
        note: 'Dead in sins, we are made alive by grace through faith, not by works, for good works.',
      },
    ],
  },
  {
    name: 'Holy Spirit',
    aliases: ['holy spirit', 'the holy spirit', 'holy ghost', 'the holy ghost', 'spirit of god'],
    passages: [
      {
        reference: 'John 14:15-31',
        title: 'Another Comforter',
        note: 'Jesus promises the Spirit of truth, who will be with his disciples for ever and teach them all things.',
      },
      {
        reference: 'John 16:5-15',
        title: 'He Will Guide You into Truth',
        note: 'Why it is good that Jesus goes away: the Spirit will come, convict the world and guide the disciples.',
      },
      {
        reference: 'Acts 2:1-21',
        title: 'The Day of Pentecost',
        note: 'The Spirit comes like wind and fire, and Peter explains it by the prophet Joel.',
      },
      {
        reference: 'Romans 8:1-17',
        title: 'Led by the Spirit',
        note: 'Life in the Spirit rather than the flesh; the Spirit bears witness that we are God’s children.',
      },
      {
        reference: '1 Corinthians 12:1-13',
        title: 'One Spirit, Many Gifts',
        note: 'The same Spirit gives different gifts to each for the good of all, one body in Christ.',
      },
      {
        reference: 'Galatians 5:16-26',
        title: 'The Fruit of the Spirit',
        note: 'Walk by the Spirit: love, joy, peace and the rest of his fruit, against the works of the flesh.',
      },
      {
        reference: 'Ezekiel 37:1-14',
        title: 'Breath in Dry Bones',
        note: 'In a valley of bones the prophet sees God’s breath bring the dead to life: I will put my Spirit in you.',
      },
      {
        reference: 'Joel 2:28-32',
        title: 'I Will Pour Out My Spirit',
        note: 'God promises his Spirit on all flesh: sons and daughters, old men and young.',
      },
      {
        reference: 'Matthew 3:13-17',
        title: 'Like a Dove',
        note: 'At Jesus’ baptism the Spirit descends on him and the Father speaks.',
      },
      {
        reference: 'Luke 4:14-21',
        title: 'The Spirit of the Lord Is upon Me',
        note: 'In the synagogue at Nazareth Jesus reads Isaiah and says it is fulfilled today.',
      },
      {
        reference: 'John 3:1-8',
        title: 'Born of the Spirit',
        note: 'Jesus tells Nicodemus that one must be born of water and the Spirit, like the wind that blows where it will.',
      },
      {
        reference: 'Acts 10:34-48',
        title: 'On the Gentiles Also',
        note: 'While Peter is still speaking the Spirit falls on Cornelius and his household.',
      },
      {
        reference: 'Romans 8:18-27',
        title: 'The Spirit Helps Our Weakness',
        note: 'When we do not know how to pray, the Spirit intercedes with groanings too deep for words.',
      },
      {
        reference: 'Ephesians 1:3-14',
        title: 'Sealed with the Spirit',
        note: 'Every blessing in Christ, and the promised Spirit as the guarantee of what is to come.',
      },
    ],
  },
  {
    name: 'Hospitality',
    aliases: ['hospitality', 'hospitable', 'welcoming strangers', 'strangers'],
    passages: [
      {
        reference: 'Genesis 18:1-15',
        title: 'Abraham’s Guests',
        note: 'Abraham runs to welcome three travellers at the heat of the day and hears God’s promise at his own table.',
      },
      {
        reference: '2 Kings 4:8-17',
        title: 'A Room for the Prophet',
        note: 'A woman of Shunem makes a room for Elisha on her roof, and is given a son.',
      },
      {
        reference: 'Luke 14:12-24',
        title: 'Invite Those Who Cannot Repay',
        note: 'Jesus tells a host to invite the poor and lame, and tells of a great supper with empty seats filled.',
      },
      {
        reference: 'Matthew 25:31-46',
        title: 'I Was a Stranger',
        note: 'The King counts a welcome given to the least of his brothers as given to him.',
      },
      {
        reference: 'Romans 12:9-21',
        title: 'Given to Hospitality',
        note: 'Love without pretence: share with those in need, welcome others, even feed your enemy.',
      },
      {
        reference: 'Hebrews 13:1-6',
        title: 'Angels Unawares',
        note: 'Keep on loving one another and do not forget to entertain strangers.',
      },
      {
        reference: '1 Peter 4:7-11',
        title: 'Without Grudging',
        note: 'Show hospitality to one another without complaint, each serving with the gift received.',
      },
      {
        reference: 'Deuteronomy 10:12-22',
        title: 'Love the Stranger',
        note: 'The God who loves the stranger tells Israel to love him too, for they were strangers in Egypt.',
      },
      {
        reference: '2 Samuel 9',
        title: 'At the King’s Table',
        note: 'David seeks out Jonathan’s lame son and seats him at his table for good.',
      },
      {
        reference: '1 Kings 17:8-16',
        title: 'The Widow of Zarephath',
        note: 'A widow shares her last meal with Elijah, and her flour and oil do not run out.',
      },
      {
        reference: 'Luke 10:25-37',
        title: 'The Good Samaritan',
        note: 'A despised stranger stops, binds a wounded man’s wounds and pays for his lodging.',
      },
      {
        reference: 'Luke 19:1-10',
        title: 'Zacchaeus Receives Him',
        note: 'Jesus invites himself to a tax collector’s house, and the host’s life is turned around.',
      },
      {
        reference: 'Acts 16:11-15',
        title: 'Come into My House',
        note: 'Lydia believes, is baptised with her household, and insists that Paul stay with her.',
      },
      {
        reference: '3 John 1:5-8',
        title: 'Fellow Workers for the Truth',
        note: 'John praises Gaius for welcoming travelling believers, even strangers.',
      },
    ],
  },
  {
    name: 'Riches',
    aliases: ['riches', 'wealth', 'money', 'rich', 'possessions', 'greed'],
    passages: [
      {
        reference: 'Luke 12:13-34',
        title: 'The Rich Fool',
        note: 'A man builds bigger barns and dies that night: a life does not consist in what one owns.',
      },
      {
        reference: 'Mark 10:17-31',
        title: 'The Rich Young Man',
        note: 'A man who kept the commandments goes away sad, for he had great possessions.',
      },
      {
        reference: 'Luke 16:19-31',
        title: 'The Rich Man and Lazarus',
        note: 'A rich man ignores the beggar at his gate, and after death the great gulf is fixed.',
      },
      {
        reference: '1 Timothy 6:6-19',
        title: 'Godliness with Contentment',
        note: 'The love of money is a root of all kinds of evil; the rich are to be generous and rich in good works.',
      },
      {
        reference: 'Matthew 6:19-24',
        title: 'Treasure in Heaven',
        note: 'Where your treasure is, there your heart will be: no one can serve God and money.',
      },
      {
        reference: 'Deuteronomy 8:11-20',
        title: 'When You Have Eaten and Are Full',
        note: 'Moses warns that plenty can make a heart forget the God who gives the power to get wealth.',
      },
      {
        reference: 'James 5:1-6',
        title: 'Your Riches Are Corrupted',
        note: 'A warning to the rich who hoard and withhold the wages of those who work for them.',
      },
      {
        reference: 'Psalms 49',
        title: 'They Cannot Take It with Them',
        note: 'Wealth cannot ransom a life; the rich die like everyone, but God redeems the soul.',
      },
      {
        reference: 'Psalms 73',
        title: 'When I Saw the Prosperity of the Wicked',
        note: 'The psalmist envies the rich until he enters God’s sanctuary and sees their end.',
      },
      {
        reference: 'Proverbs 30:7-9',
        title: 'Neither Poverty nor Riches',
        note: 'A prayer for just enough, lest plenty lead to denying God or need to stealing.',
      },
      {
        reference: 'Ecclesiastes 5:10-20',
        title: 'Whoever Loves Money',
        note: 'Money never satisfies its lover; to enjoy one’s work and lot is God’s gift.',
      },
      {
        reference: 'Mark 12:41-44',
        title: 'The Widow’s Two Coins',
        note: 'A poor widow gives more than all the rich, for she gives all she has.',
      },
      {
        reference: '2 Corinthians 8:1-15',
        title: 'Though He Was Rich',
        note: 'Christ became poor for our sakes; the Macedonians give out of deep poverty.',
      },
      {
        reference: '2 Corinthians 9:6-15',
        title: 'A Cheerful Giver',
        note: 'Sow generously: God loves a cheerful giver and supplies enough for every good work.',
      },
    ],
  },
];

const byName = new Map<string, CentralTopic>();
for (const topic of TOPICS) {
  for (const key of [topic.name.toLowerCase(), ...topic.aliases]) byName.set(key, topic);
}

/** The central passages of a topic the reader typed ('marriage', 'Holy Ghost'), if any. */
export function centralPassages(
  phrase: string,
): { name: string; passages: CentralPassage[] } | null {
  const key = phrase
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const topic = byName.get(key);
  return topic ? { name: topic.name, passages: topic.passages } : null;
}

/** Every topic with central passages (for tests and docs). */
export function centralTopics(): readonly { name: string; passages: readonly CentralPassage[] }[] {
  return TOPICS;
}
