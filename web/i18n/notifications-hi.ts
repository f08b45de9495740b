import type { NotificationsKey } from './notifications-en.ts';

/** सूचनाओं के शब्द (notifications-en.ts देखें)। */
export const notificationsHi: Record<NotificationsKey, string> = {
  'notifications.title': 'सूचनाएँ',
  'notifications.empty':
    'अभी यहाँ कुछ नहीं है। जब कोई टिप्पणी करेगा, जवाब देगा, आपको फ़ॉलो करेगा या न्यूज़रूम आपकी पोस्ट देखेगा, तो आपको यहाँ दिखेगा।',
  'notifications.markAll': 'सब पढ़ी हुई मानें',
  'notifications.markRead': 'पढ़ी हुई मानें',
  'notifications.new': 'नई',
  'notifications.unreadCount': 'बिना पढ़ी: {count}',
  'notifications.failed': 'यह नहीं हो पाया: {message}',
  'notifications.more': 'पुरानी दिखाएँ',
  'notifications.kind.comment': '{actor} ने आपकी पोस्ट “{title}” पर टिप्पणी की',
  'notifications.kind.reply': '{actor} ने “{title}” पर आपकी टिप्पणी का जवाब दिया',
  'notifications.kind.follow': '{actor} ने आपको फ़ॉलो करना शुरू किया',
  'notifications.kind.post_approved': 'न्यूज़रूम ने आपकी पोस्ट “{title}” को मंज़ूरी दी',
  'notifications.kind.post_sent_back': 'न्यूज़रूम ने आपकी पोस्ट “{title}” वापस भेजी: {note}',
  'notifications.kind.comment_approved': '“{title}” पर आपकी टिप्पणी को मंज़ूरी मिली',
  'notifications.kind.poll_milestone': 'आपके पोल “{title}” पर {count} वोट हो गए',
  'notifications.someone': 'एक सदस्य',

  'notifications.settings': 'सूचनाओं की सेटिंग',
  'notifications.settings.intro': 'चुनें कि आपको किन बातों की सूचना मिले।',
  'notifications.settings.kinds': 'मुझे बताएँ जब',
  'notifications.setting.comment': 'मेरी पोस्ट पर टिप्पणी हो',
  'notifications.setting.reply': 'मेरी टिप्पणी का जवाब आए',
  'notifications.setting.follow': 'कोई मुझे फ़ॉलो करे',
  'notifications.setting.post_approved': 'न्यूज़रूम मेरी पोस्ट को मंज़ूरी दे',
  'notifications.setting.post_sent_back': 'न्यूज़रूम मेरी पोस्ट वापस भेजे',
  'notifications.setting.comment_approved': 'रुकी हुई मेरी टिप्पणी को मंज़ूरी मिले',
  'notifications.setting.poll_milestone': 'मेरे पोल पर वोट बढ़ें',
  'notifications.settings.email': 'ई-मेल',
  'notifications.settings.digest': 'मुझे रोज़ एक ई-मेल सारांश भेजें',
  'notifications.settings.digestHelp': 'दिन में ज़्यादा से ज़्यादा एक मेल, और सिर्फ़ तब जब कुछ बिना पढ़ा हो।',
  'notifications.settings.save': 'सेटिंग सहेजें',
  'notifications.settings.saving': 'सहेज रहे हैं…',
  'notifications.settings.saved': 'सेटिंग सहेज ली गई।',

  'notifications.unsubscribe.title': 'रोज़ का सारांश',
  'notifications.unsubscribe.done': 'आपकी सदस्यता हट गई। अब आपको रोज़ का ई-मेल सारांश नहीं मिलेगा।',
  'notifications.unsubscribe.invalid':
    'यह सदस्यता हटाने वाला लिंक सही नहीं है। साइन इन करें और सूचनाओं की सेटिंग में सारांश बंद करें।',
  'notifications.unsubscribe.settings': 'सूचनाओं की सेटिंग',

  'notifications.mail.subject': '{site}: आपकी सूचनाएँ',
  'notifications.mail.hello': 'नमस्ते {name}, पिछले सारांश के बाद यह हुआ:',
  'notifications.mail.more': '… और {count} सूचनाएँ।',
  'notifications.mail.seeAll': 'अपनी सारी सूचनाएँ देखें',
  'notifications.mail.why': 'यह मेल आपको इसलिए मिला क्योंकि आपकी सूचनाओं की सेटिंग में रोज़ का सारांश चालू है।',
  'notifications.mail.unsubscribe': 'रोज़ के सारांश की सदस्यता हटाएँ',
};
