import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import './rich-editor.css';
import { type ReactNode, useRef, useState } from 'react';
import type { Lang } from '#common/api-types.ts';
import { featuredSize, srcsetOf } from '#common/media.ts';
import { IconSvg } from '#web/components/ui/icon.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { uploadImage } from '#web/queries/mutations/writing.ts';
import { MoreIcon } from '../ui/more-icons.tsx';

/** Toolbar glyphs (24×24 paths) that the shared icon set does not have. */
const GLYPHS = {
  bullet:
    'M4 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm0 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM8 6h13v2H8V6Zm0 5h13v2H8v-2Zm0 5h13v2H8v-2Z',
  ordered:
    'M3 4h2v4H4V5H3V4Zm0 7h3v1l-2 1.5h2V15H3v-1l2-1.5H3V11Zm0 6h3v4H3v-1h2v-.5H4v-1h1V18H3v-1ZM8 6h13v2H8V6Zm0 5h13v2H8v-2Zm0 5h13v2H8v-2Z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0ZM7.8 19.1a4 4 0 0 1-2.9-6.8l2.8-2.8 1.4 1.4-2.8 2.8a2 2 0 0 0 2.8 2.9l2.8-2.9 1.5 1.5-2.9 2.8a4 4 0 0 1-2.7 1.1Zm8.5-4.6-1.4-1.4 2.8-2.8a2 2 0 0 0-2.8-2.9l-2.8 2.9-1.5-1.5 2.9-2.8a4 4 0 0 1 5.6 5.7l-2.8 2.8Z',
  italic: 'M10 4h9v2h-3.2l-3.6 12H15v2H6v-2h3.2l3.6-12H10V4Z',
  image:
    'M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm1 2v9.6l4-4 3.5 3.5 2.5-2.5 4 4V6H5Zm10.5 1a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z',
};

/** An image in the text takes the column's width: 720 px on a wide screen, the screen on a phone. */
const INLINE_SIZES = '(min-width: 768px) 720px, 100vw';

/**
 * Images keep their `srcset` and `sizes`, so readers' phones fetch the small WebP
 * (decisions §6), and load lazily below the fold.
 */
const ResponsiveImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      srcset: { default: null },
      sizes: { default: null },
      loading: { default: 'lazy' },
    };
  },
});

function ToolButton({
  label,
  active = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={`min-h-10 min-w-9 rounded px-1.5 text-sm font-semibold ${
        active ? 'bg-rose-100 text-rose-900' : 'text-stone-800 hover:bg-stone-100'
      }`}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onError }: { editor: Editor; onError: (message: string) => void }) {
  const { t } = useI18n();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  function editLink() {
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t('write.linkPrompt'), current);
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }

  async function insertImage(picked: File | undefined) {
    if (!picked) return;
    setUploading(true);
    try {
      const item = await uploadImage(picked);
      const size = featuredSize(item);
      chain()
        .insertContent({
          type: 'image',
          attrs: {
            src: size.source_url,
            alt: item.alt_text,
            width: size.width,
            height: size.height,
            srcset: srcsetOf(item),
            sizes: INLINE_SIZES,
          },
        })
        .run();
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <div
      role="toolbar"
      aria-label={t('write.toolbar')}
      className="sticky top-14 z-10 flex flex-wrap items-center gap-0.5 border-b border-stone-200 bg-white py-1"
    >
      {/* The name starts with the visible "H2" (axe label-content-name-mismatch). */}
      <ToolButton
        label={`H2 ${t('write.heading2')}`}
        active={active.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </ToolButton>
      <ToolButton
        label={`H3 ${t('write.heading3')}`}
        active={active.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </ToolButton>
      <ToolButton label={t('write.bold')} active={active.bold} onClick={() => chain().toggleBold().run()}>
        <b>B</b>
      </ToolButton>
      <ToolButton
        label={t('write.italic')}
        active={active.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <IconSvg path={GLYPHS.italic} />
      </ToolButton>
      <ToolButton
        label={t('write.bulletList')}
        active={active.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <IconSvg path={GLYPHS.bullet} />
      </ToolButton>
      <ToolButton
        label={t('write.orderedList')}
        active={active.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <IconSvg path={GLYPHS.ordered} />
      </ToolButton>
      <ToolButton
        label={t('write.quote')}
        active={active.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <MoreIcon name="quote" />
      </ToolButton>
      <ToolButton label={t('write.link')} active={active.link} onClick={editLink}>
        <IconSvg path={GLYPHS.link} />
      </ToolButton>
      <ToolButton label={t('write.image')} onClick={() => file.current?.click()}>
        <IconSvg path={GLYPHS.image} />
      </ToolButton>
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('write.image')}
        data-testid="editor-image-input"
        onChange={(event) => void insertImage(event.target.files?.[0])}
      />
      {uploading && (
        <span role="status" className="ml-2 text-sm text-stone-600">
          {t('write.imageUploading')}
        </span>
      )}
    </div>
  );
}

/**
 * The rich-text editor of the writing screen (issue 5): TipTap with headings, bold,
 * italic, lists, quote, link and image. ProseMirror handles IME composition, so Hindi typed
 * through a phone keyboard lands as typed. It renders in the browser only.
 */
export function RichEditor({
  initialHtml,
  lang,
  onChange,
  onError,
  label,
  placeholder,
  minHeight = 'min-h-64',
}: {
  initialHtml: string;
  lang: Lang;
  onChange: (html: string) => void;
  onError: (message: string) => void;
  /** the text box's name for screen readers; a story's by default */
  label?: string;
  placeholder?: string;
  /** a Tailwind min-height class: a video's description needs less room than a story */
  minHeight?: string;
}) {
  const { t } = useI18n();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      ResponsiveImage.configure({ inline: false, allowBase64: false }),
      Placeholder.configure({ placeholder: placeholder ?? t('write.placeholder') }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        class: `article-body ${minHeight} py-4 focus:outline-none`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label ?? t('write.bodyLabel'),
        lang,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  if (!editor)
    return <div className={`${minHeight} py-4 text-stone-400`}>{placeholder ?? t('write.placeholder')}</div>;
  return (
    <div>
      <Toolbar editor={editor} onError={onError} />
      <EditorContent editor={editor} />
    </div>
  );
}
