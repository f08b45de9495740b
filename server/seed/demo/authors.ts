import type { DemoAuthor } from './types.ts';

export const authors: DemoAuthor[] = [
  {
    key: 'priya',
    name: 'Priya Sharma',
    slug: 'priya-sharma',
    email: 'priya@demo.awaaz.example',
    language: 'en',
    location: 'delhi',
    role: 'editor',
    description:
      'Editor here, and a Delhi girl who still takes the Blue Line everywhere. I studied political science at DU and now spend my days helping first-time writers find the sentence they actually meant to write.',
  },
  {
    key: 'aman',
    name: 'Aman Verma',
    slug: 'aman-verma',
    email: 'aman@demo.awaaz.example',
    language: 'hi',
    location: 'uttar-pradesh',
    description:
      'लखनऊ से हूँ, BA हिंदी साहित्य का आख़िरी साल चल रहा है। छोटे शहरों के लड़कों की बेरोज़गारी, सरकारी नौकरी की तैयारी और मोहल्ले की राजनीति पर लिखता हूँ।',
  },
  {
    key: 'fatima',
    name: 'Fatima Sheikh',
    slug: 'fatima-sheikh',
    email: 'fatima@demo.awaaz.example',
    language: 'en',
    location: 'maharashtra',
    description:
      'Social work student at a college in Mumbai, raised in Bhiwandi. I write about women and work, local trains at 8:40 a.m., and the small negotiations girls make every day just to step out of the house.',
  },
  {
    key: 'rohit',
    name: 'Rohit Yadav',
    slug: 'rohit-yadav',
    email: 'rohit@demo.awaaz.example',
    language: 'hi',
    location: 'bihar',
    description:
      'दरभंगा का रहने वाला हूँ, पटना में रहकर SSC की तैयारी करता हूँ। बाढ़, पलायन और लॉज की ज़िंदगी पर लिखता हूँ, क्योंकि ये सब मैंने ख़ुद जिया है।',
  },
  {
    key: 'ananya',
    name: 'Ananya Iyer',
    slug: 'ananya-iyer',
    email: 'ananya@demo.awaaz.example',
    language: 'en',
    location: 'tamil-nadu',
    description:
      'Chennai-born, second-year psychology student, part-time Carnatic music dropout. I write about anxiety, therapy in Indian families, and why "just adjust" is not a coping strategy.',
  },
  {
    key: 'kavya',
    name: 'Kavya Nair',
    slug: 'kavya-nair',
    email: 'kavya@demo.awaaz.example',
    language: 'en',
    location: 'kerala',
    description:
      'From Alappuzha, where the backwaters flood a little more every year. I work with a small climate collective in Kochi and write about water, fishing communities and what resilience actually costs.',
  },
  {
    key: 'arjun',
    name: 'Arjun Singh',
    slug: 'arjun-singh',
    email: 'arjun@demo.awaaz.example',
    language: 'hi',
    location: 'rajasthan',
    description:
      'झुंझुनूं से हूँ, दो साल कोटा में रहकर JEE की तैयारी की और फिर सब छोड़ दिया। अब इंजीनियरिंग नहीं, कहानियाँ लिखता हूँ, कोचिंग, पानी की कमी और रेगिस्तान के गाँवों पर।',
  },
  {
    key: 'meera',
    name: 'Meera Das',
    slug: 'meera-das',
    email: 'meera@demo.awaaz.example',
    language: 'en',
    location: 'west-bengal',
    description:
      'Kolkata, comparative literature, too many books and not enough shelf. I write about reading, Bengali cinema, and the old para culture that is slowly disappearing from our neighbourhoods.',
  },
  {
    key: 'zoya',
    name: 'Zoya Khan',
    slug: 'zoya-khan',
    email: 'zoya@demo.awaaz.example',
    language: 'hi',
    location: 'madhya-pradesh',
    description:
      'भोपाल की हूँ, मास कम्युनिकेशन पढ़ रही हूँ। लड़कियों की आज़ादी, घर के अंदर की बराबरी और पुराने भोपाल की गलियों पर लिखती हूँ।',
  },
  {
    key: 'tenzin',
    name: 'Tenzin Dolma',
    slug: 'tenzin-dolma',
    email: 'tenzin@demo.awaaz.example',
    language: 'en',
    location: 'sikkim',
    description:
      'Grew up in Gangtok, now a trainee teacher in a government school near Namchi. I write about mountain schools, landslides that close roads for weeks, and being mistaken for a foreigner in my own country.',
  },
  {
    key: 'harpreet',
    name: 'Harpreet Kaur',
    slug: 'harpreet-kaur',
    email: 'harpreet@demo.awaaz.example',
    language: 'hi',
    location: 'punjab',
    description:
      'बठिंडा के पास एक गाँव से हूँ, पटियाला में नर्सिंग की पढ़ाई कर रही हूँ। खेती, नशे से जूझते परिवार और विदेश जाने की होड़ पर लिखती हूँ।',
  },
  {
    key: 'siddharth',
    name: 'Siddharth Rao',
    slug: 'siddharth-rao',
    email: 'siddharth@demo.awaaz.example',
    language: 'en',
    location: 'karnataka',
    description:
      'Software engineer in Bengaluru, originally from Mysuru. I write about tech work, layoffs, open-source, and whether any of our apps are actually built for the people who use them.',
  },
  {
    key: 'pooja',
    name: 'Pooja Kumari',
    slug: 'pooja-kumari',
    email: 'pooja@demo.awaaz.example',
    language: 'hi',
    location: 'jharkhand',
    description:
      'रांची से हूँ, गाँव की पहली लड़की जो कॉलेज पहुँची। माहवारी, लड़कियों की पढ़ाई और आदिवासी इलाक़ों में स्वास्थ्य सेवाओं पर लिखती हूँ।',
  },
  {
    key: 'lalremruati',
    name: 'Lalremruati Ralte',
    slug: 'lalremruati-ralte',
    email: 'lalremruati@demo.awaaz.example',
    language: 'en',
    location: 'mizoram',
    description:
      'Aizawl girl, footballer on weekends, journalism student the rest of the time. I write about the Northeast beyond the stereotypes: our churches, our music, our football and our politics.',
  },
  {
    key: 'vikram',
    name: 'Vikram Chauhan',
    slug: 'vikram-chauhan',
    email: 'vikram@demo.awaaz.example',
    language: 'hi',
    location: 'haryana',
    description: 'रोहतक से हूँ, कुश्ती छोड़ी पर अखाड़ा नहीं छूटा। खेल, गाँव के युवाओं और फ़ौज की भर्ती के इंतज़ार पर लिखता हूँ।',
  },
  {
    key: 'nisha',
    name: 'Nisha Patel',
    slug: 'nisha-patel',
    email: 'nisha@demo.awaaz.example',
    language: 'en',
    location: 'gujarat',
    description:
      'Ahmedabad, urban planning postgrad, cycles to class when the heat allows. I write about cities, heat action plans and why our pavements keep disappearing.',
  },
  {
    key: 'imran',
    name: 'Imran Ansari',
    slug: 'imran-ansari',
    email: 'imran@demo.awaaz.example',
    language: 'hi',
    location: 'uttar-pradesh',
    description:
      'बनारस के बुनकर परिवार से हूँ। हथकरघे का घटता काम, घाटों की ज़िंदगी और पहली बार नौकरी ढूँढ़ते लड़कों पर लिखता हूँ।',
  },
  {
    key: 'sneha',
    name: 'Sneha Reddy',
    slug: 'sneha-reddy',
    email: 'sneha@demo.awaaz.example',
    language: 'en',
    location: 'telangana',
    description:
      'Hyderabad, final-year MBBS, permanently sleep-deprived. I write about public health, periods, doctors burning out, and the questions my patients are too shy to ask.',
  },
  {
    key: 'deepak',
    name: 'Deepak Oraon',
    slug: 'deepak-oraon',
    email: 'deepak@demo.awaaz.example',
    language: 'hi',
    location: 'chhattisgarh',
    description:
      'सरगुजा के एक गाँव से हूँ, अंबिकापुर में BSc कर रहा हूँ। जंगल, ज़मीन, कुड़ुख़ भाषा और आदिवासी युवाओं के सपनों पर लिखता हूँ।',
  },
  {
    key: 'riya',
    name: 'Riya Bora',
    slug: 'riya-bora',
    email: 'riya@demo.awaaz.example',
    language: 'en',
    location: 'assam',
    description:
      'From Jorhat, studying environmental science in Guwahati. Every monsoon I write about the floods, and the rest of the year about tea gardens, Bihu and the Brahmaputra.',
  },
  {
    key: 'aditi',
    name: 'Aditi Joshi',
    slug: 'aditi-joshi',
    email: 'aditi@demo.awaaz.example',
    language: 'hi',
    location: 'uttarakhand',
    description:
      'अल्मोड़ा की हूँ, देहरादून में B.Ed कर रही हूँ। पहाड़ों से होता पलायन, खाली होते गाँव और सरकारी स्कूलों के बच्चों पर लिखती हूँ।',
  },
  {
    key: 'kabir',
    name: 'Kabir Mehta',
    slug: 'kabir-mehta',
    email: 'kabir@demo.awaaz.example',
    language: 'en',
    location: 'delhi',
    role: 'administrator',
    description:
      'Part of the small site team that keeps this place running. I look after the servers, the moderation queue and the occasional bug report; I also write now and then about the internet and who it leaves out.',
  },
  {
    key: 'quietreader',
    name: '',
    slug: 'quietreader',
    email: 'quietreader@demo.awaaz.example',
    language: 'en',
    location: 'goa',
    description: 'Mostly here to read. Sometimes I leave a comment.',
  },
];
