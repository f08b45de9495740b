import type { DemoPoll } from './types.ts';

export const polls: DemoPoll[] = [
  {
    author: 'priya',
    lang: 'en',
    question: 'Will you vote in the next election in your state?',
    options: [
      { label: 'Yes, already registered', votes: 312 },
      { label: 'Yes, but I still need to register', votes: 147 },
      { label: 'Not sure yet', votes: 88 },
      { label: 'No, my vote is registered back home', votes: 63 },
    ],
    categories: ['politics'],
    daysAgo: 0,
    comments: [
      {
        author: 'rohit',
        content: 'पटना में रहकर दरभंगा जाकर वोट डालना पड़ता है। टिकट का पैसा भी तो लगता है।',
        replies: [
          {
            author: 'priya',
            content: 'Exactly why we added that last option. Migrant voters are a huge, silent group.',
          },
        ],
      },
    ],
  },
  {
    author: 'arjun',
    lang: 'hi',
    question: 'कोचिंग के बिना JEE/NEET निकालना आज के समय में मुमकिन है?',
    options: [
      { label: 'हाँ, ऑनलाइन मुफ़्त कंटेंट काफ़ी है', votes: 96 },
      { label: 'मुश्किल है, पर मुमकिन है', votes: 214 },
      { label: 'नहीं, कोचिंग ज़रूरी है', votes: 131 },
    ],
    categories: ['education'],
    daysAgo: 1,
    comments: [
      {
        author: 'siddharth',
        content:
          'I cleared it with one library book and a neighbour who taught physics for free. Possible, but luck matters a lot.',
      },
      {
        author: 'aditi',
        content: 'सवाल ये भी है कि कोचिंग का ख़र्च कितने परिवार उठा सकते हैं।',
      },
    ],
  },
  {
    author: 'ananya',
    lang: 'en',
    question: 'Have you ever spoken to a therapist or counsellor?',
    options: [
      { label: 'Yes, and it helped', votes: 178 },
      { label: 'Yes, but it did not work for me', votes: 42 },
      { label: 'No, but I want to', votes: 236 },
      { label: 'No, I do not think I need it', votes: 71 },
      { label: 'No, it is too expensive', votes: 129 },
    ],
    categories: ['mental-health'],
    daysAgo: 2,
    comments: [
      {
        author: 'quietreader',
        content: '"No, but I want to" is me. Where do you even start looking?',
        replies: [
          {
            author: 'ananya',
            content:
              'Your college counselling cell is a good free first step. Tele-MANAS (14416) is also free and available in many languages.',
          },
        ],
      },
    ],
  },
  {
    author: 'zoya',
    lang: 'hi',
    question: 'आपके घर में रात को देर से बाहर रहने के नियम लड़कों और लड़कियों के लिए एक जैसे हैं?',
    options: [
      { label: 'हाँ, बिल्कुल एक जैसे', votes: 58 },
      { label: 'नहीं, लड़कियों के लिए सख़्त', votes: 287 },
      { label: 'नहीं, लड़कों के लिए सख़्त', votes: 9 },
      { label: 'कोई नियम ही नहीं है', votes: 34 },
    ],
    categories: ['gender'],
    daysAgo: 4,
    comments: [
      {
        author: 'fatima',
        content: 'The numbers say everything. 287 to 9.',
      },
      {
        author: 'aman',
        content: 'ईमानदारी से कहूँ तो मेरी बहन के लिए आठ बजे, मेरे लिए कोई टाइम नहीं। अब सोचता हूँ तो अजीब लगता है।',
      },
    ],
  },
  {
    author: 'nisha',
    lang: 'en',
    question: 'What would make you switch from a two-wheeler to public transport?',
    options: [
      { label: 'More frequent buses/metro', votes: 164 },
      { label: 'Safe, shaded walk to the stop', votes: 119 },
      { label: 'Cheaper fares', votes: 73 },
      { label: 'Last-mile e-rickshaw or cycle', votes: 98 },
      { label: 'Nothing, I like my scooty', votes: 45 },
    ],
    categories: ['climate-action', 'environment'],
    daysAgo: 7,
  },
  {
    author: 'imran',
    lang: 'hi',
    question: 'पहली नौकरी में आपकी सैलरी कितनी थी (या कितनी होने की उम्मीद है)?',
    options: [
      { label: '10,000 रुपये से कम', votes: 142 },
      { label: '10,000 से 20,000', votes: 203 },
      { label: '20,000 से 40,000', votes: 117 },
      { label: '40,000 से ज़्यादा', votes: 38 },
      { label: 'अभी तो इंटर्नशिप भी बिना पैसे की है', votes: 89 },
    ],
    categories: ['careers'],
    daysAgo: 9,
    comments: [
      {
        author: 'vikram',
        content: 'सात हज़ार से शुरुआत की थी गुड़गाँव में। किराया देकर कुछ बचता ही नहीं था।',
      },
    ],
  },
  {
    author: 'meera',
    lang: 'en',
    question: 'How do you read most of your books these days?',
    options: [
      { label: 'Paper, always', votes: 201 },
      { label: 'On my phone', votes: 156 },
      { label: 'Kindle or e-reader', votes: 67 },
      { label: 'Audiobooks', votes: 40 },
      { label: 'I have not read a book this year', votes: 52 },
    ],
    categories: ['books'],
    daysAgo: 12,
  },
  {
    author: 'sneha',
    lang: 'en',
    question: 'At your school, did anyone ever explain periods to both boys and girls together?',
    options: [
      { label: 'Yes, properly', votes: 27 },
      { label: 'Only to girls, separately', votes: 198 },
      { label: 'The chapter was skipped', votes: 244 },
      { label: 'Never came up at all', votes: 116 },
    ],
    categories: ['health', 'education'],
    daysAgo: 15,
    comments: [
      {
        author: 'pooja',
        content: 'हमारे यहाँ मास्टरजी ने कहा था "ये चैप्टर घर पर पढ़ लेना"। पूरी क्लास हँस पड़ी थी।',
      },
      {
        author: 'kavya',
        content: 'Skipped. And the boys learnt everything from rumours.',
      },
    ],
  },
  {
    author: 'vikram',
    lang: 'hi',
    question: 'क्रिकेट के अलावा आप कौन-सा खेल सबसे ज़्यादा देखते हैं?',
    options: [
      { label: 'कुश्ती', votes: 76 },
      { label: 'कबड्डी', votes: 134 },
      { label: 'फ़ुटबॉल', votes: 158 },
      { label: 'हॉकी', votes: 49 },
      { label: 'बैडमिंटन', votes: 91 },
      { label: 'कोई नहीं, सिर्फ़ क्रिकेट', votes: 62 },
    ],
    categories: ['sports'],
    daysAgo: 18,
    comments: [
      {
        author: 'lalremruati',
        content: 'Football winning makes me very happy. Aizawl sends its regards.',
      },
    ],
  },
  {
    author: 'siddharth',
    lang: 'en',
    question: 'Do you use AI tools like chatbots for your studies or work?',
    options: [
      { label: 'Every day', votes: 187 },
      { label: 'Sometimes', votes: 203 },
      { label: 'Tried it, stopped', votes: 54 },
      { label: 'Never', votes: 61 },
    ],
    categories: ['technology', 'education'],
    daysAgo: 20,
  },
  {
    author: 'aditi',
    lang: 'hi',
    question: 'क्या आप पढ़ाई या नौकरी के बाद अपने गाँव/छोटे शहर वापस जाना चाहेंगे?',
    options: [
      { label: 'हाँ, ज़रूर', votes: 109 },
      { label: 'जाना चाहता/चाहती हूँ, पर काम नहीं है', votes: 226 },
      { label: 'नहीं, शहर ही ठीक है', votes: 84 },
    ],
    categories: ['rural-india', 'careers'],
    daysAgo: 24,
    comments: [
      {
        author: 'tenzin',
        content: 'I went back. The salary is half, but I see the mountains every morning.',
      },
    ],
  },
  {
    author: 'riya',
    lang: 'en',
    question: 'Has extreme weather (heat wave, flood, cyclone) disrupted your studies or work this year?',
    options: [
      { label: 'Yes, for more than a week', votes: 133 },
      { label: 'Yes, for a few days', votes: 211 },
      { label: 'No', votes: 97 },
    ],
    categories: ['climate-action'],
    daysAgo: 29,
  },
  {
    author: 'deepak',
    lang: 'hi',
    question: 'आप अपनी मातृभाषा (हिंदी के अलावा कोई भी बोली या भाषा) लिख-पढ़ सकते हैं?',
    options: [
      { label: 'हाँ, लिख और पढ़ दोनों', votes: 0 },
      { label: 'सिर्फ़ बोल पाता/पाती हूँ', votes: 0 },
      { label: 'नहीं, अब घर में भी हिंदी या अंग्रेज़ी बोलते हैं', votes: 0 },
    ],
    categories: ['culture'],
    daysAgo: 3,
  },
  {
    author: 'meera',
    lang: 'en',
    question: 'Where do you watch new films most often?',
    options: [
      { label: 'In the theatre', votes: 92 },
      { label: 'OTT on my own account', votes: 118 },
      { label: 'OTT on a friend’s or cousin’s password', votes: 263 },
      { label: 'YouTube / free TV', votes: 74 },
    ],
    categories: ['cinema'],
    daysAgo: 36,
    comments: [
      {
        author: 'kabir',
        content: 'Option three is the true national pastime.',
      },
    ],
  },
  {
    author: 'harpreet',
    lang: 'hi',
    question: 'आपके परिवार में से कोई पढ़ाई या काम के लिए विदेश गया है?',
    options: [
      { label: 'हाँ, भाई या बहन', votes: 121 },
      { label: 'हाँ, कोई कज़िन या रिश्तेदार', votes: 167 },
      { label: 'नहीं, कोई नहीं', votes: 142 },
    ],
    categories: ['careers'],
    daysAgo: 44,
  },
  {
    author: 'kavya',
    lang: 'en',
    question: 'Which one change would do the most for your city’s environment?',
    options: [
      { label: 'Protect lakes and wetlands', votes: 149 },
      { label: 'Plant and protect trees', votes: 172 },
      { label: 'Fix waste segregation', votes: 138 },
      { label: 'Better public transport', votes: 115 },
      { label: 'Stop building on floodplains', votes: 101 },
    ],
    categories: ['environment'],
    daysAgo: 53,
    comments: [
      {
        author: 'nisha',
        content: 'All five are connected, but trees get my vote. Shade is a human right in an Indian summer.',
      },
    ],
  },
];
