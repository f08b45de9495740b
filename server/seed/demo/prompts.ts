import type { DemoPrompt } from './types.ts';

export const prompts: DemoPrompt[] = [
  {
    slug: 'prompt-my-first-vote',
    title: 'Write about the first time you voted',
    lang: 'en',
    excerpt:
      'The queue, the ink on your finger, the argument at the dinner table afterwards. Tell us about your first vote, or the one you are about to cast.',
    html: `<p>Do you remember the queue outside the polling booth? The school classroom turned into a voting room, the ink mark on your finger, the selfie you were or were not allowed to take?</p>
<p>We want to read about <strong>your first vote</strong>: in a Lok Sabha election, a state election, a panchayat or even a college union election. Write about:</p>
<ul>
<li>how you decided (or could not decide) who to vote for,</li>
<li>what your family said, and whether you told them,</li>
<li>what you expected to change, and whether it did.</li>
</ul>
<p>If you have not voted yet, write about why, or about what would make you go. Please do not name or attack private individuals; write about your experience, not against anyone.</p>`,
    daysAgo: 6,
  },
  {
    slug: 'prompt-a-teacher-who-changed-me',
    title: 'उस टीचर के बारे में लिखिए जिसने आपको बदल दिया',
    lang: 'hi',
    excerpt:
      'कोई मास्टरजी, कोई मैडम, कोई कोचिंग वाले भैया या गाँव की दीदी जिन्होंने आपको पढ़ना सिखाया। उनकी कहानी हमें सुनाइए।',
    html: `<p>हम सबकी ज़िंदगी में कोई एक टीचर ऐसा ज़रूर होता है जिसकी एक बात, एक डाँट या एक शाबाशी हमेशा साथ रह जाती है। वो स्कूल के मास्टरजी भी हो सकते हैं, कोचिंग के सर भी, या मोहल्ले की वो दीदी जो शाम को मुफ़्त ट्यूशन पढ़ाती थीं।</p>
<p>इस हफ़्ते उनके बारे में लिखिए:</p>
<ul>
<li>वो कौन थे और आप उनसे कहाँ मिले?</li>
<li>कोई एक पल जो आपको आज भी याद है।</li>
<li>उनकी वजह से आपके अंदर क्या बदला?</li>
</ul>
<p>अगर आप चाहें तो उनका असली नाम न लिखें। और अगर वो आज भी आपके संपर्क में हैं, तो लेख छपने के बाद उन्हें ज़रूर भेजिए।</p>`,
    daysAgo: 20,
  },
  {
    slug: 'prompt-my-city-in-2035',
    title: 'Imagine your city in 2035 and write about it',
    lang: 'en',
    excerpt:
      'Ten years from now, what does your street look like? Hotter, greener, more crowded, emptier? Write the future you fear or the one you want.',
    html: `<p>Close your eyes and walk down your street in <strong>2035</strong>. Is there shade? Does the metro reach your area? Is the lake still there, or is it a mall? Are your friends still in town, or have they all moved away?</p>
<p>Write about your city, town or village ten years from now. It can be:</p>
<ul>
<li>a hopeful story of the place you want to live in,</li>
<li>a warning about where things are heading,</li>
<li>or a simple day in the life of someone your age in 2035.</li>
</ul>
<p>Fiction, essay, letter to your future self: all forms are welcome. Ground it in real details of the place you know, the names of markets, bus routes and neighbourhoods.</p>`,
    daysAgo: 34,
  },
  {
    slug: 'prompt-what-home-means',
    title: 'आपके लिए घर का मतलब क्या है? लिखिए',
    lang: 'hi',
    excerpt: 'हॉस्टल का कमरा, नानी का आँगन, किराये का फ़्लैट या वो गाँव जहाँ अब कोई नहीं रहता। घर कहाँ है, और क्या है?',
    html: `<p>पढ़ाई या नौकरी के लिए हम में से बहुत-से लोग घर छोड़कर दूसरे शहरों में रहते हैं। फिर एक दिन कोई पूछता है, "घर कहाँ है?" और जवाब देने में एक पल लग जाता है।</p>
<p>इस बार हम जानना चाहते हैं कि <strong>आपके लिए घर का मतलब क्या है</strong>। क्या वो कोई जगह है, कोई इंसान, कोई ख़ुशबू, माँ के हाथ का खाना, या वो भाषा जिसमें आप सपने देखते हैं?</p>
<p>आप किसी एक चीज़ के बारे में लिख सकते हैं जो आपको घर की याद दिलाती है, या उस दिन के बारे में जब आपने पहली बार घर छोड़ा। कविता, डायरी या लेख, कुछ भी चलेगा।</p>`,
    daysAgo: 50,
  },
];
