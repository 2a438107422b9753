import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';

interface Props {
  label: string;
  /** Initial HTML (remount with a new key to load other content). */
  value: string;
  onChange(html: string): void;
}

type Command = { label: string; run(e: Editor): void; active?(e: Editor): boolean };
const COMMANDS: Command[] = [
  { label: 'Grassetto', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'Corsivo', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: 'Titolo', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { label: 'Sottotitolo', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { label: 'Elenco puntato', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { label: 'Elenco numerato', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  {
    label: 'Collegamento',
    run: (e) => {
      const previous = (e.getAttributes('link').href as string | undefined) ?? '';
      const href = window.prompt('Indirizzo del collegamento (vuoto per toglierlo)', previous);
      if (href === null) return;
      if (!href.trim()) e.chain().focus().extendMarkRange('link').unsetLink().run();
      else e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
    active: (e) => e.isActive('link'),
  },
  { label: 'Annulla', run: (e) => e.chain().focus().undo().run() },
  { label: 'Ripeti', run: (e) => e.chain().focus().redo().run() },
];

/**
 * Rich-text editing with TipTap (ProseMirror), driven imperatively so it does not depend on React
 * bindings. What it produces is sanitised again by the server on save (the shared allow-list).
 */
export function RichTextEditor({ label, value, onChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [, rerender] = useState(0);
  const labelId = useId();

  useEffect(() => {
    const e = new Editor({
      element: host.current!,
      extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
      content: value,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'bo-rte__area' } },
      onUpdate: ({ editor: ed }) => onChangeRef.current(ed.getHTML()),
      onSelectionUpdate: () => rerender((n) => n + 1),
      onTransaction: () => rerender((n) => n + 1),
    });
    editor.current = e;
    return () => {
      e.destroy();
      editor.current = null;
    };
    // `value` is the initial content: the editor owns the text while mounted (feeding each change
    // back into it would drop keystrokes typed meanwhile); another object means another key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const e = editor.current;
  return (
    <div className="bo-rte">
      <span id={labelId} className="bo-rte__label">
        {label}
      </span>
      <div className="bo-rte__toolbar" role="toolbar" aria-label={`Formattazione: ${label}`}>
        {COMMANDS.map((c) => (
          <button
            key={c.label}
            type="button"
            className="btn btn--outline btn--sm"
            aria-pressed={c.active ? Boolean(e && c.active(e)) : undefined}
            // Keeps the selection (and a pending bold/italic) in the text while the button is pressed.
            onMouseDown={(ev) => ev.preventDefault()}
            onClick={() => e && c.run(e)}
          >
            {c.label}
          </button>
        ))}
      </div>
      <div ref={host} />
    </div>
  );
}
