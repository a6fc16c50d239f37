import type { CuratedPlan } from './types.ts';

/** Joins paragraphs into one markdown string. */
const md = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const provisionInTheWilderness: CuratedPlan = {
  slug: 'provision-in-the-wilderness',
  title: 'Provision in the Wilderness',
  description:
    'Walk with Israel from the edge of Egypt to the rock at Horeb and see how God supplies guidance, bread, water and strength in a dry land. Later readings follow the story into the Psalms, Deuteronomy and the New Testament, where the wilderness points to Christ.',
  type: 'theme',
  planType: 'daily',
  featured: true,
  sessions: [
    {
      day: 1,
      reference: 'Exodus 13:17-22',
      title: 'The Long Way Round',
      description:
        'Israel leaves Egypt, but God steers them away from the short coastal road and goes ahead of them in a pillar of cloud by day and of fire by night.',
      insight: {
        summary: md(
          "Israel has just left Egypt after the first Passover, and the obvious route to Canaan lay close at hand: the road along the Mediterranean coast, which the narrator calls *the way of the land of the Philistines*. Egyptian sources depict a line of forts along that northern road, and the text gives its own reason for avoiding it: a people fresh from slavery might 'see war' and turn back (13:17). So God leads them 'about', by the wilderness road toward the Red Sea. The shortest way is not always the kindest one.",
          "Two details deserve attention. First, Moses carries the bones of Joseph (13:19), keeping the oath Joseph asked of his brothers in Genesis 50:25. The journey is tied to a promise made generations earlier; the people walk out carrying both their history and their hope. Second, the LORD himself goes before them 'in a pillar of a cloud, to lead them the way; and by night in a pillar of fire, to give them light' (13:21). In the ancient world a god's presence was often linked to a fixed temple or image. Here the presence of God travels, visible and public, at the head of a column of former slaves.",
          "The closing line is easy to pass over: 'He took not away the pillar of the cloud by day, nor the pillar of fire by night' (13:22). Before there is any manna or water from the rock, the first provision of the wilderness is guidance and company. God does not hand Israel a map; he goes with them, day and night, and their part is to follow.",
          "**What this shows about God's provision:**\n\n- It can look like a longer road, chosen for our protection.\n- It rests on promises God has already made.\n- Its first gift is God's own presence.",
        ),
        themes: [
          {
            title: 'Guided the long way',
            description:
              'God chose the wilderness road to spare a fragile people a war they were not ready to face.',
          },
          {
            title: 'A promise carried',
            description:
              "Joseph's bones link the Exodus to God's word to Abraham's family and remind Israel that the journey has a destination.",
          },
          {
            title: 'Presence day and night',
            description:
              'The pillar of cloud and fire assures Israel that God leads, lights the way and never leaves the camp.',
          },
        ],
        questions: [
          'Where does God seem to be taking you the long way round, and what might he be sparing you from?',
          'What promises or stories of faithfulness are you carrying with you into this season?',
          'How do you recognise God leading you in an ordinary day, and what helps you follow?',
        ],
      },
    },
    {
      day: 2,
      reference: 'Exodus 14',
      title: 'Stand Still and See',
      description:
        "Hemmed in between Pharaoh's chariots and the sea, Israel panics, then watches the LORD open a path through the waters.",
      insight: {
        summary: md(
          "God deliberately directs Israel to turn back and camp 'before Pi-hahiroth, between Migdol and the sea' (14:2), so that to Pharaoh they look 'entangled in the land'. None of these places can be located with certainty today. The Hebrew name of the sea is *yam suph*, which many scholars translate 'Sea of Reeds'; the ancient Greek translation rendered it 'Red Sea', and the KJV follows that tradition. Proposed crossing points range from the lakes and marshes along the line of the modern Suez Canal to the Gulf of Suez and beyond. The chapter's interest, though, is not geography but the question of who fights for whom.",
          "Chariots were the most formidable military technology of the day, and Israel's reaction is pure panic: 'Because there were no graves in Egypt, hast thou taken us away to die in the wilderness?' (14:11). Moses answers with one of Scripture's great words of comfort: 'Fear ye not, stand still, and see the salvation of the LORD... The LORD shall fight for you, and ye shall hold your peace' (14:13-14). Yet God immediately adds, 'Speak unto the children of Israel, that they go forward' (14:15). Stillness of heart and steps of obedience belong together.",
          "The pillar moves behind the camp, bringing darkness to Egypt and light to Israel (14:19-20). An east wind blows all night, and the people walk on dry ground with the waters 'a wall unto them on their right hand, and on their left' (14:22). The scene echoes creation, where God gathers the waters and the dry land appears (Genesis 1:9). The chapter ends with the people fearing the LORD and believing him and his servant Moses (14:31).",
          'Provision here takes the form of deliverance. God makes a way where there was none, and does it so that no one can doubt whose work it is.',
        ),
        themes: [
          {
            title: 'The LORD fights for his people',
            description:
              "Israel's safety rests not on its own strength but on God, who acts when they cannot.",
          },
          {
            title: 'Be still, then go forward',
            description:
              'Trusting God means both quiet confidence and the practical step of obedience he asks for.',
          },
          {
            title: 'A new creation through water',
            description:
              'The dividing of the sea recalls the first creation and marks the birth of a freed people.',
          },
        ],
        questions: [
          "What feels like 'the sea in front and chariots behind' for you right now?",
          'Is God asking you to be still, to go forward, or both? What would that look like this week?',
          'How has a past rescue shaped the way you trust God today?',
        ],
      },
    },
    {
      day: 3,
      reference: 'Exodus 15:1-21',
      title: 'The Song at the Sea',
      description:
        "On the far shore Moses and Israel sing of the LORD's victory, and Miriam leads the women with timbrels and dancing.",
      insight: {
        summary: md(
          "Israel's first response to rescue is not a plan or a law but a song. Exodus 15:1-18, often called the Song of the Sea, is poetry, and many scholars regard it as one of the oldest poems in the Hebrew Bible because of its archaic language, though its date is debated. It retells chapter 14 as worship rather than report: horse and rider are thrown into the sea, the enemy boasts 'I will pursue, I will overtake' (15:9), and God simply blows with his wind.",
          "The song moves from past to future. Verses 1-12 celebrate what the LORD has done; verse 13 turns to where he is leading: 'Thou in thy mercy hast led forth the people which thou hast redeemed: thou hast guided them in thy strength unto thy holy habitation.' Philistia, Edom, Moab and Canaan hear and tremble (15:14-15), and the song ends with God planting his people 'in the mountain of thine inheritance' and the confession 'The LORD shall reign for ever and ever' (15:17-18). Deliverance is not the end of the story; it begins a journey toward a home where God dwells with his people.",
          "Miriam the prophetess then takes a timbrel and leads the women in dance, singing the opening line back (15:20-21). Women greeting a victory with hand drums and dancing appears elsewhere in Israel's story (for example 1 Samuel 18:6), and here it shows the whole community, not only its leaders, joining the praise.",
          "The question 'Who is like unto thee, O LORD, among the gods?' (15:11) sets the LORD above the gods of Egypt. Part of God's provision is that he gives his people words with which to answer him. Memory turned into praise becomes strength for the road ahead, and Israel will need it within three days.",
        ),
        themes: [
          {
            title: 'Praise as the first response',
            description:
              'Israel turns rescue into worship before moving on, and the song becomes a memory they can carry.',
          },
          {
            title: 'Redeemed for a destination',
            description:
              "The song looks ahead to God's dwelling place: freedom from Egypt is for life with God.",
          },
          {
            title: 'Who is like the LORD?',
            description:
              'The poem declares the LORD beyond comparison, greater than the powers that once held Israel captive.',
          },
        ],
        questions: [
          'What has God done for you that you have never properly stopped to thank him for?',
          "If you wrote a few lines of your own 'song at the sea', what would they say?",
          'How does remembering what God has done change the way you face what lies ahead?',
        ],
      },
    },
    {
      day: 4,
      reference: 'Exodus 15:22-27',
      title: 'Bitter Water Made Sweet',
      description:
        'Three days into the desert Israel finds only bitter water at Marah; God heals the water, calls himself their healer, and brings them to the springs of Elim.',
      insight: {
        summary: md(
          "Only three days after singing at the sea, Israel walks into the wilderness of Shur and finds no water. 'Three days' had been Moses' request to Pharaoh, a journey into the wilderness to worship (Exodus 3:18; 5:3); now the journey has come, and it is harder than anyone imagined. When they finally reach water at Marah, it is too bitter to drink; the name itself means 'bitter'. The people murmur against Moses, and the mood of the song has vanished.",
          "Moses does what he will do again and again: he cries to the LORD. God shows him a tree, or piece of wood, which he throws into the water, and the water becomes sweet (15:25). The text does not explain how, and it shows no interest in the mechanism. What it stresses is that 'there he made for them a statute and an ordinance, and there he proved them'. The wilderness is a place of testing, where Israel learns whether it will listen to God's voice.",
          "Then God describes himself: 'I am the LORD that healeth thee' (15:26). Promising to keep Israel from the diseases he brought on Egypt if they listen to him, he presents himself not as a distant supplier but as a healer who restores what is bitter and broken. This is the first of several murmuring stories in the wilderness. In the early ones complaint is met with provision; later ones, after Sinai, also bring judgment.",
          "The episode ends with a quiet surprise: Elim, with 'twelve wells of water, and threescore and ten palm trees' (15:27). Interpreters have often linked these numbers to the twelve tribes and the seventy elders, though the text itself draws no connection. Either way, God brings a weary people to shade and water.",
          'Marah and Elim together teach that bitterness is not the last word. Sometimes provision comes by transforming what is already in front of us; sometimes it comes by leading us on to a new place.',
        ),
        themes: [
          {
            title: 'From song to thirst',
            description:
              'Praise at the sea is quickly tested by hardship, showing how fragile trust can be.',
          },
          {
            title: 'The LORD who heals',
            description:
              'God reveals himself as the one who makes bitter things sweet and restores his people.',
          },
          {
            title: 'Rest after testing',
            description:
              "Elim shows that God's leading includes places of refreshment as well as places of trial.",
          },
        ],
        questions: [
          "Where are you tasting 'bitter water' right now, and have you told God about it honestly?",
          'What healing, of body, memory or relationship, would you most like to ask God for?',
          "Can you remember an 'Elim' in your life, a place of rest after a hard stretch? What did it teach you?",
        ],
      },
    },
    {
      day: 5,
      reference: 'Exodus 16:1-18',
      title: 'Bread from Heaven',
      description:
        'A month out of Egypt the people long for the flesh pots, and God answers with quail in the evening and manna on the ground in the morning.',
      insight: {
        summary: md(
          "Israel reaches the wilderness of Sin 'on the fifteenth day of the second month' after leaving Egypt (16:1), a month after the Passover. Whatever food they carried has run low, and the whole congregation murmurs. Their memory of Egypt has become selective: 'when we sat by the flesh pots, and when we did eat bread to the full' (16:3). Slavery is remembered as a full stomach.",
          "God's answer is generous before it is corrective: 'Behold, I will rain bread from heaven for you' (16:4). The same verse gives a purpose: the people are to gather 'a certain rate every day, that I may prove them, whether they will walk in my law, or no.' Daily bread is also a daily lesson in trust. Moses points out that their complaints are really aimed at God (16:8), and then the glory of the LORD appears in the cloud (16:10).",
          "In the evening quails cover the camp; in the morning, when the dew lifts, a fine flaky substance lies on the ground. The people ask one another *man hu*, Hebrew for 'What is it?', and the question gives manna its name (16:15). Some writers have compared it to sweet deposits found on tamarisk shrubs in Sinai, but the narrative presents it as a gift beyond the ordinary, given every morning except the sabbath for forty years.",
          "Each person gathers an omer, and when it is measured 'he that gathered much had nothing over, and he that gathered little had no lack' (16:18). Paul later quotes this verse when he urges Christians to share with one another (2 Corinthians 8:15). God's provision is enough for each person, and it is meant to shape a community of equals rather than one of hoarders and have-nots.",
        ),
        themes: [
          {
            title: 'Complaint met with grace',
            description:
              'God answers a grumbling people with bread before he deals with their grumbling.',
          },
          {
            title: 'Daily dependence',
            description:
              'Manna arrives one day at a time, so that trust is practised one day at a time.',
          },
          {
            title: 'Enough for everyone',
            description:
              "The measured omer shows that God's provision is meant to be shared fairly, with no lack and no surplus.",
          },
        ],
        questions: [
          'Do you ever remember the past as better than it was, in a way that holds you back from where God is leading now?',
          "What would it look like for you to trust God for today's portion rather than for everything at once?",
          "Where could your 'much' meet someone else's 'little' this week?",
        ],
      },
    },
    {
      day: 6,
      reference: 'Exodus 16:19-36',
      title: 'Enough for Today, Rest on the Seventh',
      description:
        'Manna kept overnight spoils, yet the double portion of the sixth day stays fresh for the sabbath, and a jar of manna is kept as a witness for later generations.',
      insight: {
        summary: md(
          "The rules for manna are simple, and the people manage to break each one. Leave none until morning: some do, and it breeds worms and stinks (16:20). Gather twice as much on the sixth day, because the seventh is 'the rest of the holy sabbath unto the LORD' (16:23): some go out on the seventh day anyway and find nothing (16:27). The story is honest about how hard it is to trust a provision you cannot store up or control.",
          "This is the first time the word *sabbath* appears in Exodus, before the Ten Commandments are given at Sinai. Rest arrives as a gift before it is written as a command: 'See, for that the LORD hath given you the sabbath' (16:29). For people who had lived under forced labour, a day with no work required, and with food already provided, was a remarkable thing. The same food that spoils when hoarded on an ordinary day keeps fresh for the sabbath, a sign that this rhythm comes from God and not from nature.",
          "The chapter closes by looking forward. Manna tastes 'like wafers made with honey' (16:31), and an omer of it is to be kept 'before the Testimony' so that future generations can see the bread that fed their ancestors (16:32-34). Hebrews 9:4 recalls a golden pot of manna kept with the ark. The narrator adds that Israel ate manna for forty years, until they reached the borders of Canaan (16:35; compare Joshua 5:12), compressing a whole generation of daily faithfulness into a few lines.",
          'Provision here has two sides: enough for each day, and rest on the day God sets apart. Both teach that life does not finally depend on how much we can gather.',
        ),
        themes: [
          {
            title: 'Hoarding and trust',
            description:
              'Manna that spoils overnight exposes the fear that God will not provide tomorrow.',
          },
          {
            title: 'Sabbath as gift',
            description:
              'Rest is given to former slaves before it is commanded, with their food provided in advance.',
          },
          {
            title: 'Memory for the generations',
            description:
              "The kept jar of manna turns God's faithfulness into something children can see and ask about.",
          },
        ],
        questions: [
          'What do you tend to hoard, whether time, money or control, and what fear lies underneath it?',
          'How might you receive rest this week as a gift rather than a reward you have to earn?',
          "What reminder of God's faithfulness could you keep, or pass on to someone younger?",
        ],
      },
    },
    {
      day: 7,
      reference: 'Exodus 17:1-7',
      title: 'Is the LORD Among Us?',
      description:
        'At Rephidim there is no water; the people quarrel with Moses, and God sends him to strike the rock at Horeb.',
      insight: {
        summary: md(
          "The camp moves on from the wilderness of Sin 'after their journeys, according to the commandment of the LORD' (17:1). That detail matters: they are exactly where God led them, and still there is no water. Obedience does not guarantee an easy campsite.",
          "This time the complaint has an edge. The people 'chide' with Moses, using a word that can describe a legal dispute, and they are close to stoning him (17:4). They accuse him of bringing them out of Egypt to kill them, their children and their cattle with thirst (17:3). Underneath lies the real question, which gives the place its names: 'Is the LORD among us, or not?' (17:7). *Massah* means 'testing' and *Meribah* means 'quarrelling'.",
          "God's reply is remarkable. Moses is to take elders as witnesses and the same rod that struck the Nile, and God says, 'I will stand before thee there upon the rock in Horeb' (17:6). The rod that once turned the river to blood in judgment now brings water for life. Horeb is another name for the mountain of God (Exodus 3:1), so the water comes from the place where God first met Moses. Christian readers have long seen in this scene a God who stands where the blow falls for the sake of his people.",
          "Later Scripture keeps returning to this moment. Psalm 95 warns, 'Harden not your heart, as in the provocation' (95:8); Deuteronomy 6:16 forbids tempting the LORD 'as ye tempted him in Massah'; Numbers 20 records a second episode at Meribah with a very different outcome for Moses; and Paul will say that 'that Rock was Christ' (1 Corinthians 10:4).",
          "God meets the people's doubt with water rather than a lecture. Their question, 'Is the LORD among us?', is answered by the flowing rock itself.",
        ),
        themes: [
          {
            title: 'Thirst in the place of obedience',
            description:
              'Israel camps where God told them to and still faces need, so hardship is not proof of having gone astray.',
          },
          {
            title: 'Putting God to the test',
            description:
              "Asking 'Is the LORD among us?' turns need into suspicion, and later Scripture remembers it as a warning.",
          },
          {
            title: 'God stands on the rock',
            description:
              'God places himself at the point of provision, and the rod of judgment becomes a means of life.',
          },
        ],
        questions: [
          'When have you found yourself asking, aloud or silently, whether the LORD is really among you?',
          'How can you bring your need to God honestly without turning it into a quarrel with him?',
          'Who are the trusted witnesses you could invite to see what God is doing in your life?',
        ],
      },
    },
    {
      day: 8,
      reference: 'Exodus 17:8-16',
      title: 'Hands Held Up',
      description:
        "Amalek attacks at Rephidim; Joshua fights in the valley while Aaron and Hur hold up Moses' hands on the hill.",
      insight: {
        summary: md(
          "The first military threat of the wilderness comes straight after the water from the rock. Amalek, a desert people descended from Esau according to Genesis 36:12, attacks Israel at Rephidim. Deuteronomy 25:17-18 adds that they struck the stragglers at the rear, 'all that were feeble behind thee, when thou wast faint and weary'. It was an attack on the most vulnerable.",
          "Joshua appears here for the first time in the Bible, chosen to lead the fighting men. Moses climbs a hill with 'the rod of God' in his hand. While his hands are raised, Israel prevails; when they drop, Amalek prevails (17:11). The text does not explain the link, but its point is plain: the battle in the valley depends on what happens on the hill, where Moses stands before God on Israel's behalf.",
          "Then comes a very human detail. Moses' hands grow heavy. Aaron and Hur sit him on a stone and hold up his hands, 'the one on the one side, and the other on the other side', until sunset (17:12). The great leader cannot keep his own hands up all day. God's provision comes through the people who stand beside him.",
          "Moses builds an altar and names it *Jehovah-nissi*, 'The LORD is my banner' (17:15). A banner was a rallying point in battle; Israel's courage gathers around the LORD himself. God also tells Moses to write the event down as a memorial and 'rehearse it in the ears of Joshua' (17:14). The promise to blot out Amalek's memory is hard for modern readers. Deuteronomy ties it to Amalek's cruelty toward the weak (25:17-19), and readers continue to wrestle with how such texts should be understood.",
          'The wilderness holds enemies as well as hunger and thirst. Here God provides victory, intercession, and friends who hold us up when our own strength runs out.',
        ),
        themes: [
          {
            title: 'The valley and the hill',
            description:
              "Joshua's fighting and Moses' raised hands belong together: action and prayer depend on each other.",
          },
          {
            title: 'Held up by others',
            description:
              'Aaron and Hur show that even the strongest leaders need friends to carry them when their strength fails.',
          },
          {
            title: 'The LORD is my banner',
            description:
              "Israel's courage gathers around God himself, whose name marks the victory.",
          },
        ],
        questions: [
          'Whose hands could you help hold up, in prayer or practical support, this week?',
          'Are you willing to let others hold up your hands when you are weary? What makes that hard?',
          'What would it mean for you to live under the banner of the LORD rather than your own strength?',
        ],
      },
    },
    {
      day: 9,
      reference: 'Numbers 11',
      title: 'Craving in the Wilderness',
      description:
        'Tired of manna, the people crave meat; Moses buckles under the weight of leadership, and God shares his Spirit with seventy elders and sends the quail.',
      insight: {
        summary: md(
          "Numbers 11 takes place after Israel has left Sinai (Numbers 10:11-12), and it shows that receiving the law has not cured their complaining. After a brief episode at Taberah, 'burning', the chapter turns to a deeper problem. The 'mixt multitude', the outsiders who left Egypt alongside Israel (Exodus 12:38), begin to crave, and Israel joins in: 'We remember the fish, which we did eat in Egypt freely; the cucumbers, and the melons, and the leeks, and the onions, and the garlick' (11:5). Their complaint is that 'there is nothing at all, beside this manna' (11:6). The narrator answers by describing manna with care: ground, baked into cakes, tasting 'as the taste of fresh oil' (11:8). The gift has not changed; their appetite has.",
          "Moses breaks down too. 'Have I conceived all this people?... I am not able to bear all this people alone' (11:12, 14). He even asks to die. God does not brush this honest prayer aside. He takes of the Spirit that is on Moses and puts it on seventy elders so that they share the load (11:17, 25). When Eldad and Medad prophesy in the camp, Joshua wants them stopped, but Moses replies, 'Would God that all the LORD's people were prophets' (11:29).",
          "When Moses doubts that meat can be found for so many, God asks, 'Is the LORD's hand waxed short?' (11:23). The quail then come in overwhelming numbers, yet the story ends in plague and a grim place name, Kibroth-hattaavah, 'the graves of craving' (11:34). Receiving exactly what we demand is not always a blessing.",
          'The chapter sets two kinds of provision side by side: meat given in judgment to a craving people, and the Spirit given in mercy to an exhausted leader. God hears both cries, but answers them very differently.',
        ),
        themes: [
          {
            title: 'The danger of craving',
            description:
              'Longing for what Egypt offered blinds the people to the goodness of the gift in front of them.',
          },
          {
            title: 'Shared burdens',
            description:
              "God answers Moses' exhaustion by giving his Spirit to others who will carry the load with him.",
          },
          {
            title: "Is the LORD's hand short?",
            description:
              "God's question reminds Moses, and the reader, that provision is not limited by what seems possible.",
          },
        ],
        questions: [
          "What 'leeks and onions' of an old way of life do you find yourself longing for, and what does that longing reveal?",
          'Are you carrying a burden alone that God may want you to share with others?',
          'Have you ever received what you demanded and found it was not what you needed?',
        ],
      },
    },
    {
      day: 10,
      reference: 'Deuteronomy 8',
      title: 'Not by Bread Alone',
      description:
        'On the edge of the promised land Moses explains why God led Israel through the wilderness, and warns them not to forget him once they are full.',
      insight: {
        summary: md(
          "Deuteronomy presents itself as Moses' address to Israel on the plains of Moab, forty years after the Exodus, as a new generation prepares to cross the Jordan. Chapter 8 looks back over the whole wilderness period and interprets it. The journey had a purpose: 'to humble thee, and to prove thee, to know what was in thine heart' (8:2).",
          "Verse 3 is the heart of the chapter: God 'suffered thee to hunger, and fed thee with manna... that he might make thee know that man doth not live by bread only, but by every word that proceedeth out of the mouth of the LORD doth man live.' Both the hunger and the manna were lessons. Bread matters, and God supplied it; but the bread came at his word, and life depends on that word more deeply than on food. Moses adds smaller mercies: their clothes did not wear out and their feet did not swell for forty years (8:4). He compares this discipline to a father training his son (8:5).",
          "Then the chapter turns to the future, and the danger shifts. Canaan is a land of wheat and barley, vines, figs and pomegranates, olive oil and honey, with iron and copper in its hills (8:7-9). The risk now is not hunger but forgetfulness. When you have eaten and are full, built good houses and watched your herds multiply, your heart may be lifted up until you say, 'My power and the might of mine hand hath gotten me this wealth' (8:17). The remedy is memory: 'thou shalt remember the LORD thy God: for it is he that giveth thee power to get wealth' (8:18).",
          'Deuteronomy 8 holds the wilderness and the good land together. Scarcity teaches dependence; plenty tests whether that dependence was real. When Jesus is hungry in his own wilderness, this is the verse he quotes (Matthew 4:4).',
        ),
        themes: [
          {
            title: 'The wilderness as a school',
            description:
              "Hunger and provision were meant to reveal Israel's heart and teach dependence on God's word.",
          },
          {
            title: 'Living by every word',
            description:
              'Physical bread is a real gift, but life ultimately rests on what God speaks.',
          },
          {
            title: 'The test of plenty',
            description:
              'Prosperity can breed forgetfulness and pride, so remembering God is the discipline of good times.',
          },
        ],
        questions: [
          'Looking back over a hard season, what did it reveal about what was in your heart?',
          "How do you feed on God's word as something you genuinely live by?",
          "Where is comfort or success tempting you to say, 'My own hand got me this'?",
        ],
      },
    },
    {
      day: 11,
      reference: 'Psalm 78:12-39',
      title: 'A Table in the Wilderness',
      description:
        "Asaph's teaching psalm retells the wilderness years for later generations: wonders given, gratitude forgotten, and God's patient compassion.",
      insight: {
        summary: md(
          "Psalm 78 is headed 'Maschil of Asaph', a teaching psalm, and it promises to pass on 'dark sayings of old' so that children not yet born might 'set their hope in God, and not forget the works of God' (78:2, 7). It is the second longest psalm after Psalm 119 and retells Israel's history from Egypt to God's choice of David. Verses 12-39 cover the ground we have been reading.",
          "The psalmist lists the wonders in quick succession: marvels 'in the field of Zoan' (a city in the Nile delta), the sea divided, the cloud by day and the light of fire by night, water from split rocks running like rivers (78:12-16). Then the turn: 'And they sinned yet more against him' (78:17). Their challenge is pointed: 'Can God furnish a table in the wilderness?' (78:19). He had struck the rock; could he give bread as well?",
          "He did. He 'had rained down manna upon them to eat, and had given them of the corn of heaven. Man did eat angels' food' (78:24-25). Birds fell 'like as the sand of the sea' (78:27). Yet the poem also recalls judgment, drawing on the story of Numbers 11. Gifts did not automatically produce trust; the people could flatter God with their mouths while their hearts were not steadfast (78:36-37).",
          "The section closes not with Israel's failure but with God's character: 'But he, being full of compassion, forgave their iniquity, and destroyed them not... For he remembered that they were but flesh; a wind that passeth away, and cometh not again' (78:38-39). This is the deepest provision of the wilderness story: not only bread and water, but a God who bears patiently with a fickle people.",
          'Psalm 78 also models a way of remembering. Israel sang its failures as well as its rescues, so that later generations would trust more and rebel less. The crowd in John 6:31 likely has verse 24 in mind when it speaks of bread from heaven.',
        ),
        themes: [
          {
            title: 'Remembering honestly',
            description:
              "The psalm hands on Israel's failures along with God's wonders, so that the next generation can learn from both.",
          },
          {
            title: 'Doubting the next provision',
            description:
              "'Can God furnish a table?' shows how quickly past help is forgotten when a new need appears.",
          },
          {
            title: 'Compassion that remembers our frailty',
            description: "God forgives a wavering people because he knows they are 'but flesh'.",
          },
        ],
        questions: [
          'What part of your own story, including a failure, could help someone else trust God more?',
          "What 'table in the wilderness' are you doubting God can provide right now?",
          "How does it feel to know that God remembers you are 'but flesh'?",
        ],
      },
    },
    {
      day: 12,
      reference: 'Matthew 4:1-11',
      title: 'Tested in the Wilderness',
      description:
        'After his baptism Jesus is led into the wilderness for forty days and answers each temptation with words from Deuteronomy.',
      insight: {
        summary: md(
          "Matthew places this scene straight after Jesus' baptism, where the voice from heaven calls him 'my beloved Son' (3:17). Now the Spirit leads him into the wilderness to be tested. The echoes are deliberate. Israel was called God's son (Exodus 4:22), and Matthew has already applied Hosea 11:1, 'Out of Egypt have I called my son', to Jesus (2:15). Israel passed through water and spent forty years in the wilderness; Jesus passes through the water of baptism and fasts forty days and nights. Moses too fasted forty days on the mountain (Exodus 34:28).",
          "The first temptation goes straight to hunger: 'If thou be the Son of God, command that these stones be made bread' (4:3). Israel grumbled when it was hungry; Jesus answers with Deuteronomy 8:3, 'Man shall not live by bread alone, but by every word that proceedeth out of the mouth of God' (4:4). He will not use his power to supply himself apart from his Father's word.",
          "The second temptation invites him to throw himself from the pinnacle of the temple, quoting Psalm 91 as a promise of protection. Jesus answers from Deuteronomy 6:16, 'Thou shalt not tempt the Lord thy God', a verse that in its original setting continues 'as ye tempted him in Massah'. Where Israel demanded proof at the rock, Jesus refuses to force God's hand. The third temptation offers the kingdoms of the world in exchange for worship, and Jesus replies with Deuteronomy 6:13.",
          "All three answers come from Moses' sermons to the wilderness generation. Jesus stands firm where Israel stumbled, not by escaping hunger or danger, but by trusting his Father within them. The scene ends with angels coming to minister to him (4:11): provision arrives after the test rather than as a shortcut around it.",
          'For readers, the passage is a comfort as well as an example. Our own wilderness seasons are shared by Christ, who knows hunger and temptation from the inside.',
        ),
        themes: [
          {
            title: 'The faithful Son',
            description:
              "Jesus relives Israel's story of water, wilderness and testing, and remains faithful where Israel faltered.",
          },
          {
            title: 'Scripture as food',
            description:
              "Jesus meets each temptation with words of Scripture, showing what it means to live by God's word.",
          },
          {
            title: 'Trust without testing',
            description:
              'Refusing to force God to prove himself, Jesus trusts his Father to provide in his own time.',
          },
        ],
        questions: [
          'Which temptation do you feel most: to meet your needs your own way, to demand proof, or to take a shortcut?',
          'What verse of Scripture could you hold on to in your present wilderness?',
          'How does knowing that Jesus was hungry and tested change the way you pray?',
        ],
      },
    },
    {
      day: 13,
      reference: 'John 6:25-51',
      title: 'The Bread of Life',
      description:
        "The day after feeding the five thousand, Jesus tells the crowd that Moses' manna pointed to a greater bread: himself.",
      insight: {
        summary: md(
          'John sets this conversation near Passover (6:4), the feast that remembered the Exodus, on the day after Jesus fed five thousand people with five barley loaves and two small fish. The crowd has followed him across the Sea of Galilee, and the teaching is later placed in the synagogue at Capernaum (6:59). Jesus is blunt: they are looking for him because they ate their fill, not because they understood the sign (6:26).',
          "The crowd asks for a sign and reaches back to the wilderness: 'Our fathers did eat manna in the desert; as it is written, He gave them bread from heaven to eat' (6:31). In their eyes Moses had supplied bread every day for forty years; one meal on a hillside seems modest by comparison. Jesus corrects them twice over. It was not Moses who gave that bread, but God; and the Father is now giving 'the true bread from heaven' (6:32).",
          "Then comes the first of the 'I am' sayings in John's Gospel: 'I am the bread of life: he that cometh to me shall never hunger; and he that believeth on me shall never thirst' (6:35). Hunger and thirst, the two needs met by the manna and the rock, are both answered in him. Like their ancestors, the listeners 'murmured' (6:41), and the word recalls the grumbling of the wilderness generation.",
          "Jesus draws the contrast sharply: 'Your fathers did eat manna in the wilderness, and are dead' (6:49). Manna sustained life for a day; the bread Jesus gives brings eternal life, and it is costly: 'the bread that I will give is my flesh, which I will give for the life of the world' (6:51). Many Christians hear in these words a link to the Lord's Supper, though interpreters differ on how directly John intends it.",
          'The wilderness provision was real, but it was also a signpost. Daily bread points beyond itself to the One who gives himself.',
        ),
        themes: [
          {
            title: 'Signs that point beyond themselves',
            description:
              "The manna and the loaves are real gifts, but both point to Jesus as God's deeper provision.",
          },
          {
            title: 'Coming and believing',
            description:
              'Jesus invites people to come to him and trust him, not simply to look for another meal.',
          },
          {
            title: 'Bread given for the world',
            description:
              "The bread of life is Jesus' own self, given up in death so that others may live.",
          },
        ],
        questions: [
          'Are you seeking Jesus mainly for what he can give you, or for who he is?',
          'What hunger in your life have you been trying to satisfy with something other than him?',
          'What would it look like to come to him daily, the way Israel gathered manna each morning?',
        ],
      },
    },
    {
      day: 14,
      reference: '1 Corinthians 10:1-13',
      title: 'Examples for Us',
      description:
        'Paul reads the wilderness story as both warning and encouragement for the church: the fathers drank from Christ, many still fell, and God remains faithful.',
      insight: {
        summary: md(
          "Paul is writing to the church in Corinth, a busy Roman city, where some believers felt free to eat in pagan temples and share in meals connected with idols (1 Corinthians 8-10). Some seem to have assumed that baptism and the Lord's Supper kept them safe whatever they did. Paul answers by retelling the wilderness story.",
          "All the fathers were 'under the cloud', all 'passed through the sea', all were 'baptized unto Moses', all ate the same spiritual food and drank the same spiritual drink, 'for they drank of that spiritual Rock that followed them: and that Rock was Christ' (10:1-4). Paul treats the cloud and the sea as a picture of baptism, and the manna and water as a picture of the Lord's Supper. Later Jewish writings preserve a tradition of a well that travelled with Israel, and some scholars think Paul is alluding to something like it; others read him more simply as saying that Christ was the true source of Israel's provision.",
          "Yet 'with many of them God was not well pleased' (10:5). Paul lists their failures: craving evil things, idolatry (quoting the golden calf story, Exodus 32:6), sexual immorality, tempting Christ, and murmuring. These things, he says, 'happened unto them for ensamples: and they are written for our admonition' (10:11). Receiving God's gifts was not the same as staying faithful to the Giver.",
          "The warning is followed at once by comfort: 'There hath no temptation taken you but such as is common to man: but God is faithful, who will not suffer you to be tempted above that ye are able; but will with the temptation also make a way to escape, that ye may be able to bear it' (10:13). The God who made a way through the sea also makes a way through temptation.",
          'This last reading gathers up the whole plan. The wilderness story belongs to the church as well: we travel by the same grace, face the same tests and lean on the same faithful God.',
        ),
        themes: [
          {
            title: 'The same grace, the same Christ',
            description:
              "Paul reads Israel's cloud, sea, manna and water as gifts of Christ that the church shares.",
          },
          {
            title: 'Gifts are not guarantees',
            description:
              "Receiving God's provision does not excuse unfaithfulness; the wilderness generation stands as a warning.",
          },
          {
            title: 'God makes a way',
            description:
              'No temptation is unique, and God promises a way through that his people are able to bear.',
          },
        ],
        questions: [
          'Which of the wilderness failures, craving, idolatry, testing God or grumbling, speaks most directly to you?',
          "Where do you need to trust that God will 'make a way to escape' right now?",
          'Looking back over this plan, what has God shown you about the way he provides?',
        ],
      },
    },
  ],
};
