import type { BrowseKey } from './browse-en.ts';

/** The search screen's strings in Hindi (see browse-en.ts). */
export const browseHi: Record<BrowseKey, string> = {
  'search.title': 'खोजें',
  'search.placeholder': 'कहानियाँ, वीडियो, नोट्स और पोल खोजें',
  'search.submit': 'खोजें',
  'search.results': '“{query}” के नतीजे',
  'search.empty': '“{query}” के लिए कुछ नहीं मिला। कोई और शब्द आज़माइए, हिंदी या अंग्रेज़ी में।',
  'search.emptyButMatches':
    'किसी पोस्ट में “{query}” नहीं मिला। शायद ऊपर के विषयों या लेखकों के पास वह हो जो आप ढूँढ रहे हैं।',
  'search.people': 'लेखक',
  'search.prompt': 'खोजने के लिए हिंदी या अंग्रेज़ी में कोई शब्द लिखिए।',
  'search.topics': 'विषय',
  'kind.label': 'सामग्री का प्रकार',
  'kind.all': 'सभी',
  'kind.posts': 'लेख',
  'kind.videos': 'वीडियो',
  'kind.notes': 'नोट्स',
  'kind.polls': 'पोल',
  'polls.intro': 'वोट कीजिए, देखिए बाक़ी लोग क्या सोचते हैं, और अपनी स्ट्रीक बढ़ाइए।',
};
