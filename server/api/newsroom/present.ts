import { wpDate } from '#common/dates.ts';
import { stripTags, truncate } from '#common/format.ts';
import { authorPath, postPath } from '#common/links.ts';
import type {
  HeldComment,
  InboxMessage,
  LogAction,
  LogEntry,
  Member,
  ReportedItem,
} from '#common/newsroom.ts';
import type { moderationLog } from '#server/db/schema.ts';
import type { HeldCommentRow, MemberRow, MessageRow, ReportedRow } from '#server/domain/newsroom/queues.ts';
import { avatarUrl } from '../users/present-user.ts';

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function presentHeldComment(row: HeldCommentRow, publicUrl: string): HeldComment {
  return {
    id: row.id,
    post: row.postId,
    post_title: row.postTitle,
    post_link: publicUrl + postPath(row.postType, row.postSlug, row.postDate),
    parent: row.parentId ?? 0,
    author: row.authorId,
    author_name: row.authorName || row.authorSlug,
    author_slug: row.authorSlug,
    date: wpDate(row.date),
    content: row.content,
    held_reason: row.heldReason,
  };
}

export function presentReported(row: ReportedRow, publicUrl: string): ReportedItem {
  const postLink = publicUrl + postPath(row.post_type, row.post_slug, asDate(row.post_date));
  const text = row.object_type === 'comment' ? row.text : stripTags(row.text);
  return {
    object: row.object_type,
    id: row.object_id,
    title: row.title,
    excerpt: truncate(text.replace(/\s+/g, ' ').trim(), 280),
    link: row.object_type === 'comment' ? `${postLink}#comment-${row.object_id}` : postLink,
    author: { id: row.author_id, name: row.author_name || row.author_slug, slug: row.author_slug },
    count: row.count,
    reasons: row.reasons,
    notes: row.notes,
    hidden: row.hidden,
    first_reported: wpDate(asDate(row.first_reported)),
    last_reported: wpDate(asDate(row.last_reported)),
  };
}

export function presentMember(row: MemberRow, publicUrl: string): Member {
  return {
    id: row.id,
    name: row.name || row.slug,
    slug: row.slug,
    link: publicUrl + authorPath(row.slug),
    avatar_url: avatarUrl(row, publicUrl),
    role: row.role,
    suspended: row.suspendedAt !== null,
    post_count: row.postCount,
    registered_date: wpDate(row.createdAt),
  };
}

export function presentMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    date: wpDate(row.createdAt),
    handled: row.handledAt !== null,
    handled_by: row.handledAt !== null ? row.handledBy : null,
  };
}

export function presentLogEntry(row: typeof moderationLog.$inferSelect): LogEntry {
  return {
    id: row.id,
    date: wpDate(row.createdAt),
    actor: { id: row.actorId, name: row.actorName || row.actorSlug, slug: row.actorSlug },
    action: row.action as LogAction,
    object_type: row.objectType as LogEntry['object_type'],
    object_id: row.objectId,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    note: row.note,
  };
}
