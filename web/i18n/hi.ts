import type { AccountsKey } from './accounts-en.ts';
import type { BrowseKey } from './browse-en.ts';
import type { contactEn } from './contact-en.ts';
import type { ConversationKey } from './conversation-en.ts';
import { dataSaverHi } from './data-saver-hi.ts';
import type { MessageKey } from './en.ts';
import type { NewsroomKey } from './newsroom-en.ts';
import type { NotificationsKey } from './notifications-en.ts';
import type { OfflineKey } from './offline-en.ts';
import type { WritingKey } from './writing-en.ts';

/** हिन्दी कैटलॉग: अनुवाद नहीं, वैसे लिखा जैसे हम बोलते हैं। */
export const hi: Record<
  Exclude<
    MessageKey,
    | AccountsKey
    | ConversationKey
    | WritingKey
    | NewsroomKey
    | NotificationsKey
    | keyof typeof contactEn
    | BrowseKey
    | OfflineKey
  >,
  string
> = {
  'site.tagline': 'युवा भारत की कहानियाँ',
  'nav.home': 'होम',
  'nav.newsfeed': 'न्यूज़फ़ीड',
  'nav.search': 'खोजें',
  'nav.signIn': 'साइन इन',
  'nav.write': 'लिखें',
  'nav.menu': 'मेन्यू',
  'nav.closeMenu': 'मेन्यू बंद करें',
  'nav.language': 'English',
  'nav.languageLabel': 'साइट अंग्रेज़ी में पढ़ें',
  'nav.skip': 'सीधे लेख पर जाएँ',
  'sidebar.recommendedTopics': 'आपके लिए विषय',
  'footer.copyright': '© {year} {name}। देश भर के युवाओं की क़लम से।',
  'footer.social': 'हमसे जुड़ें',
  'social.facebook': 'फ़ेसबुक',
  'social.twitter': 'ट्विटर',
  'social.instagram': 'इंस्टाग्राम',
  'social.youtube': 'यूट्यूब',
  'social.whatsapp': 'व्हाट्सऐप कम्युनिटी',
  'social.contact': 'ई-मेल से संपर्क करें',
  'tabs.latest': 'ताज़ा',
  'tabs.following': 'फ़ॉलो किए हुए',
  'tabs.scrollLeft': 'विषय बाईं ओर खिसकाएँ',
  'tabs.scrollRight': 'विषय दाईं ओर खिसकाएँ',
  'feed.noPosts': '{tab} में अभी कोई पोस्ट नहीं है!',
  'feed.trending': 'चर्चा में',
  'feed.loadMore': 'और देखें',
  'feed.empty': 'यहाँ अभी कुछ नहीं है।',
  'feed.previous': 'नए',
  'feed.pagination': 'पन्ने',
  'feed.next': 'पुराने',
  'feed.higherRanks': 'ऊपर की रैंक',
  'feed.lowerRanks': 'नीचे की रैंक',
  'feed.page': 'पेज {page} / {pages}',
  'post.by': 'लेखक',
  'post.writtenBy': 'लेखक',
  'post.topics': 'विषय',
  'post.comments': 'टिप्पणियाँ',
  'post.noComments': 'अभी कोई टिप्पणी नहीं। बातचीत शुरू कीजिए।',
  'post.related': 'इनसे जुड़ी पोस्ट',
  'post.likes': '{count, plural, other {# पसंद}}',
  'post.views': '{count, plural, other {# बार पढ़ा गया}}',
  'post.readMore': 'आगे पढ़ें',
  'post.replies': '{count, plural, other {# जवाब}}',
  'post.unreviewed': 'यह पोस्ट अभी संपादक की समीक्षा का इंतज़ार कर रही है।',
  'post.approve': 'मंज़ूर करें',
  'post.approved': 'मंज़ूर हो गई: पोस्ट सबके लिए खुली रहेगी और समीक्षा की कतार से हट गई है।',
  'post.inNewsroom': 'न्यूज़रूम में समीक्षा करें',
  'video.play': 'वीडियो चलाएँ: {title}',
  'poll.loginToVote': 'वोट करने के लिए लॉग इन करें',
  'poll.yourVote': 'आपका वोट',
  'poll.votes': '{count, plural, other {# वोट}}',
  'author.followers': '{count, plural, other {# फ़ॉलोअर}}',
  'card.video': 'वीडियो',
  'card.note': 'नोट',
  'card.poll': 'पोल',
  'nav.leaderboard': 'लीडरबोर्ड',
  'author.posts': 'पोस्ट',
  'author.polls': 'पोल',
  'author.points': '{count, plural, other {# पॉइंट}}',
  'author.notFound': 'माफ़ कीजिए, कोई लेखक नहीं मिला',
  'archive.posts': '{name} की पोस्ट',
  'polls.title': 'पोल',
  'notFound.title': 'पेज नहीं मिला',
  'notFound.body': 'आप जो पेज ढूँढ रहे हैं, वह यहाँ नहीं है या कहीं और चला गया है।',
  'notFound.home': 'होम पेज पर जाएँ',
  'signedIn.title': 'आगे बढ़ने के लिए साइन इन करें',
  'signedIn.body':
    'यह पेज सदस्यों के लिए है। लिखने, वोट करने, फ़ॉलो करने और अपनी न्यूज़फ़ीड देखने के लिए अपने ई-मेल से साइन इन कीजिए।',
  'cta.title': 'आज आप क्या लिखेंगे...',
  'cta.write': 'लिखें',
  'cta.poll': 'पोल बनाएँ',
  'cta.search': 'खोजें',
  'error.chunk': 'पेज का यह हिस्सा लोड नहीं हो सका ({name})। अपना इंटरनेट देखिए और फिर कोशिश कीजिए।',
  'error.retry': 'फिर कोशिश करें',
  'error.generic': 'कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  'error.dismiss': 'हटाएँ',
  'dialog.close': 'बंद करें',
  'error.screen': 'पेज का यह हिस्सा ठीक से नहीं चल पाया।',
  'feed.writers': '{count, plural, other {# लेखक}}',
  'nav.primary': 'मुख्य मेन्यू',
  'nav.side': 'साइड मेन्यू',
  'nav.footer': 'फ़ुटर मेन्यू',
  'nav.rss': 'RSS फ़ीड',
  'nav.pagination': 'पेज',
  'sidebar.label': 'साइडबार',
  'tabs.label': 'विषय',
  'login.redirect': 'आगे बढ़ने के लिए साइन इन करें',
  loading: 'लोड हो रहा है…',
  'nav.userMenu': 'आपके खाते का मेन्यू',
  'forbidden.title': 'आप यह पेज नहीं खोल सकते',
  'forbidden.body': 'साइट का यह हिस्सा आवाज़ के संपादकों और एडमिन के लिए है।',
  'signedIn.button': 'साइन इन करें',
  'hinglish.toggle': 'रोमन अक्षरों में हिंदी लिखें',
  'hinglish.hint': 'लिखते ही शब्द देवनागरी में बदलते हैं: दूसरी वर्तनी के लिए ↑ ↓, रोमन शब्द वापस पाने के लिए बैकस्पेस।',
  'hinglish.choices': 'वर्तनियाँ',
  'save.save': 'सेव करें',
  'save.saved': 'सेव की गई',
  'save.savedHint': 'इस डिवाइस से हटाने के लिए छुएँ',
  'listen.listen': 'सुनें',
  'listen.pause': 'रोकें',
  'listen.resume': 'फिर चलाएँ',
  'listen.stop': 'बंद करें',
  'nav.saved': 'सेव की गई पोस्ट',
  ...dataSaverHi,
  'nav.notifications': 'सूचनाएँ',
  'nav.notificationsUnread': 'सूचनाएँ: {count} बिना पढ़ी',
};
