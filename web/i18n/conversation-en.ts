/**
 * Comment, like and share strings in English: a part of the catalogue loaded with the
 * conversation chunk (see web/components/conversation/article-conversation.tsx), so the
 * article page's first load does not carry them (the 100 KB budget).
 */
export const conversationEn = {
  'comments.write': 'Write a comment',
  'comments.placeholder': 'Start writing…',
  'comments.send': 'Respond',
  'comments.sending': 'Responding...',
  'comments.cancel': 'Cancel',
  'comments.close': 'Close',
  'comments.newTitle': 'Your comment',
  'comments.replyTitle': 'Reply to {name}',
  'comments.editTitle': 'Edit your comment',
  'comments.reply': 'Reply',
  'comments.edit': 'Edit',
  'comments.delete': 'Delete',
  'comments.confirmDelete': 'Are you sure you want to delete this?',
  'comments.held':
    'Your comment has been submitted for moderation. It will appear once it has been approved.',
  'comments.awaiting': 'Awaiting moderation',
  'comments.failed': 'Your comment could not be sent. Please try again.',
  'comments.more': 'More comments',
  'comments.moreReplies': 'More replies',
  'polls.slides': 'Answer polls one by one',
  'polls.streak': "You've grown your streak by 2 points",
  'polls.skipping': 'Skipping in {count} seconds',
  'polls.closing': 'Closing in {count} seconds',
  'like.like': 'Like',
  'share.share': 'Share',
  'share.whatsapp': 'WhatsApp',
  'share.facebook': 'Facebook',
  'share.twitter': 'Twitter/X',
  'share.linkedin': 'LinkedIn',
  'share.copy': 'Copy link',
  'share.copied': 'Link copied',
};

export type ConversationKey = keyof typeof conversationEn;
