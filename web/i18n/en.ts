import type { accountsEn } from './accounts-en.ts';
import type { browseEn } from './browse-en.ts';
import type { contactEn } from './contact-en.ts';
import type { conversationEn } from './conversation-en.ts';
import { dataSaverEn } from './data-saver-en.ts';
import type { newsroomEn } from './newsroom-en.ts';
import type { notificationsEn } from './notifications-en.ts';
import type { OfflineKey } from './offline-en.ts';
import type { writingEn } from './writing-en.ts';

/** The English catalogue: every user-visible string of the interface. */
export const en = {
  'site.tagline': 'Stories by young India',
  'nav.home': 'Home',
  'nav.newsfeed': 'Newsfeed',
  'nav.search': 'Search',
  'nav.signIn': 'Sign In',
  'nav.write': 'Write',
  'nav.menu': 'Menu',
  'nav.closeMenu': 'Close menu',
  'nav.language': 'हिन्दी',
  'nav.languageLabel': 'Read the site in Hindi',
  'nav.skip': 'Skip to content',
  'sidebar.recommendedTopics': 'Recommended Topics',
  'footer.copyright': '© {year} {name}. Written by young people across India.',
  'footer.social': 'Follow us',
  'social.facebook': 'Facebook',
  'social.twitter': 'Twitter',
  'social.instagram': 'Instagram',
  'social.youtube': 'YouTube',
  'social.whatsapp': 'WhatsApp community',
  'social.contact': 'Contact us by e-mail',
  'tabs.latest': 'Latest',
  'tabs.following': 'Following',
  'tabs.scrollLeft': 'Scroll topics left',
  'tabs.scrollRight': 'Scroll topics right',
  'feed.noPosts': 'No posts found in {tab} category!',
  'feed.trending': 'Trending',
  'feed.loadMore': 'Load more',
  'feed.empty': 'Nothing here yet.',
  'feed.previous': 'Newer',
  'feed.pagination': 'Pages',
  'feed.next': 'Older',
  'feed.higherRanks': 'Higher ranks',
  'feed.lowerRanks': 'Lower ranks',
  'feed.page': 'Page {page} of {pages}',
  'post.by': 'By',
  'post.writtenBy': 'Written by',
  'post.topics': 'Topics',
  'post.comments': 'Comments',
  'post.noComments': 'No comments yet. Start the conversation.',
  'post.related': 'Related posts',
  'post.likes': '{count, plural, one {# like} other {# likes}}',
  'post.views': '{count, plural, one {# view} other {# views}}',
  'post.readMore': 'Read more',
  'post.replies': '{count, plural, one {# reply} other {# replies}}',
  'post.unreviewed': 'This post is waiting for an editor’s review.',
  'post.approve': 'Approve',
  'post.approved': 'Approved: the post stays public and has left the review queue.',
  'post.inNewsroom': 'Review in the Newsroom',
  'post.notWaiting': 'This post is no longer waiting for review: it was approved or sent back meanwhile.',
  'video.play': 'Play video: {title}',
  'poll.loginToVote': 'Login to vote',
  'poll.yourVote': 'Your vote',
  'poll.votes': '{count, plural, one {# vote} other {# votes}}',
  'author.followers': '{count, plural, one {# follower} other {# followers}}',
  'card.video': 'Video',
  'card.note': 'Note',
  'card.poll': 'Poll',
  'nav.leaderboard': 'Leaderboard',
  'author.posts': 'Posts',
  'author.polls': 'Polls',
  'author.points': '{count, plural, one {# point} other {# points}}',
  'author.notFound': 'Sorry, we could not find any authors',
  'archive.posts': 'Posts in {name}',
  'polls.title': 'Polls',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you were looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',
  'signedIn.title': 'Sign in to continue',
  'signedIn.body':
    'This page is for signed-in members. Sign in with your e-mail to write, vote, follow and see your newsfeed.',
  'cta.title': 'What will you write today...',
  'cta.write': 'Write',
  'cta.poll': 'Create Poll',
  'cta.search': 'Search',
  'error.chunk': 'This part of the page could not load ({name}). Check your connection and try again.',
  'error.retry': 'Try again',
  'error.generic': 'Something went wrong. Please try again.',
  'error.dismiss': 'Dismiss',
  'dialog.close': 'Close',
  'error.screen': 'This part of the page stopped working.',
  'feed.writers': '{count, plural, one {# writer} other {# writers}}',
  'nav.primary': 'Main menu',
  'nav.side': 'Side menu',
  'nav.footer': 'Footer menu',
  'nav.rss': 'RSS feed',
  'nav.pagination': 'Pages',
  'sidebar.label': 'Sidebar',
  'tabs.label': 'Topics',
  'login.redirect': 'Sign in to continue',
  loading: 'Loading…',
  'nav.userMenu': 'Your account menu',
  'forbidden.title': 'You cannot open this page',
  'forbidden.body': 'This part of the site is for editors and administrators of Awaaz.',
  'signedIn.button': 'Sign in',
  'hinglish.toggle': 'Type Hindi in Latin letters',
  'hinglish.hint':
    'Words turn into Devanagari as you type: ↑ ↓ for another spelling, Backspace for the Latin word.',
  'hinglish.choices': 'Spellings',
  'save.save': 'Save',
  'save.saved': 'Saved',
  'save.savedHint': 'tap to remove it from this device',
  'listen.listen': 'Listen',
  'listen.pause': 'Pause',
  'listen.resume': 'Resume',
  'listen.stop': 'Stop',
  'nav.saved': 'Saved posts',
  ...dataSaverEn,
  // the header's bell, which members' pages load when idle without the accounts part
  'nav.notifications': 'Notifications',
  'nav.notificationsUnread': 'Notifications: {count} unread',
} as const;

/** Keys of the main catalogue and of the parts loaded with their feature. */
export type MessageKey =
  | keyof typeof en
  | keyof typeof accountsEn
  | keyof typeof conversationEn
  | keyof typeof contactEn
  | keyof typeof browseEn
  | keyof typeof writingEn
  | keyof typeof newsroomEn
  | keyof typeof notificationsEn
  | OfflineKey;
