/**
 * The notifications' strings in English: a part of the catalogue loaded with the
 * notifications screen, the settings panel and the unsubscribe page (the header's bell uses
 * only `nav.notifications*` of the main catalogue). The digest mail is written from it too.
 */
export const notificationsEn = {
  'notifications.title': 'Notifications',
  'notifications.empty':
    'Nothing here yet. When someone comments, replies, follows you or the newsroom reviews your post, you will see it here.',
  'notifications.markAll': 'Mark all as read',
  'notifications.markRead': 'Mark as read',
  'notifications.new': 'New',
  'notifications.unreadCount': 'Unread: {count}',
  'notifications.failed': 'That did not work: {message}',
  'notifications.more': 'Show older',
  'notifications.kind.comment': '{actor} commented on your post “{title}”',
  'notifications.kind.reply': '{actor} replied to your comment on “{title}”',
  'notifications.kind.follow': '{actor} started following you',
  'notifications.kind.post_approved': 'The newsroom approved your post “{title}”',
  'notifications.kind.post_sent_back': 'The newsroom sent back your post “{title}”: {note}',
  'notifications.kind.comment_approved': 'Your comment on “{title}” was approved',
  'notifications.kind.poll_milestone': 'Your poll “{title}” has {count} votes',
  'notifications.someone': 'A member',

  'notifications.settings': 'Notification settings',
  'notifications.settings.intro': 'Choose what you are told about.',
  'notifications.settings.kinds': 'Tell me about',
  'notifications.setting.comment': 'Comments on my posts',
  'notifications.setting.reply': 'Replies to my comments',
  'notifications.setting.follow': 'New followers',
  'notifications.setting.post_approved': 'My post approved by the newsroom',
  'notifications.setting.post_sent_back': 'My post sent back by the newsroom',
  'notifications.setting.comment_approved': 'My held comment approved',
  'notifications.setting.poll_milestone': 'Votes on my polls',
  'notifications.settings.email': 'E-mail',
  'notifications.settings.digest': 'Send me a daily e-mail digest',
  'notifications.settings.digestHelp': 'At most one mail a day, only when something unread is waiting.',
  'notifications.settings.save': 'Save settings',
  'notifications.settings.saving': 'Saving…',
  'notifications.settings.saved': 'Settings saved.',

  'notifications.unsubscribe.title': 'Daily digest',
  'notifications.unsubscribe.done': 'You are unsubscribed. You will no longer get the daily e-mail digest.',
  'notifications.unsubscribe.invalid':
    'This unsubscribe link is not valid. Sign in and turn the digest off in your notification settings.',
  'notifications.unsubscribe.settings': 'Notification settings',

  'notifications.mail.subject': '{site}: your notifications',
  'notifications.mail.hello': 'Hello {name}, here is what happened since your last digest:',
  'notifications.mail.more': '… and {count} more.',
  'notifications.mail.seeAll': 'See all your notifications',
  'notifications.mail.why': 'You get this mail because the daily digest is on in your notification settings.',
  'notifications.mail.unsubscribe': 'Unsubscribe from the daily digest',
};

export type NotificationsKey = keyof typeof notificationsEn;
