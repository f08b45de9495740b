import type { DemoVideo } from './types.ts';

export const videos: DemoVideo[] = [
  {
    slug: 'majuli-before-the-water-comes',
    title: 'Majuli, before the water comes',
    lang: 'en',
    author: 'riya',
    categories: ['climate-action', 'environment', 'rural-india'],
    locations: ['assam'],
    daysAgo: 1,
    videoUrl: 'https://www.youtube.com/watch?v=q7Lk2vR9xTw',
    excerpt:
      'A short film shot on a phone over three weeks on Majuli, the river island that loses land to the Brahmaputra every monsoon.',
    html: `<p>I spent three weeks in June on <strong>Majuli</strong> with two friends from my department, filming on a borrowed phone and a cheap clip-on mic. The island is shrinking: families we met had moved their houses twice in ten years because the riverbank simply disappeared.</p>
<p>The film follows Bhaiti, a Mising grandmother who raises her chang ghar (stilt house) a little higher every few years, and her grandson Pranab, who is studying for his Class 12 exams by a solar lamp while the water rises under the floorboards.</p>
<p>We did not want another drone shot of a flooded field. We wanted to show the ordinary planning people do: packing documents in plastic, moving the goats first, keeping a boat ready in April.</p>
<p>It is 14 minutes long, in Assamese and Mising with English subtitles. If you teach geography or climate, please feel free to show it in class.</p>`,
    comments: [
      {
        author: 'kavya',
        content:
          'The bit where she moves the rice sacks to the upper shelf without even looking, like muscle memory. That is exactly what my grandmother does in Alappuzha.',
        replies: [
          {
            author: 'riya',
            content: 'Yes! Flood people recognise flood people. Thank you for watching, Kavya.',
          },
        ],
      },
      {
        author: 'siddharth',
        content: 'Shared this with my team. Very different from how floods get covered on national TV.',
      },
      {
        author: 'pooja',
        content: 'बहुत सुंदर फ़िल्म है। सबटाइटल्स की वजह से पूरी समझ आई।',
      },
    ],
  },
  {
    slug: 'kota-ki-ek-raat',
    title: 'कोटा की एक रात: हॉस्टल के कमरे से',
    lang: 'hi',
    author: 'arjun',
    categories: ['education', 'mental-health'],
    locations: ['rajasthan'],
    daysAgo: 2,
    videoUrl: 'https://www.youtube.com/watch?v=Xb3nF8pQe2M',
    excerpt: 'कोटा के एक हॉस्टल के कमरे में रात ग्यारह बजे से सुबह पाँच बजे तक की एक छोटी-सी डॉक्यूमेंट्री।',
    html: `<p>यह वीडियो मैंने अपने छोटे भाई के हॉस्टल के कमरे में बनाया है, जो अभी कोटा में NEET की तैयारी कर रहा है। उसकी इजाज़त से, और उसके दो रूममेट्स की भी।</p>
<p>रात ग्यारह बजे क्लास से लौटना, मेस की ठंडी दाल, फिर DPP और टेस्ट का रिज़ल्ट, और बीच-बीच में घर से आने वाला वो फ़ोन: <em>"बेटा, रैंक कितनी आई?"</em> कैमरा बस एक कोने में रखा था, हमने कुछ भी दोबारा शूट नहीं किया।</p>
<p>मैं ख़ुद दो साल यहाँ रहा हूँ। मुझे लगता है कोटा के बारे में बात या तो टॉपर्स की होती है या फिर दुखद ख़बरों की। बीच की जो रोज़ की थकान है, जो अकेलापन है, उस पर कोई बात नहीं करता।</p>
<p>अगर आप माता-पिता हैं तो ये वीडियो ज़रूर देखिए। और अगर आप ख़ुद कोटा में हैं, तो बस इतना जान लीजिए कि आप अकेले नहीं हैं।</p>`,
    comments: [
      {
        author: 'rohit',
        content: 'पटना के लॉज में भी बिल्कुल यही हाल है भाई। वो फ़ोन वाला सीन देखकर गला भर आया।',
        replies: [
          { author: 'arjun', content: 'हाँ, शहर बदलता है, कहानी वही रहती है।' },
          { author: 'aditi', content: 'देहरादून में भी। इस पर एक लंबा लेख लिखिए आप दोनों।' },
        ],
      },
      {
        author: 'ananya',
        content:
          'As a psychology student, this is the most honest thing I have seen about exam stress. Thank you to your brother for letting you film.',
      },
    ],
  },
  {
    slug: 'periods-talk-in-a-government-school',
    title: 'We ran a periods talk in a government school. Here is what the girls asked.',
    lang: 'en',
    author: 'sneha',
    categories: ['health', 'gender', 'education'],
    locations: ['telangana'],
    daysAgo: 5,
    videoUrl: 'https://www.youtube.com/watch?v=aK9dT4wZc1o',
    excerpt:
      'Four medical students, one Class 8 classroom in Ranga Reddy district, and a box of anonymous questions.',
    html: `<p>Last month four of us from medical college visited a Zilla Parishad high school outside Hyderabad to talk to Class 8 and 9 girls about menstruation. The headmistress asked us to bring a question box, so nobody would have to raise their hand.</p>
<p>This video is mostly those questions, read out and answered on camera (with no faces of students shown). Can you bathe during your period? Why does it hurt so much? Is it true you should not touch the pickle jar? Is it normal if it comes twice in a month?</p>
<p>We also talk about cloth pads versus disposable pads versus cups, honestly and without preaching, because many of these girls cannot buy pads every month.</p>
<p>The video is in Telugu and English with subtitles in both. Teachers, NGOs and ASHA workers are welcome to use it.</p>`,
    comments: [
      {
        author: 'pooja',
        content: 'अचार वाला सवाल हमारे गाँव में भी हर लड़की पूछती है। ऐसा वीडियो हिंदी में भी बनना चाहिए।',
        replies: [
          {
            author: 'sneha',
            content: 'Working on it! If you can help with Hindi subtitles, please message me.',
          },
        ],
      },
      {
        author: 'fatima',
        content: 'The question box idea is brilliant. Stealing it for our workshop in Bhiwandi next month.',
      },
    ],
  },
  {
    slug: 'banaras-ka-aakhiri-karghaa',
    title: 'बनारस का आख़िरी करघा?',
    lang: 'hi',
    author: 'imran',
    categories: ['culture', 'careers'],
    locations: ['uttar-pradesh'],
    daysAgo: 9,
    videoUrl: 'https://www.youtube.com/watch?v=Tr5mWq0YhLs',
    excerpt:
      'मेरे अब्बू पैंतीस साल से बनारसी साड़ी बुन रहे हैं। इस वीडियो में वो बताते हैं कि एक साड़ी बनने में कितने दिन लगते हैं और बाज़ार में उसे कितने रुपये मिलते हैं।',
    html: `<p>मेरे अब्बू पैंतीस साल से हथकरघे पर बनारसी साड़ी बुन रहे हैं। हमारे मोहल्ले में कभी हर घर से खट-खट की आवाज़ आती थी, अब गिने-चुने करघे बचे हैं।</p>
<p>इस वीडियो में आप देखेंगे कि एक कढ़ुआ साड़ी बनने में क़रीब पंद्रह से बीस दिन लगते हैं, ताना कैसे चढ़ाया जाता है, और डिज़ाइन के पत्ते (जाला) कैसे बनते हैं। फिर अब्बू बताते हैं कि जो साड़ी शोरूम में बीस-पच्चीस हज़ार की बिकती है, उसके लिए बुनकर के हाथ में कितना आता है।</p>
<p>मैंने ये वीडियो इसलिए बनाया क्योंकि मेरे दोनों छोटे भाई अब सूरत की फ़ैक्ट्री में काम करते हैं, और शायद मेरे बाद इस घर में कोई करघा नहीं चलाएगा। कम से कम ये याद तो रहे कि कभी चलता था।</p>`,
    comments: [
      {
        author: 'meera',
        content:
          'My mother owns one Banarasi saree that she only wears for weddings. I will never look at it the same way again. Thank you to your father.',
      },
      {
        author: 'aman',
        content: 'हर उस इंसान को ये देखना चाहिए जो "हैंडलूम" के नाम पर मोलभाव करता है।',
        replies: [{ author: 'imran', content: 'शुक्रिया अमन भाई। अब्बू को आपका कमेंट पढ़कर सुनाया।' }],
      },
      {
        author: 'nisha',
        content: 'Surat connection hurts. Half the powerloom workers there have stories like this.',
      },
    ],
  },
  {
    slug: 'cycling-ahmedabad-in-44-degrees',
    title: 'I tried cycling to college in 44°C. Here is the footage.',
    lang: 'en',
    author: 'nisha',
    categories: ['climate-action', 'environment'],
    locations: ['gujarat'],
    daysAgo: 14,
    videoUrl: 'https://www.youtube.com/watch?v=L2pZr8vHk6E',
    excerpt: 'A GoPro on my handlebar, a thermometer in my bag, and 7 kilometres of Ahmedabad roads in May.',
    html: `<p>Every summer Ahmedabad issues its heat action plan, and every summer I wonder what it feels like to actually be outside at 2 p.m. for anyone who does not have a car. So I strapped a camera to my cycle and rode my usual 7 km from Navrangpura to campus in the worst week of May.</p>
<p>The video shows the route with a surface temperature reading every kilometre. Under the few old neem trees near the university it drops by almost ten degrees. On the new BRTS stretch with no shade, the road crosses 60°C.</p>
<p>I also stop and talk to a vegetable vendor, a Swiggy rider and a traffic constable about how they get through the afternoon.</p>
<p>This is not a stunt. I want us to talk about trees, shade and water points as basic infrastructure, not decoration.</p>`,
    comments: [
      {
        author: 'vikram',
        content: 'ट्रैफ़िक वाले भाई साहब की बात सबसे सही लगी। उनके लिए तो कोई छुट्टी नहीं होती।',
      },
      {
        author: 'kabir',
        content: 'Great use of data in a video. The surface temperature overlay is very clear.',
      },
    ],
  },
  {
    slug: 'pahad-ke-khali-gaon',
    title: 'पहाड़ के खाली गाँव: अल्मोड़ा से एक वीडियो डायरी',
    lang: 'hi',
    author: 'aditi',
    categories: ['rural-india', 'careers'],
    locations: ['uttarakhand'],
    daysAgo: 21,
    videoUrl: 'https://www.youtube.com/watch?v=c0VnJ4sDq8Y',
    excerpt: 'मेरे नानी के गाँव में कभी चालीस परिवार रहते थे, अब सिर्फ़ सात बचे हैं। ये वीडियो उन्हीं सात घरों की कहानी है।',
    html: `<p>अल्मोड़ा ज़िले में मेरी नानी का गाँव है। जब मैं छोटी थी तो गर्मी की छुट्टियों में वहाँ तीस-चालीस बच्चे मिलकर खेलते थे। इस बार गई तो पूरा गाँव घूमने में सिर्फ़ सात घरों में ताले नहीं मिले।</p>
<p>इस वीडियो डायरी में मैंने उन सात घरों के लोगों से बात की है: एक रिटायर्ड फ़ौजी जो अकेले रहते हैं, दो बहनें जो अब भी खेत में मडुवा बोती हैं, और एक लड़का जो होमस्टे शुरू करने का सपना देख रहा है।</p>
<p>पलायन की बात हम सब करते हैं, पर जो लोग रुक गए हैं उनकी बात कम होती है। बंदर और सूअर फ़सल खा जाते हैं, स्कूल बंद हो गया, अस्पताल बीस किलोमीटर दूर है। फिर भी वो यहीं रहना चाहते हैं।</p>
<p>वीडियो कुमाऊँनी और हिंदी में है।</p>`,
    comments: [
      {
        author: 'tenzin',
        content:
          'Same story in parts of West Sikkim. The homestay boy gave me hope though. Please do a follow-up on him next year.',
        replies: [{ author: 'aditi', content: 'ज़रूर! उसने कहा है अगले सीज़न तक दो कमरे तैयार होंगे।' }],
      },
    ],
  },
  {
    slug: 'mizo-football-sunday-league',
    title: 'Sunday league: why every locality in Aizawl has a football team',
    lang: 'en',
    author: 'lalremruati',
    categories: ['sports', 'culture'],
    locations: ['mizoram'],
    daysAgo: 27,
    videoUrl: 'https://www.youtube.com/watch?v=Mz8eK1uRf3g',
    excerpt:
      'A short film about local football in Aizawl, the girls who play it, and the steep hillside grounds where it all happens.',
    html: `<p>In Aizawl, football is not a hobby, it is how neighbourhoods know each other. Almost every <em>veng</em> (locality) has a team, and on weekends the few flat grounds in the city are booked from morning till the light goes.</p>
<p>I filmed our women's team over one season: early practice before church, a match played in the rain on a ground carved into the side of a hill, and the walk home with mud up to our knees. You will also meet our coach, a retired schoolteacher who has been training girls for twenty years for free.</p>
<p>I made this because when people outside the Northeast talk about Indian football, they rarely know how deep it runs here, and they almost never know about the women who play.</p>
<p>Music in the film is by a friend's band from Lunglei, used with permission.</p>`,
    comments: [
      {
        author: 'vikram',
        content: 'पहाड़ पर ग्राउंड! हमारे अखाड़े वाले लड़कों को ये दिखाऊँगा, वो शिकायत करते हैं कि मैदान ख़राब है।',
        replies: [{ author: 'lalremruati', content: 'Haha, tell them to come play in Aizawl in July!' }],
      },
      {
        author: 'meera',
        content: 'As a Kolkata person I thought we were the football city. I stand corrected.',
      },
      {
        author: 'priya',
        content: 'Featured this on the homepage this week. The coach deserves a whole article of her own.',
      },
    ],
  },
  {
    slug: 'nasha-aur-hamara-gaon',
    title: 'नशा और हमारा गाँव: माँओं की ज़ुबानी',
    lang: 'hi',
    author: 'harpreet',
    categories: ['health', 'rural-india', 'mental-health'],
    locations: ['punjab'],
    daysAgo: 33,
    videoUrl: 'https://www.youtube.com/watch?v=hP6wYd2QnBv',
    excerpt: 'बठिंडा के पास के तीन गाँवों की माँएँ, जिनके बेटे नशे से लड़ रहे हैं या लड़ चुके हैं, कैमरे पर पहली बार बोलीं।',
    html: `<p>पंजाब और नशे पर बहुत फ़िल्में बनी हैं, पर ज़्यादातर में माँ सिर्फ़ रोती हुई दिखती है। मैं चाहती थी कि इस बार वही बोलें, अपनी भाषा में, अपनी शर्तों पर।</p>
<p>इस वीडियो में तीन माँएँ हैं। एक जिनका बेटा दो साल से डी-एडिक्शन सेंटर के बाद ठीक है और अब डेयरी चलाता है। एक जो हर हफ़्ते सरकारी OOAT क्लिनिक तक बेटे के साथ जाती हैं। और एक जिन्होंने अपना बेटा खो दिया, और अब गाँव की दूसरी औरतों के साथ मिलकर जागरूकता का काम करती हैं।</p>
<p>किसी का चेहरा या गाँव का नाम नहीं दिखाया गया है। वीडियो पंजाबी में है, हिंदी सबटाइटल्स के साथ।</p>
<p>अगर आपके घर में कोई इससे जूझ रहा है, तो शर्म मत कीजिए, मदद माँगिए। इलाज संभव है।</p>`,
  },
  {
    slug: 'coding-in-kannada-for-class-7',
    title: 'Teaching Class 7 to code in Kannada, with no laptops',
    lang: 'en',
    author: 'siddharth',
    categories: ['technology', 'education'],
    locations: ['karnataka'],
    daysAgo: 40,
    videoUrl: 'https://www.youtube.com/watch?v=bR4tNx7JmWc',
    excerpt:
      'Weekend volunteering at a government school in Mysuru: paper computers, chalk loops and one shared Android phone.',
    html: `<p>For the last six months, a few of us from work have been volunteering on Saturdays at a government higher primary school in Mysuru, my hometown. The school has no working computer lab, so we teach programming without computers.</p>
<p>This video shows one of those classes. Kids act as a "robot" following instructions written on the blackboard, then find the bug when their friend walks into the wall. We teach loops with a folk dance, and conditions with a game of "if it is raining, open umbrella".</p>
<p>Everything is in Kannada. We realised early that the hard part of coding for these kids was not logic, it was English.</p>
<p>At the end you will see the first program they typed on our one shared phone. It printed their names twenty times. They were thrilled.</p>`,
    comments: [
      {
        author: 'ananya',
        content:
          'Loops with a folk dance! Please share your lesson plans, I know teachers in Madurai who would love this.',
        replies: [
          {
            author: 'siddharth',
            content: 'They are on our GitHub, linking in the description soon. All open licence.',
          },
        ],
      },
    ],
  },
  {
    slug: 'sarguja-ke-jangal-ki-awaaz',
    title: 'सरगुजा के जंगल की आवाज़',
    lang: 'hi',
    author: 'deepak',
    categories: ['environment', 'rural-india', 'culture'],
    locations: ['chhattisgarh'],
    daysAgo: 48,
    videoUrl: 'https://www.youtube.com/watch?v=Wd1oGz5KsFa',
    excerpt: 'महुआ बीनने की सुबह, जंगल के गीत और उन पेड़ों की कहानी जिन पर हमारा पूरा साल टिका है।',
    html: `<p>हमारे गाँव में मार्च-अप्रैल की सुबह चार बजे शुरू होती है, जब पूरा परिवार महुआ बीनने जंगल जाता है। इस वीडियो में मैंने अपनी आजी, माँ और छोटी बहन के साथ एक पूरी सुबह रिकॉर्ड की है।</p>
<p>आजी कुड़ुख़ में वो गीत गाती हैं जो उन्होंने अपनी माँ से सीखे थे। मैंने कोशिश की है कि उनका मतलब हिंदी में नीचे लिख दूँ, पर कुछ शब्दों का अनुवाद होता ही नहीं।</p>
<p>वीडियो के आख़िरी हिस्से में हम उन पेड़ों के बारे में बात करते हैं जो पिछले कुछ सालों में कट गए। महुआ, तेंदू, साल, ये हमारे लिए सिर्फ़ पेड़ नहीं, हमारी कमाई, हमारा खाना और हमारी पहचान हैं।</p>
<p>मैंने ये वीडियो अपनी भाषा और अपने जंगल को याद रखने के लिए बनाया है।</p>`,
    comments: [
      {
        author: 'riya',
        content: 'Your grandmother’s voice gave me goosebumps. We need more videos in Kurukh.',
      },
      {
        author: 'pooja',
        content: 'हमारे यहाँ भी महुआ का मौसम त्योहार जैसा होता है। आजी को मेरा जोहार कहिएगा।',
        replies: [{ author: 'deepak', content: 'जोहार दीदी! ज़रूर कहूँगा।' }],
      },
    ],
  },
  {
    slug: 'mumbai-local-ladies-compartment',
    title: 'Eight minutes in the ladies compartment at Dadar',
    lang: 'en',
    author: 'fatima',
    categories: ['gender', 'culture'],
    locations: ['maharashtra'],
    daysAgo: 56,
    videoUrl: 'https://www.youtube.com/watch?v=nF2uJc9YtXe',
    excerpt:
      'A one-shot video of the morning rush in a Mumbai local’s ladies compartment, and the women who make it a community.',
    html: `<p>Between Dadar and Kurla in the morning rush, the ladies compartment of a Mumbai local is a whole city. Women chop vegetables for dinner, sell hairclips, pass a baby down the aisle, fight, make up and fight again.</p>
<p>I shot this in one continuous take, with permission from the women who appear in it. Some of them talk about what the train means to them: the only hour of the day that belongs to them, a place where a fisherwoman from Koliwada and a bank manager share the same steel bar.</p>
<p>I made this because we talk a lot about women's safety in public transport, and we should. But I also wanted to show the joy, the friendships, and the strange kindness of strangers who hold your bag without being asked.</p>
<p>Recorded on a phone, sound is a bit rough, forgive me.</p>`,
    comments: [
      {
        author: 'zoya',
        content: 'भोपाल में ऐसी कोई ट्रेन नहीं है, पर ये देखकर लगा कि काश होती। इतनी सारी औरतें, इतना अपनापन।',
      },
      {
        author: 'quietreader',
        content:
          'I used to take the 8:12 from Borivali. This made me miss it, which I never thought I would say.',
      },
    ],
  },
];
