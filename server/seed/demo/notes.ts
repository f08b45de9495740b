import type { DemoNote } from './types.ts';

export const notes: DemoNote[] = [
  {
    author: 'priya',
    lang: 'en',
    text: 'Yellow Line at 9 a.m. today, and a girl next to me was reading a Hindi novel on her phone with the font size at maximum so her nani could read along over her shoulder.\nNeither of them said a word for six stations. Best thing I have seen all week.',
    categories: ['culture', 'books'],
    locations: ['delhi'],
    daysAgo: 0,
    comments: [
      {
        author: 'meera',
        content: 'This is so lovely. Did you see which novel?',
        replies: [{ author: 'priya', content: 'I think it was Gunahon ka Devta. Of course it was.' }],
      },
    ],
  },
  {
    author: 'rohit',
    lang: 'hi',
    text: 'आज लॉज में बिजली फिर चली गई, और पूरा फ़्लोर छत पर आ गया पढ़ने।\nकिसी ने मोबाइल की टॉर्च जलाई, किसी ने गाना लगा दिया, और रीज़निंग की किताब एक तरफ़ रह गई।\nपटना की ये रातें शायद नौकरी लगने के बाद सबसे ज़्यादा याद आएँगी।',
    categories: ['education'],
    locations: ['bihar'],
    daysAgo: 1,
    comments: [
      { author: 'arjun', content: 'कोटा में हम इसे "पावर कट पार्टी" कहते थे। पढ़ाई कम, गप्पें ज़्यादा।' },
      { author: 'imran', content: 'नौकरी लगेगी भाई, और फिर ये रातें कहानी बनेंगी।' },
    ],
  },
  {
    author: 'kavya',
    lang: 'en',
    text: 'Rain warning for Alappuzha again. Amma has already moved the rice, the documents and the old photo albums to the upstairs shelf.\nWe do this drill every year now, like a fire drill at school. Nobody in my family calls it climate change. They just call it "August".',
    categories: ['climate-action', 'environment'],
    locations: ['kerala'],
    daysAgo: 2,
    comments: [
      {
        author: 'riya',
        content: 'In Jorhat we call it "June". Stay safe, Kavya.',
      },
    ],
  },
  {
    author: 'zoya',
    lang: 'hi',
    text: 'आज पहली बार अम्मी को UPI से पैसे भेजना सिखाया। तीन बार PIN ग़लत डाला, फिर जब पेमेंट हुआ तो ऐसे ख़ुश हुईं जैसे कोई इम्तिहान पास कर लिया हो।\nअब हर सब्ज़ी वाले को QR कोड पूछ रही हैं।',
    categories: ['technology', 'gender'],
    locations: ['madhya-pradesh'],
    daysAgo: 3,
  },
  {
    author: 'siddharth',
    lang: 'en',
    text: 'Friendly reminder that "we are a family" in an all-hands meeting is usually followed by a layoff email within a quarter.\nIf you are in your first tech job: keep your resume updated, save three months of expenses if you can, and make friends outside work. Not being cynical, just learned it the hard way.',
    categories: ['careers', 'technology'],
    locations: ['karnataka'],
    daysAgo: 4,
    comments: [
      {
        author: 'fatima',
        content: 'Screenshotting this for my cousin who just joined a startup.',
      },
      {
        author: 'vikram',
        content: 'सही बात है भाई। ऑफ़िस को परिवार समझने की ग़लती मैंने भी की थी।',
      },
    ],
  },
  {
    author: 'harpreet',
    lang: 'hi',
    text: 'हमारी क्लास में पैंतीस लड़कियाँ हैं, और उनमें से कम से कम बीस IELTS की तैयारी भी साथ में कर रही हैं।\nकनाडा, ऑस्ट्रेलिया, UK। नर्सिंग अब पढ़ाई कम, वीज़ा का रास्ता ज़्यादा लगती है।\nमैं रुकना चाहती हूँ, पर कभी-कभी लगता है मैं ही पागल हूँ।',
    categories: ['careers', 'health'],
    locations: ['punjab'],
    daysAgo: 6,
    comments: [
      {
        author: 'sneha',
        content: 'You are not the mad one. Our hospitals need nurses like you so badly.',
        replies: [{ author: 'harpreet', content: 'Thank you Sneha, ये पढ़कर अच्छा लगा।' }],
      },
    ],
  },
  {
    author: 'tenzin',
    lang: 'en',
    text: 'Road to school was closed for the fourth day because of a landslide near the bridge. Half my students walked anyway, 6 km through the forest path.\nOne of them brought me a bunch of wild raspberries "for teacher". I cannot explain how much I love this job.',
    categories: ['education', 'rural-india'],
    locations: ['sikkim'],
    daysAgo: 8,
  },
  {
    author: 'aman',
    lang: 'hi',
    text: 'मोहल्ले के चाचा ने आज पूछा, "बेटा, साहित्य पढ़कर क्या करोगे?"\nमैंने कहा, "वही जो आप पिछले तीस साल से शाम को चाय पर करते हैं, दुनिया को समझने की कोशिश।"\nवो हँस दिए। पर जवाब शायद मुझे ख़ुद भी पूरा नहीं पता।',
    categories: ['education', 'books'],
    locations: ['uttar-pradesh'],
    daysAgo: 11,
  },
  {
    author: 'ananya',
    lang: 'en',
    text: 'Told my mother I started therapy. She was quiet for a long time and then asked, "Is it because of us?"\nI said no, it is because of me, and because I want to be okay. She asked if the therapist is good and whether I have eaten.\nThat is a Tamil mother saying "I support you" and I will take it.',
    categories: ['mental-health'],
    locations: ['tamil-nadu'],
    daysAgo: 13,
    comments: [
      {
        author: 'zoya',
        content: '"खाना खाया?" दुनिया की हर माँ की सबसे बड़ी मोहब्बत की भाषा है।',
      },
      {
        author: 'lalremruati',
        content: 'Proud of you for telling her. That is the hardest part.',
      },
      {
        author: 'quietreader',
        content: 'I have not told mine yet. Maybe this week.',
        replies: [
          {
            author: 'ananya',
            content: 'Take your time. And when you do, I hope she asks if you have eaten.',
          },
        ],
      },
    ],
  },
  {
    author: 'pooja',
    lang: 'hi',
    text: 'आज गाँव की आंगनवाड़ी में किशोरी बैठक थी। चौदह लड़कियाँ आईं, और पहली बार किसी ने ख़ुद से पूछा कि पैड फ़्री में कहाँ मिलते हैं।\nपिछले साल यही लड़कियाँ "उन दिनों" शब्द बोलने में भी शरमाती थीं। धीरे-धीरे ही सही, बदल रहा है।',
    categories: ['health', 'gender', 'rural-india'],
    locations: ['jharkhand'],
    daysAgo: 17,
    comments: [
      {
        author: 'sneha',
        content: 'This is how change actually happens. Quietly, one meeting at a time.',
      },
    ],
  },
  {
    author: 'nisha',
    lang: 'en',
    text: 'Counted the trees on my 2 km walk from the bus stop today: 11. Counted the AC outdoor units blowing hot air onto the footpath: 64.\nOur city is literally heating its own pavements. Planting season starts in July, find your local drive: https://ahmedabadcity.gov.in',
    categories: ['climate-action'],
    locations: ['gujarat'],
    daysAgo: 22,
  },
  {
    author: 'vikram',
    lang: 'hi',
    text: 'आज अखाड़े में दस साल की एक लड़की ने अपने से बड़े लड़के को चित कर दिया।\nउसके पापा बाहर खड़े होकर पूरे गाँव को फ़ोन पर बता रहे थे। दस साल पहले यही गाँव लड़कियों को अखाड़े के पास भी नहीं आने देता था।',
    categories: ['sports', 'gender'],
    locations: ['haryana'],
    daysAgo: 26,
    comments: [
      {
        author: 'lalremruati',
        content: 'Love this! Tell her a footballer from Mizoram is cheering for her.',
      },
      {
        author: 'harpreet',
        content: 'पापा वाला हिस्सा पढ़कर आँखें भर आईं।',
      },
    ],
  },
  {
    author: 'meera',
    lang: 'en',
    text: 'College Street on a Saturday afternoon: found a 1978 edition of Satyajit Ray’s Feluda stories for ₹60, with someone’s name and a little heart written inside the cover.\nI now have a book and a mystery.',
    categories: ['books', 'culture'],
    locations: ['west-bengal'],
    daysAgo: 31,
  },
  {
    author: 'deepak',
    lang: 'hi',
    text: 'कॉलेज में आज किसी ने पूछा कि कुड़ुख़ कौन-सी भाषा है, "कोई बोली है क्या?"\nमैंने उसे दस शब्द सिखाए, और अब वो हर सुबह मुझे "जोहार" कहकर हँसता है। शुरुआत ऐसे ही होती है।\nअपनी भाषा में बात करने में शर्म नहीं, गर्व होना चाहिए।',
    categories: ['culture', 'education'],
    locations: ['chhattisgarh'],
    daysAgo: 38,
  },
  {
    author: 'lalremruati',
    lang: 'en',
    text: 'Someone in Delhi asked me today if I needed a visa to come to "India".\nI am from Aizawl. I was born in India. I have an Aadhaar card and a strong opinion about cricket being boring.\nWe really need better geography lessons in school.',
    categories: ['culture', 'education'],
    locations: ['mizoram', 'delhi'],
    daysAgo: 45,
    comments: [
      {
        author: 'tenzin',
        content: 'I get "Nepali?" every single time. Solidarity from Sikkim.',
        replies: [
          {
            author: 'lalremruati',
            content: 'We should start a club. Membership card: a map of India with all eight sisters on it.',
          },
        ],
      },
      {
        author: 'kabir',
        content: 'The cricket opinion is the truly controversial part of this note.',
      },
    ],
  },
  {
    author: 'aditi',
    lang: 'hi',
    text: 'B.Ed की इंटर्नशिप का पहला दिन। सरकारी स्कूल के कक्षा पाँच में सत्रह बच्चे, और उनमें से चार ने आज पहली बार पूरा एक पन्ना ख़ुद पढ़ा।\nमैं थक गई हूँ, पर बहुत ख़ुश हूँ।',
    categories: ['education'],
    locations: ['uttarakhand'],
    daysAgo: 58,
  },
];
